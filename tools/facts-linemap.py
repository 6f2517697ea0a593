#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""facts-linemap.py -- map the GCC source lines doc/gcc-nvptx-facts.md cites
from one GCC release to another (issue 29: GCC 12 -> GCC 11).

  facts-linemap.py [--report] DOC NEW_ROOT OLD_ROOT [OLD_MAJOR]

NEW_ROOT and OLD_ROOT are source trees holding gcc/, libgomp/, libgcc/,
include/ and lto-plugin/ (build/gcc/src with libgomp/ unpacked beside it,
for instance).  Every citation "FILE:LINES" of the document, and every bare
"(LINES)" that follows one in the same section, is looked up in NEW_ROOT;
`diff -b` of the file against its OLD_ROOT counterpart (GCC 12's gcc/*.cc
are GCC 11's gcc/*.c) maps the lines.  A cited range whose every line is
unchanged (whitespace aside) is "same"; otherwise the lines that differ are
shown.  The tool only finds text: whether a fact still holds where the code
differs -- or where it depends on code the citation does not show -- is for
a reader to decide, and the document says so per fact.

--report prints every citation, its mapped range and, where it differs, the
two texts side by side; without it, prints one line per citation.
"""

import difflib
import os
import re
import subprocess
import sys

FILE_RE = r'(?:[A-Za-z0-9_.+-]+/)*[A-Za-z0-9_.+-]+\.(?:cc|c|h|md|opt|def|awk|pd)'
RANGE_RE = r'\d+(?:-\d+)?'
CITE_RE = re.compile(r'(' + FILE_RE + r'):(' + RANGE_RE + r'(?:(?:, ?| and )' + RANGE_RE + r'(?![\w.]))*)')
# A bare line range: after "(", ", ", "at ", "lines ", "`:" or a line's
# indent, before ")", ",", ";", ":", "`", "]" or the line's end.
BARE_RE = re.compile(r'(?:(?<=\()|(?<=, )|(?<=at )|(?<=lines )|(?<=line )|(?<=`:)'
                     r'|(?<=^  )|(?<=^   )|(?<=^    )|(?<=; ))'
                     r'(\d{2,5}(?:-\d{2,5})?)(?=[),;:`\]]|$| when)')
MENTION_RE = re.compile(r'(?<![\w/.])(' + FILE_RE + r')(?![\w:])')
# Bare numbers of the document that are no line numbers (doc line, text).
NOT_LINES = {(487, '12'), (488, '13'), (709, '32'), (740, '256'), (740, '128'),
             (1026, '742')}
# Where the line map cannot tell: (doc line, cited range) -> the old
# release's lines, as written in the annotation ("none": not in it).
OVERRIDE = {
    (280, '2292'): 'toplev.c:2123, in do_compile, called at 2340 after initialize_plugins at 2327',
    (175, '1245'): 'none',
    (917, '4005'): 'none',
    (1310, '3421'): 'none',
    (1001, '690'): '659-660',
    (1191, '6586'): 'none',
}
# Doc lines whose bare numbers refer to a file the prose names only by a
# function (doc line: file, from that line on).
CONTEXT = {662: 'nvptx.cc'}

SEARCH_DIRS = ['gcc', 'gcc/config/nvptx', 'libgomp', 'libgomp/config/nvptx',
               'libgomp/plugin', 'libgcc/config/nvptx', 'gcc/lto', 'gcc/c',
               'gcc/fortran', 'include', 'lto-plugin', 'gcc/config/gcn']
PROJECT_FILES = ('memspace-opt.cc', 'ipmsp.cc', 'ptx-exec.c', 'knobs.cc')


def resolve(root, name):
    """The path of NAME (as the document spells it) under ROOT, or None."""
    cands = []
    if name.startswith(('libgomp/', 'libgcc/', 'include/', 'lto-plugin/')):
        cands.append(name)
    else:
        cands.append('gcc/' + name)
        for d in SEARCH_DIRS:
            cands.append(d + '/' + name)
    for c in cands:
        if os.path.isfile(os.path.join(root, c)):
            return c
    return None


def old_name(path, old_major):
    """GCC 12 renamed gcc/**.c to .cc; the runtime libraries kept .c."""
    if old_major < 12 and path.startswith('gcc/') and path.endswith('.cc'):
        return path[:-1]
    return path


_maps = {}


def line_map(new, old):
    """{new line: old line} for the lines diff -b leaves unchanged."""
    key = (new, old)
    if key in _maps:
        return _maps[key]
    out = subprocess.run(
        ['diff', '-b', '--old-line-format=O\n', '--new-line-format=N\n',
         '--unchanged-line-format=U\n', new, old],
        capture_output=True, text=True).stdout.split()
    m, a, b = {}, 1, 1
    for t in out:
        if t == 'U':
            m[a] = b
            a += 1
            b += 1
        elif t == 'O':
            a += 1
        else:
            b += 1
    _maps[key] = m
    return m


def lines_of(path):
    with open(path, errors='replace') as f:
        return f.read().split('\n')


def map_range(m, lo, hi, nlines_old):
    """(old_lo, old_hi, same, changed new lines)."""
    changed = [n for n in range(lo, hi + 1) if n not in m]
    same = not changed and (m[hi] - m[lo] == hi - lo)
    before = [m[n] for n in range(lo, 0, -1) if n in m][:1]
    after = [m[n] for n in range(hi, hi + 400) if n in m][:1]
    olo = m.get(lo) or (before[0] + 1 if before else 1)
    ohi = m.get(hi) or (after[0] - 1 if after else nlines_old)
    return olo, max(olo, ohi), same, changed


def norm(line):
    return ' '.join(line.split())


def find_block(block, olines):
    """The first old line of an exact (whitespace aside) copy of BLOCK
    elsewhere in the old file (code GCC moved), or None."""
    want = [norm(x) for x in block]
    if not any(want):
        return None
    have = [norm(x) for x in olines]
    for i in range(len(have) - len(want) + 1):
        if have[i:i + len(want)] == want:
            return i + 1
    return None


def fmt(lo, hi):
    return str(lo) if lo == hi else '%d-%d' % (lo, hi)


def main(argv):
    report = '--report' in argv
    annotate = '--annotate' in argv
    argv = [a for a in argv if a not in ('--report', '--annotate')]
    doc_lines = lines_of(argv[1])
    inserts = {}  # doc line -> [(column, text)]
    doc, new_root, old_root = argv[1:4]
    old_major = int(argv[4]) if len(argv) > 4 else 11
    cur = None
    in_code = False
    for lno, line in enumerate(lines_of(doc), 1):
        if line.startswith('```'):
            in_code = not in_code
            continue
        if in_code:
            continue
        if line.startswith('## '):
            cur = None
            if line.startswith('## 22.'):
                break
        cur = CONTEXT.get(lno, cur)
        cites = []  # (file name, ranges text)
        spans = []
        for mt in CITE_RE.finditer(line):
            cites.append((mt.group(1), mt.group(2)))
            spans.append(mt.span())
        masked = CITE_RE.sub(lambda mt: '#' * len(mt.group(0)), line)
        for mt in BARE_RE.finditer(masked):
            if (lno, mt.group(1)) in NOT_LINES:
                continue
            cites.append((None, mt.group(1)))
            spans.append(mt.span(1))
        for mt in MENTION_RE.finditer(masked):
            cites.append(('=' + mt.group(1), None))
            spans.append(mt.span(1))
        order = sorted(range(len(cites)), key=lambda i: spans[i][0])
        for i in order:
            name, ranges = cites[i]
            if name is not None and name.startswith('='):
                # A file named without lines: bare lines after it are its.
                name = name[1:]
                if name.endswith(PROJECT_FILES) or resolve(new_root, name) is None:
                    if not name.endswith(('.h', '.def')):
                        cur = None
                else:
                    cur = name
                continue
            if name is None:
                if cur is None:
                    continue
                name = cur
            elif name.endswith(PROJECT_FILES):
                cur = None
                continue
            newp = resolve(new_root, name)
            if newp is None:
                # A GCC 11 citation (nvptx.c) or a file neither tree has.
                cur = None
                continue
            cur = name
            oldp = old_name(newp, old_major)
            nfile = os.path.join(new_root, newp)
            ofile = os.path.join(old_root, oldp)
            if not os.path.isfile(ofile):
                print('%d: %s:%s -> (no %s in the old release)' % (lno, newp, ranges, oldp))
                inserts.setdefault(lno, []).append(
                    (spans[i][1], ' [%d: none, no %s]' % (old_major, os.path.basename(oldp))))
                continue
            m = line_map(nfile, ofile)
            olines = lines_of(ofile)
            nlines = lines_of(nfile)
            olds = []
            for r in re.split(r', ?|; ?| and ', ranges):
                lo, _, hi = r.partition('-')
                lo = int(lo)
                hi = int(hi) if hi else lo
                if hi < lo or hi > len(nlines):
                    print('%d: %s:%s -> (not a line range of the file)' % (lno, newp, r))
                    continue
                olo, ohi, same, changed = map_range(m, lo, hi, len(olines))
                if not same:
                    moved = find_block(nlines[lo - 1:hi], olines)
                    if moved:
                        olo, ohi, same, changed = moved, moved + hi - lo, True, []
                if (lno, r) in OVERRIDE:
                    olds.append(OVERRIDE[(lno, r)])
                elif not same and len(changed) == hi - lo + 1:
                    olds.append('none')
                else:
                    olds.append(fmt(olo, ohi) + ('' if same else '\u2260'))
                print('%d: %s:%s -> %s:%s %s' % (
                    lno, newp, r, oldp, fmt(olo, ohi),
                    'same' if same else 'DIFFERS (%d of %d lines)' % (len(changed), hi - lo + 1)))
                if report and not same:
                    for d in difflib.unified_diff(
                            nlines[lo - 1:hi], olines[olo - 1:ohi],
                            'new %s:%d' % (newp, lo), 'old %s:%d' % (oldp, olo),
                            n=1, lineterm=''):
                        print('    ' + d)
            if not olds:
                continue
            if all(o == 'none' for o in olds):
                text = 'none'
            else:
                text = ', '.join(olds)
                if cites[i][0] is not None:
                    shown = cites[i][0]
                    if old_major < 12 and newp.startswith('gcc/') and shown.endswith('.cc'):
                        shown = shown[:-1]
                    text = shown + ':' + text
            inserts.setdefault(lno, []).append((spans[i][1], ' [%d: %s]' % (old_major, text)))
    if annotate:
        out = []
        for lno, line in enumerate(doc_lines, 1):
            for col, text in sorted(inserts.get(lno, []), reverse=True):
                line = line[:col] + text + line[col:]
            out.append(line)
        with open(doc, 'w') as f:
            f.write('\n'.join(out))


if __name__ == '__main__':
    main(sys.argv)
