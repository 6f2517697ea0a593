#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make gpu-kit-check: run build/gpu-kit/run.sh here, on ptxsim instead of a
# GPU's driver (build/ptxsim first on the programs' LD_LIBRARY_PATH), and
# check that it runs through and reports what a GPU run must report: the
# result files and their sections, one run line per program build, every
# run agreeing with the ptxsim output make gpu-kit recorded (the same
# emulator: any difference is the kit's fault), timed kernels.  So the kit
# is known to work before anyone spends GPU minutes on it.
#
# Usage: check.sh TOPDIR KITDIR OUTDIR
# Environment: GPUKIT_JOBS (default 2), GPUKIT_TIME_ONLY (the bench
# programs timed here: a few quick ones; ptxsim is slow).
set -u
top=$(cd "$1" && pwd)
kit=$(cd "$2" && pwd)
out=$3
rm -rf "$out"; mkdir -p "$out"; out=$(cd "$out" && pwd)
[ -x "$kit/run.sh" ] || { echo "gpu-kit-check: $kit/run.sh missing (make gpu-kit)"; exit 1; }

# As on the GPU machine: run by bash (the device command), awk is mawk
# where this machine has it (Ubuntu's default awk; run.sh's scripts must
# not need gawk).
mkdir -p "$out/path"
command -v mawk >/dev/null 2>&1 && ln -sf "$(command -v mawk)" "$out/path/awk"
t0=$(date +%s)
# ptxsim's budget as make gpu-kit recorded the references with it.
PTXSIM_BUDGET=${PTXSIM_BUDGET:-1e11}
export PTXSIM_BUDGET
# Unpacked with Python, the way a GPU machine without xz does it --
# where this machine has Python (a fresh machine need not: the Makefile
# installs xz-utils, not python3, and run.sh then takes xz).
unpack=
command -v python3 >/dev/null 2>&1 && unpack=python
OUT=$out/out GPUKIT_WORK=$out/work GPUKIT_PTXSIM=$top/build/ptxsim GPUKIT_DEADLINE=0 GPUKIT_UNPACK=$unpack \
  GPUKIT_TIMEOUT=600 GPUKIT_ROUNDS=1 GPUKIT_JOBS=${GPUKIT_JOBS:-2} \
  GPUKIT_TIME_ONLY=${GPUKIT_TIME_ONLY:-acc-reduction|omp-heap|omp-intptr|acc-worker-bcast} \
  PATH=$out/path:$PATH bash "$kit/run.sh" > "$out/run.log" 2>&1
status=$?
t1=$(date +%s)

failed=0
check() {
  if eval "$2"; then echo "PASS: $1"; else echo "FAIL: $1"; failed=$((failed + 1)); fi
}
res=$out/out/gpu-kit-results.txt
tsv=$out/out/gpu-kit-results.tsv
check "run.sh exits 0 (took $((t1 - t0)) s)" '[ $status = 0 ]'
for f in gpu-kit-results.txt gpu-kit-results.tsv gpu-kit-details.txt gpu-kit-outputs.tar.gz; do
  check "$f written" "[ -f '$out/out/$f' ]"
done
n=$(ls "$out/out" | wc -l)
check "at most 8 result files ($n)" '[ $n -le 8 ]'
for s in '== 1. sanity' '== 2. probes' '== 3. runs' '== 4. timing' '== summary'; do
  check "section '$s'" "grep -q '^$s' '$res'"
done
check "sanity: the ktime shim works" "grep -q '^sanity	shim	1' '$tsv'"
check "sanity: OpenMP and OpenACC programs ran on the device" \
  "[ \$(awk -F '\t' '\$1 == \"sanity\" && (\$2 == \"omp\" || \$2 == \"acc\") && \$3 == 0 && \$5 == \"agree\"' '$tsv' | wc -l) = 2 ]"

# Every build of the manifest (but the timing builds) has exactly one run
# line, and it ran.
awk -F '\t' 'NR > 1 && $3 != "time" && $3 != "sanity" { print $1 "\t" $2 }' "$kit/manifest.tsv" | sort > "$out/want"
awk -F '\t' '$1 == "run" { print $2 "\t" $3 }' "$tsv" | sort > "$out/got"
check "one run line per program build ($(wc -l < "$out/want") builds)" 'cmp -s "$out/want" "$out/got"'
bad=$(awk -F '\t' '$1 == "run" && ($7 != "agree" || $5 == "skipped" || $5 == "timeout") { print $2 "." $3 " (" $5 ", " $7 ")" }' "$tsv")
check "every run agrees with its recorded ptxsim output${bad:+: not }$(echo $bad | head -c 2000)" '[ -z "$bad" ]'
check "kernel launches counted by the shim equal ptxsim's own count" \
  "! awk -F '\t' '\$1 == \"run\" && \$5 != \"nobuild\" && split (\$11, a, \"/\") == 2 && a[1] != a[2]' '$tsv' | grep -q ."
nobuild=$(awk -F '\t' '$1 == "run" && $5 == "nobuild"' "$tsv" | wc -l)
echo "note: $nobuild builds failed at make gpu-kit (listed as nobuild; build logs in $kit/buildlogs)"

# Timing: each timed program has kernel lines with both builds' times,
# measured by the ktime shim.
timed=$(echo "${GPUKIT_TIME_ONLY:-acc-reduction|omp-heap|omp-intptr|acc-worker-bcast}" | tr '|' ' ')
for p in $timed; do
  check "timing: $p timed by the ktime shim, stock and plugin" \
    "awk -F '\t' '\$1 == \"time\" && \$2 == \"$p.c\" && \$4 != \"-\" && \$5 != \"-\" && \$9 == \"ktime\"' '$tsv' | grep -q ."
done
check "timing: stock and plugin builds printed the same" \
  "! awk -F '\t' '\$1 == \"timecheck\" && \$3 != \"yes\"' '$tsv' | grep -q ."
for s in total agree differ fail traps seconds; do
  check "summary line '$s'" "awk -F '\t' '\$1 == \"summary\" && \$2 == \"$s\"' '$tsv' | grep -q ."
done

echo "gpu-kit-check: run.sh took $((t1 - t0)) s on ptxsim; results in $out/out"
sed -n '/^== summary/,$p' "$res"
if [ $failed -eq 0 ]; then echo "gpu-kit-check: OK"; else echo "gpu-kit-check: $failed checks failed"; exit 1; fi
