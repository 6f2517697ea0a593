#!/bin/sh
# Tests for tools/ptxstats.c.  Builds the tool into a temporary directory,
# runs "ptxstats -k" on every tools/test/*.ptx and diffs the result against
# the hand-counted tools/test/NAME.expected, then checks the options and
# error exits.  Prints PASS:/FAIL: per case; exits 1 if anything failed.
#
# Usage: sh tools/test/run.sh        (from anywhere; CC overrides the compiler)

here=$(cd "$(dirname "$0")" && pwd)
src="$here/../ptxstats.c"
# cc where the machine has it, else the GCC the Makefile installs (a
# fresh Debian root has gcc-12, no cc).
CC=${CC:-$(command -v cc || command -v gcc || command -v gcc-12 || echo cc)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ptxstats-test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
tool="$tmp/ptxstats"
failed=0

pass () { echo "PASS: $1"; }
fail () { echo "FAIL: $1"; failed=1; }

# The build must succeed and be warning-free with the project's flags.
if ! $CC -O2 -Wall -Wextra -std=c99 -o "$tool" "$src" 2>"$tmp/build.log"; then
    cat "$tmp/build.log"
    fail build
    exit 1
fi
if [ -s "$tmp/build.log" ]; then
    cat "$tmp/build.log"
    fail build-warnings
else
    pass build
fi

# 1. -k output of each PTX file against its hand-counted expectation.
for ptx in "$here"/*.ptx; do
    name=$(basename "$ptx" .ptx)
    if "$tool" -k "$ptx" >"$tmp/$name.out" 2>"$tmp/$name.err" \
       && diff -u "$here/$name.expected" "$tmp/$name.out" >"$tmp/$name.diff"
    then
        pass "$name"
    else
        cat "$tmp/$name.err" "$tmp/$name.diff"
        fail "$name"
    fi
done

# check NAME EXPECTED-STATUS COMMAND...: run COMMAND (stdout to $tmp/out,
# stderr to $tmp/err) and require the given exit status.
check_status () {
    name=$1 want=$2
    shift 2
    "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" -eq "$want" ]; then
        return 0
    fi
    echo "$name: exit status $got, expected $want"
    cat "$tmp/err"
    return 1
}

# 2. Reading stdin (no file, and "-") gives the same answer as the file.
if check_status stdin 0 "$tool" -k <"$here/gcc_style.ptx" \
   && cmp -s "$tmp/out" "$here/gcc_style.expected" \
   && check_status stdin-dash 0 "$tool" -k - <"$here/gcc_style.ptx" \
   && cmp -s "$tmp/out" "$here/gcc_style.expected"; then
    pass stdin
else
    fail stdin
fi

# 3. -t prints just the TOTAL line, which is the last line of -k.
if check_status total-only 0 "$tool" -k -t "$here/nvcc_style.ptx" \
   && tail -n 1 "$here/nvcc_style.expected" | cmp -s - "$tmp/out"; then
    pass total-only
else
    fail total-only
fi

# 4. Several files: TOTAL sums them all (hand-summed in multi_total.expected).
if check_status multi-file 0 "$tool" -kt "$here/gcc_style.ptx" \
       "$here/nvcc_style.ptx" \
   && cmp -s "$tmp/out" "$here/multi_total.expected"; then
    pass multi-file
else
    fail multi-file
fi

# 5. -f selects every function of that name; TOTAL covers only those.
#    edge_cases.ptx has two foo.part.0 definitions (param=0 and param=1).
if check_status filter 0 "$tool" -k -f foo.part.0 "$here/edge_cases.ptx" \
   && grep '^func=foo\.part\.0 ' "$here/edge_cases.expected" >"$tmp/want" \
   && [ "$(grep -c '^func=foo\.part\.0 ' "$tmp/out")" -eq 2 ] \
   && grep -v '^func=TOTAL ' "$tmp/out" | cmp -s - "$tmp/want" \
   && grep -q '^func=TOTAL kind=total .* param=1 .* user=0 qualified=0 ratio=-$' "$tmp/out"
then
    pass filter
else
    fail filter
fi

# 6. Default table: header, one row per function, TOTAL row, ratio column.
if check_status table 0 "$tool" "$here/nvcc_style.ptx" \
   && [ "$(wc -l <"$tmp/out")" -eq 4 ] \
   && head -n 1 "$tmp/out" | grep -q '^function  *kind  *generic  *global  *shared  *local  *const  *nc  *param  *cvta  *ratio$' \
   && grep -q '^_Z6kernelPfS_i  *entry  *0  *5  *2  *1  *1  *2  *6  *4  *1\.00$' "$tmp/out" \
   && grep -q '^TOTAL  *total  *2  *5  *2  *1  *1  *2  *9  *4  *0\.82$' "$tmp/out"
then
    pass table
else
    cat "$tmp/out"
    fail table
fi

# 7. Long names are truncated in the table unless -w is given.
long=a_very_long_function_name_that_exceeds_32_chars
printf '.entry %s (.param.u64 %%p)\n{\n\tld.global.u32 %%r1, [%%r2];\n}\n' \
    "$long" >"$tmp/long.ptx"
if check_status truncate 0 "$tool" "$tmp/long.ptx" \
   && ! grep -q "$long" "$tmp/out" && grep -q '^a_very_long' "$tmp/out" \
   && check_status wide 0 "$tool" -w "$tmp/long.ptx" \
   && grep -q "^$long  *entry  *0  *1 " "$tmp/out"; then
    pass wide
else
    fail wide
fi

# 8. Errors: unknown -f name, bad option, unreadable file -> status 2 and a
#    message on stderr naming the problem.
if check_status missing-func 2 "$tool" -f no_such_function "$here/gcc_style.ptx" \
   && grep -q no_such_function "$tmp/err"; then
    pass missing-func
else
    fail missing-func
fi
if check_status bad-option 2 "$tool" -x "$here/gcc_style.ptx" \
   && grep -q -- '-x' "$tmp/err"; then
    pass bad-option
else
    fail bad-option
fi
if check_status bad-file 2 "$tool" -k "$tmp/does-not-exist.ptx" \
   && grep -q does-not-exist "$tmp/err" && [ ! -s "$tmp/out" ]; then
    pass bad-file
else
    fail bad-file
fi
if check_status help 0 "$tool" -h && grep -q '^Usage:' "$tmp/out"; then
    pass help
else
    fail help
fi

# 9. sass-count (tools/sass-count.c, make bench's SASS columns): what ptxas
#    makes of the plugin's conversions.  A cvta.to.global is the identity
#    on sm_70 and later and costs no machine instruction (generic.ptx and
#    global.ptx: equal counts); a cvta.to.local that makes frame accesses
#    local costs fewer than the generic accesses it replaces.  Skipped
#    (not failed) only where ptxas is missing: the tool's own checks on a
#    non-ELF input still run.
sass_tool="$tmp/sass-count"
if ! $CC -O2 -Wall -Wextra -std=c99 -o "$sass_tool" "$here/../sass-count.c" 2>"$tmp/sbuild.log" \
   || [ -s "$tmp/sbuild.log" ]; then
    cat "$tmp/sbuild.log"
    fail sass-count-build
else
    pass sass-count-build
    if check_status sass-count-not-elf 1 "$sass_tool" "$here/gcc_style.ptx" \
       && grep -q 'not a 64-bit' "$tmp/err"; then
        pass sass-count-not-elf
    else
        fail sass-count-not-elf
    fi
    if command -v ptxas >/dev/null 2>&1; then
        for f in generic global frame-generic frame-local; do
            ptxas -c -arch=sm_80 -o "$tmp/$f.cubin" "$here/sass/$f.ptx" 2>>"$tmp/ptxas.log"
        done
        g=$("$sass_tool" "$tmp/generic.cubin" 2>/dev/null | awk '$1 == "k" { print $2 }')
        q=$("$sass_tool" "$tmp/global.cubin" 2>/dev/null | awk '$1 == "k" { print $2 }')
        if [ -n "$g" ] && [ "$g" -gt 0 ] && [ "$g" = "$q" ]; then
            pass sass-count-global-conversion-free
        else
            cat "$tmp/ptxas.log"
            echo "sass-count: generic $g, global with two cvta.to.global $q instructions"
            fail sass-count-global-conversion-free
        fi
        fg=$("$sass_tool" "$tmp/frame-generic.cubin" 2>/dev/null | awk '$1 == "k" { print $2 }')
        fl=$("$sass_tool" "$tmp/frame-local.cubin" 2>/dev/null | awk '$1 == "k" { print $2 }')
        if [ -n "$fg" ] && [ -n "$fl" ] && [ "$fl" -gt 0 ] && [ "$fl" -le "$fg" ]; then
            pass sass-count-local-conversion-pays
        else
            echo "sass-count: generic frame $fg, local frame with cvta.to.local $fl instructions"
            fail sass-count-local-conversion-pays
        fi
    else
        echo "sass-count: ptxas not found, the ptxas checks skipped"
    fi
fi

exit $failed
