#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Generate GCC plugin headers configured for the nvptx offload compiler.
#
# Debian ships plugin headers only for the host compiler.  A plugin built
# against them loads into the accel lto1 but reads wrong values (struct
# gcc_options and struct gcc_target differ between targets), so we configure
# the GCC source exactly as the accel compiler was configured (its own
# "Configured with:" line) and make only the generated headers.
#
# Usage: gen-gcc-headers.sh ACCEL_GCC GCC_SOURCE OUTDIR [EXTRA_TARBALL...]
#   ACCEL_GCC    driver of the offload compiler (x86_64-linux-gnu-accel-nvptx-none-gcc-12)
#   GCC_SOURCE   a GCC source tarball, or an unpacked GCC source directory
#   OUTDIR       where src/ (unpacked source) and obj/ (configured tree) go
#   EXTRA_TARBALL  tarballs whose gcc/ directory is merged into the source;
#                Debian's tree carries the Modula-2 front end (gm2-*.tar.xz),
#                whose lang.opt adds fields to struct gcc_options.
# Environment: GCC_PATCHES, patches applied to an unpacked tarball (-p2,
#   paths a/src/...), the way Debian builds its compiler: Debian 12's GCC 11
#   is 11.3.0 plus the 11 branch up to 20230216 (patches/git-updates.diff,
#   applied by debian/rules.patch), and its lto1 reports that datestamp;
#   Debian 12's GCC 12 applies no branch update.  Sections for the
#   directories left out of the unpacking (testsuites, runtime libraries)
#   are dropped from the patch first.
#
# At the end the sizes of struct gcc_options and struct gcc_target seen by the
# generated headers are compared with the sizes of the symbols global_options
# and targetm in the accel lto1; a mismatch is an error, because a plugin
# built from such headers would silently misread the compiler's state.
set -eu

accel_gcc=$1
gcc_source=$2
outdir=$3
shift 3

jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)

configured_with=$("$accel_gcc" -v 2>&1 | sed -n 's/^Configured with: //p')
if [ -z "$configured_with" ]; then
  echo "gen-gcc-headers: '$accel_gcc -v' printed no 'Configured with:' line" >&2
  exit 1
fi
case "$configured_with" in
  *--target=nvptx*) ;;
  *) echo "gen-gcc-headers: '$accel_gcc' is not an nvptx compiler: $configured_with" >&2
     exit 1 ;;
esac

# The directories the unpacking leaves out (not needed to make the headers).
excluded_dirs="gcc/testsuite libstdc++-v3 libgo libphobos libsanitizer libgfortran libgomp"
patches=${GCC_PATCHES:-}

# Print patch $1 without the sections of files under $excluded_dirs.
# Debian's git-updates.diff has no "diff" lines: a section starts with
# "--- a/src/PATH" (or "--- /dev/null") followed by "+++ b/src/PATH".
patch_without_excluded ()
{
  awk -v excluded="$excluded_dirs" '
    BEGIN { n = split (excluded, dirs, " "); keep = 0 }
    pending != "" {
      if ($0 ~ /^\+\+\+ b\/src\//) {
        path = substr ($0, 11); sub (/\t.*/, "", path)
        keep = 1
        for (i = 1; i <= n; i++)
          if (path == dirs[i] || index (path, dirs[i] "/") == 1) keep = 0
        if (keep) print pending
        pending = ""
      } else {
        if (keep) print pending
        pending = ""
      }
    }
    /^--- (a\/src\/|\/dev\/null)/ && pending == "" { pending = $0; next }
    keep { print }
  ' "$1"
}

# 1. The source tree.
if [ -d "$gcc_source" ]; then
  src=$(cd "$gcc_source" && pwd)
else
  src=$outdir/src
  # The marker holds the patches applied: another list unpacks afresh.
  if [ ! -f "$src/.unpacked" ] || [ "$(cat "$src/.unpacked")" != "$patches" ]; then
    rm -rf "$outdir/obj"
    echo "gen-gcc-headers: unpacking $gcc_source"
    rm -rf "$src" "$outdir/unpack"
    mkdir -p "$outdir/unpack"
    # Runtime libraries and testsuites are not needed to make the headers.
    tar xf "$gcc_source" -C "$outdir/unpack" \
      --exclude='*/gcc/testsuite' --exclude='*/libstdc++-v3' \
      --exclude='*/libgo' --exclude='*/libphobos' --exclude='*/libsanitizer' \
      --exclude='*/libgfortran' --exclude='*/libgomp'
    mv "$outdir"/unpack/* "$src"
    rmdir "$outdir/unpack"
    for extra in "$@"; do
      [ -f "$extra" ] || continue
      echo "gen-gcc-headers: merging the gcc/ part of $extra"
      mkdir -p "$outdir/extra"
      tar xf "$extra" -C "$outdir/extra"
      for d in "$outdir"/extra/*/gcc; do
        [ -d "$d" ] && cp -r "$d"/. "$src/gcc/"
      done
      rm -rf "$outdir/extra"
    done
    for patch in $patches; do
      echo "gen-gcc-headers: applying $patch"
      patch_without_excluded "$patch" > "$outdir/patch.diff"
      patch -d "$src" -p2 -s --no-backup-if-mismatch < "$outdir/patch.diff" > "$outdir/patch.log" 2>&1 || {
        echo "gen-gcc-headers: $patch does not apply, see $outdir/patch.log" >&2; exit 1; }
      rm -f "$outdir/patch.diff" "$outdir/patch.log"
    done
    printf '%s' "$patches" > "$src/.unpacked"
  fi
fi

# 2. Configure as the accel compiler was configured.
#
# GCC's configure stops on a missing prerequisite with a message buried in
# configure.log; check them first and name the Debian package instead.
cc=${CC:-gcc-12}
cxx=${CXX:-g++-12}
for tool in "$cc" "$cxx" make; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "gen-gcc-headers: error: '$tool' not found (Debian 12: apt-get install $(case $tool in g++*) echo g++-12 ;; make) echo make ;; *) echo gcc-12 ;; esac))" >&2
    exit 1; }
done
for pair in gmp.h:libgmp-dev mpfr.h:libmpfr-dev mpc.h:libmpc-dev; do
  header=${pair%%:*} package=${pair#*:}
  printf '#include <%s>\nint main (void) { return 0; }\n' "$header" > "$outdir/prereq.c"
  "$cc" -o "$outdir/prereq" "$outdir/prereq.c" >/dev/null 2>&1 || {
    rm -f "$outdir/prereq.c" "$outdir/prereq"
    echo "gen-gcc-headers: error: $header not found; GCC's configure needs it (Debian 12: apt-get install $package)" >&2
    exit 1; }
done
rm -f "$outdir/prereq.c" "$outdir/prereq"

obj=$outdir/obj
if [ ! -f "$obj/gcc/Makefile" ]; then
  echo "gen-gcc-headers: configuring for: $configured_with"
  rm -rf "$obj"
  mkdir -p "$obj"
  args=${configured_with#* }          # drop the original configure path
  (cd "$obj" && export CC="$cc" CXX="$cxx" && eval "\"$src/configure\" $args" > configure.log 2>&1) || {
    echo "gen-gcc-headers: configure failed, see $obj/configure.log" >&2; exit 1; }
  # Serially: the build-side sub-configures (fixincludes, libiberty,
  # libcpp) share one config.cache and corrupt it when run in parallel.
  (cd "$obj" && make -j1 all-build configure-gcc > build.log 2>&1) || {
    echo "gen-gcc-headers: 'make all-build configure-gcc' failed, see $obj/build.log" >&2; exit 1; }
fi

# 3. The generated headers a plugin includes.
headers="config.h tm.h tm_p.h insn-codes.h insn-flags.h insn-modes.h
  insn-modes-inline.h insn-constants.h insn-attr.h insn-attr-common.h
  insn-config.h options.h gtype-desc.h tree-check.h genrtl.h plugin-version.h
  pass-instances.def tm-preds.h all-tree.def bversion.h"
(cd "$obj/gcc" && make -j"$jobs" $headers > headers.log 2>&1) || {
  echo "gen-gcc-headers: making the headers failed, see $obj/gcc/headers.log" >&2; exit 1; }

# 4. The layout check against the compiler binary.
lto1=$("$accel_gcc" -print-prog-name=lto1)
check=$outdir/layout-check
cat > "$check.cc" <<'EOF'
#include "gcc-plugin.h"
#include "tm.h"
#include "target.h"
#include <stdio.h>
int main () { printf ("%lx %lx\n", (unsigned long) sizeof (struct gcc_options),
                      (unsigned long) sizeof (struct gcc_target)); return 0; }
EOF
"$cxx" -fno-rtti -o "$check" \
  -I "$obj/gcc" -I "$src/gcc" -I "$src/gcc/config" -I "$src/include" \
  -I "$src/libcpp/include" -I "$src/libdecnumber" -I "$src/libdecnumber/dpd" \
  -I "$obj/libdecnumber" -I "$src/libbacktrace" "$check.cc"
set -- $("$check")
want_options=$1 want_target=$2
have_options=$(nm -D -S "$lto1" 2>/dev/null | awk '$4 == "global_options" { sub(/^0+/, "", $2); print $2 }')
have_target=$(nm -D -S "$lto1" 2>/dev/null | awk '$4 == "targetm" { sub(/^0+/, "", $2); print $2 }')
if [ -z "$have_options" ] || [ -z "$have_target" ]; then
  echo "gen-gcc-headers: warning: $lto1 exports no global_options/targetm sizes; layout not checked" >&2
elif [ "$have_options" != "$want_options" ] || [ "$have_target" != "$want_target" ]; then
  echo "gen-gcc-headers: the generated headers do not match $lto1:" >&2
  echo "  sizeof (gcc_options) 0x$want_options in headers, 0x$have_options in lto1" >&2
  echo "  sizeof (gcc_target)  0x$want_target in headers, 0x$have_target in lto1" >&2
  echo "  (a source tree differing from the one the compiler was built from?)" >&2
  exit 1
else
  echo "gen-gcc-headers: layout matches $lto1 (gcc_options 0x$want_options, gcc_target 0x$want_target)"
fi
rm -f "$check" "$check.cc"

# 5. Where the source is, for the compile flags.
echo "$src" > "$outdir/srcdir"
