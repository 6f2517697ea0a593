#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# build/gpu-kit/run.sh (source: tools/gpu-kit/run.sh; make gpu-kit copies
# it): run the kit on a GPU machine and report, in order of importance:
#   1. sanity   nvidia-smi, driver and CUDA versions, one OpenMP and one
#               OpenACC program (stock): does the device run our code at all
#   2. probes   tools/gpu-kit/probes: issue 24's reproducers and the
#               const-window probe, stock / plugin / plugin verify=1, with
#               their whole output
#   3. runs     every test, example and bench program, three builds each:
#               exit status and output against what ptxsim printed for the
#               same build and against the host fallback (both recorded by
#               make gpu-kit), verify=1 traps
#   4. timing   every bench program at tools/gpu-kit/bench-sizes' sizes:
#               per kernel, launch-to-completion time (the ktime shim),
#               stock vs plugin, best of up to GPUKIT_ROUNDS rounds run
#               interleaved (stock, plugin, stock, plugin, ...)
#   5. ncu      if present and time is left: executed loads/stores by
#               state space for one kernel, stock vs plugin
# then a summary.  Every result line is appended to the files as it comes
# (a run cut off still reports), in $OUT (default build/gpu-kit/out):
#   gpu-kit-results.txt   for people; the summary at the end
#   gpu-kit-results.tsv   one line per result, for tools (columns below)
#   gpu-kit-details.txt   the output of every run that failed or differed,
#                         of every probe, and diagnostics
#   gpu-kit-outputs.tar.gz  every run's output (at the end)
#
# Environment:
#   OUT             where the results go (the device tool's $OUT)
#   GPUKIT_DEADLINE seconds after which no new work starts (default 330;
#                   0: none); the summary is written after it
#   GPUKIT_TIMING_RESERVE seconds of the deadline kept for timing (default 100)
#   GPUKIT_TIMEOUT  seconds per program run (default 20)
#   GPUKIT_JOBS     programs run at once in phase 3 (default: nproc, at most 8)
#   GPUKIT_ROUNDS   timing rounds (default 5)
#   GPUKIT_PTXSIM   a directory holding ptxsim's libcuda.so.1: run on ptxsim
#                   instead of the driver (make gpu-kit-check)
#   GPUKIT_REAL_LIBCUDA  the driver library the timing shim forwards to
#                   (default: ldconfig's libcuda.so.1; ptxsim's in ptxsim mode)
#   GPUKIT_WORK     where the programs are unpacked (default a new /tmp dir)
#   GPUKIT_UNPACK   python: unpack with Python's tarfile even if xz is there
#   GPUKIT_ONLY     extended regex over "KEY:VARIANT": run only those
#   GPUKIT_TIME_ONLY  extended regex over the timed programs' keys
#
# gpu-kit-results.tsv, tab-separated, lines by their first column:
#   sanity  WHAT  VALUE
#   run     KEY VARIANT GROUP STATUS SECONDS VS_PTXSIM VS_HOST VERIFY_TRAP WRONG
#           LAUNCHES KERNEL_MS
#           STATUS: the exit status, "timeout", "skipped" (deadline) or
#           "nobuild"; VS_*: agree, agree-unordered (same lines, other
#           order), differ, n/a; VERIFY_TRAP 1: "nvptx-memspace verify:"
#           printed; WRONG 1: a test built wrong on purpose
#           (test-wrong-rewrite: ptxsim rejects its plugin builds) or
#           pinning a stock GCC 12 bug (dg-ptxsim-stock-bug);
#           LAUNCHES: kernel launches here / on ptxsim ("?": not counted,
#           the shim is off); KERNEL_MS: their summed launch-to-completion
#           time
#   time    PROGRAM KERNEL STOCK_MS PLUGIN_MS RATIO LAUNCHES ROUNDS MODE
#           best of ROUNDS per build, summed over the kernel's LAUNCHES in
#           one run; RATIO = PLUGIN/STOCK; MODE ktime (kernels timed) or
#           wall (whole program: the shim did not work)
#   timecheck PROGRAM SAME_OUTPUT HOST
#   summary NAME VALUE
set -u

kit=$(cd "$(dirname "$0")" && pwd)
export GPUKIT_KIT="$kit"

# --- settings shared with the workers (run.sh --one) ---------------------------
if [ "${1:-}" != --one ]; then
  OUT=${OUT:-$kit/out}
  mkdir -p "$OUT" || exit 1
  OUT=$(cd "$OUT" && pwd)
  GPUKIT_START=$(date +%s)
  d=${GPUKIT_DEADLINE:-330}
  if [ "$d" -gt 0 ]; then GPUKIT_END=$((GPUKIT_START + d)); else GPUKIT_END=0; fi
  GPUKIT_TIMEOUT=${GPUKIT_TIMEOUT:-20}
  GPUKIT_PTXSIM=${GPUKIT_PTXSIM:-}
  if [ -z "${GPUKIT_WORK:-}" ]; then GPUKIT_WORK=$(mktemp -d /tmp/gpu-kit.XXXXXX); fi
  mkdir -p "$GPUKIT_WORK/run"
  GPUKIT_WORK=$(cd "$GPUKIT_WORK" && pwd)
  # The programs' libraries: the kit's GCC 12 runtime first; what the
  # machine had stays after it (a container may find the driver's
  # libcuda.so.1 that way).  Set for the programs only: the machine's own
  # tools (nvidia-smi, ncu, python3) keep their libraries.
  GPUKIT_LIBS=$kit/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  [ -n "$GPUKIT_PTXSIM" ] && GPUKIT_LIBS=$GPUKIT_PTXSIM:$GPUKIT_LIBS
  # The driver's JIT cache (sm_80 PTX compiled for the GPU at load time):
  # large enough for every program, so the timing rounds load from it.
  CUDA_CACHE_PATH=$GPUKIT_WORK/cuda-cache
  CUDA_CACHE_MAXSIZE=4294967296
  export OUT GPUKIT_START GPUKIT_END GPUKIT_TIMEOUT GPUKIT_PTXSIM GPUKIT_WORK GPUKIT_LIBS
  export CUDA_CACHE_PATH CUDA_CACHE_MAXSIZE
fi
res=$OUT/gpu-kit-results.txt
tsv=$OUT/gpu-kit-results.tsv
det=$OUT/gpu-kit-details.txt
bin=$GPUKIT_WORK/bin

# One line to the text file / the TSV file: each printf is one append,
# written at once (workers running side by side never mix their lines).
say() { printf '%s\n' "$*" >> "$res"; }
row() {
  line=$1; shift
  for f in "$@"; do line="$line	$f"; done
  printf '%s\n' "$line" >> "$tsv"
}
now() { date +%s; }
elapsed() { echo $(( $(now) - GPUKIT_START )); }
# True while new work may start (END 0: no deadline).
in_time() { [ "$GPUKIT_END" -eq 0 ] || [ "$(now)" -lt "$1" ]; }

# run_prog KEY VARIANT LIMIT [ENV...]: run one program the way the
# references were recorded; sets rc ("timeout" when killed), secs, outf
# (its output) and, with the ktime shim (GPUKIT_SHIM=1, decided by the
# sanity phase), kt (one line per kernel launch), launches and kernel_ms.
# Counting launches matters: GCC 12's libgomp falls back to the host
# silently, even under OMP_TARGET_OFFLOAD=MANDATORY, when the device
# cannot be initialised (no device at all counts as "device 0 is the
# host"), and the output alone would not show it.
run_prog() {
  key=$1 variant=$2 lim=$3; shift 3
  rd=$GPUKIT_WORK/run/$key.$variant
  rm -rf "$rd"; mkdir -p "$rd"
  outf=$rd/out kt=$rd/ktime
  if [ "${GPUKIT_SHIM:-0}" = 1 ]; then
    set -- LD_LIBRARY_PATH="$kit/shim:$GPUKIT_LIBS" GPUKIT_REAL_LIBCUDA="$GPUKIT_REAL_CUDA" GPUKIT_KTIME="$kt" "$@"
  fi
  t0=$(date +%s.%N)
  (cd "$rd" && env LD_LIBRARY_PATH="$GPUKIT_LIBS" OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia "$@" \
     timeout -k 2 "$lim" "$bin/$key.$variant" > out 2>&1)
  rc=$?
  t1=$(date +%s.%N)
  [ "$rc" = 124 ] || [ "$rc" = 137 ] && rc=timeout
  secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
  if [ "${GPUKIT_SHIM:-0}" = 1 ]; then
    [ -f "$kt" ] || : > "$kt"
    launches=$(wc -l < "$kt" | tr -d ' ')
    kernel_ms=$(awk -F '\t' '{ s += $2 } END { printf "%.3f", s / 1e6 }' "$kt")
  else
    launches='?' kernel_ms='-'
  fi
}

# The output as compared: "info:" lines (raw addresses) out; addresses
# written as 0x + 8 or more hex digits masked (spelt out: Ubuntu's awk is
# mawk, whose older releases have no {8,}); when the run failed, the
# runtime's own error lines (libgomp:, ptxsim:, CUDA's wording differs
# from ptxsim's) out too.
normalize() {
  awk -v failed="$2" '
    /^info:/ { next }
    failed && (/^libgomp: / || /^ptxsim: / || /^$/) { next }
    { gsub (/0x[0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F]+/, "0xADDR"); print }' "$1"
}
# compare OUTFILE RC REF: agree, agree-unordered, differ, n/a
compare() {
  [ -f "$3" ] || { echo n/a; return; }
  ref_rc=$(sed -n '1s/^status \([^ ]*\).*/\1/p' "$3")
  [ "$2" = timeout ] && { echo differ; return; }
  failed=0; [ "$2" != 0 ] && failed=1
  rfailed=0; [ "$ref_rc" != 0 ] && rfailed=1
  # ptxsim exits 124 when its instruction budget runs out, like timeout.
  [ "$ref_rc" != "$2" ] && { echo differ; return; }
  tail -n +2 "$3" > "$GPUKIT_WORK/run/.ref.$$"
  normalize "$1" $failed > "$GPUKIT_WORK/run/.a.$$"
  normalize "$GPUKIT_WORK/run/.ref.$$" $rfailed > "$GPUKIT_WORK/run/.b.$$"
  if cmp -s "$GPUKIT_WORK/run/.a.$$" "$GPUKIT_WORK/run/.b.$$"; then v=agree
  elif [ "$(sort "$GPUKIT_WORK/run/.a.$$" | cksum)" = "$(sort "$GPUKIT_WORK/run/.b.$$" | cksum)" ]; then v=agree-unordered
  else v=differ; fi
  rm -f "$GPUKIT_WORK/run/.a.$$" "$GPUKIT_WORK/run/.b.$$" "$GPUKIT_WORK/run/.ref.$$"
  echo $v
}

# One run of phases 2 and 3: run, compare, report.  WORLD gpu: no host
# reference (built for a GPU only).
one() {
  key=${1%%:*} variant=${1#*:}
  set -- $(awk -F '\t' -v k="$key" -v v="$variant" '$1 == k && $2 == v { print $3, $4, $5, $6; exit }' "$kit/manifest.tsv")
  group=$1 world=$2 wrong=$3 build=$4
  # Only the plugin's builds of such a test are wrong.
  [ "$variant" = stock ] && wrong=0
  if [ "$build" != ok ]; then
    row run "$key" "$variant" "$group" nobuild 0 n/a n/a 0 "$wrong" - -
    say "$(printf '%-52s %-6s build failed here (buildlogs/%s.%s.log)' "$key" "$variant" "$key" "$variant")"
    return
  fi
  if ! in_time "$phase_end"; then
    row run "$key" "$variant" "$group" skipped 0 n/a n/a 0 "$wrong" - -
    return
  fi
  run_prog "$key" "$variant" "$GPUKIT_TIMEOUT"
  vp=$(compare "$outf" "$rc" "$kit/ref/$key.$variant.ptxsim")
  vh=n/a
  [ "$world" != gpu ] && vh=$(compare "$outf" "$rc" "$kit/ref/$key.$variant.host")
  trap=0; grep -q 'nvptx-memspace verify:' "$outf" && trap=1
  # Kernel launches here and on ptxsim (make gpu-kit's PTXSIM_STATS).
  plaunch=$(sed -n '1s/.* launches \([0-9]*\).*/\1/p' "$kit/ref/$key.$variant.ptxsim" 2>/dev/null)
  row run "$key" "$variant" "$group" "$rc" "$secs" "$vp" "$vh" "$trap" "$wrong" "$launches/${plaunch:-?}" "$kernel_ms"
  note=
  [ "$trap" = 1 ] && note=" VERIFY TRAP"
  [ "$wrong" = 1 ] && note="$note (built wrong on purpose)"
  [ "$launches" = 0 ] && [ "${plaunch:-0}" != 0 ] && note="$note NO KERNEL LAUNCHED (host fallback?)"
  [ "$launches" != '?' ] && [ -n "$plaunch" ] && [ "$launches" != "$plaunch" ] && note="$note launches $launches, ptxsim $plaunch"
  line=$(printf '%-52s %-6s status %-7s %6ss  ptxsim: %-15s host: %-15s%s' "$key" "$variant" "$rc" "$secs" "$vp" "$vh" "$note")
  # A probe's line and whole output are printed after its phase, in order.
  if [ "$group" = probe ]; then
    { echo "$line"; sed 's/^/    | /' "$outf" | head -n 40; } > "$GPUKIT_WORK/run/$key.$variant.report"
  else
    say "$line"
  fi
  if [ "$group" = probe ] || [ "$vp" != agree ] || [ "$rc" != 0 ]; then
    # Made whole, then appended with one write: workers run side by side.
    {
      echo "=== $key $variant: status $rc, ptxsim $vp, host $vh"
      head -c 4000 "$outf"
      if [ -f "$kit/ref/$key.$variant.ptxsim" ] && [ "$vp" != agree ]; then
	echo "--- ptxsim recorded:"; head -c 2000 "$kit/ref/$key.$variant.ptxsim"
      fi
      echo
    } > "$outf.det"
    cat "$outf.det" >> "$det"
  fi
}

if [ "${1:-}" = --one ]; then
  phase_end=$2; shift 2
  for kv in "$@"; do one "$kv"; done
  exit 0
fi

# --- start -----------------------------------------------------------------------
: > "$res"; : > "$tsv"; : > "$det"
mode="the GPU's driver"
[ -n "$GPUKIT_PTXSIM" ] && mode="ptxsim ($GPUKIT_PTXSIM/libcuda.so.1), not a GPU"
say "nvptx-memspace GPU kit: run of $(date -u '+%Y-%m-%d %H:%M:%S UTC') on $(uname -n), device: $mode"
say "deadline $( [ "$GPUKIT_END" -eq 0 ] && echo none || echo "$((GPUKIT_END - GPUKIT_START)) s"), $GPUKIT_TIMEOUT s per program"
{
  printf '# nvptx-memspace GPU kit results; columns by first field:\n'
  printf '# sanity WHAT VALUE | run KEY VARIANT GROUP STATUS SECONDS VS_PTXSIM VS_HOST VERIFY_TRAP WRONG LAUNCHES KERNEL_MS\n'
  printf '# time PROGRAM KERNEL STOCK_MS PLUGIN_MS RATIO LAUNCHES ROUNDS MODE | timecheck PROGRAM SAME_OUTPUT HOST | summary NAME VALUE\n'
} >> "$tsv"
echo "gpu-kit: results in $OUT"

# Unpack the programs: xz if the machine has it, else Python's lzma
# (GPUKIT_UNPACK=python: that way always; make gpu-kit-check uses it).
t0=$(now)
if [ "${GPUKIT_UNPACK:-}" != python ] && command -v xz >/dev/null 2>&1; then
  mkdir -p "$bin" && xz -dc "$kit/progs.tar.xz" | tar xf - -C "$bin"
else
  # (fully_trusted: our own archive; Python 3.12 warns without a filter)
  mkdir -p "$bin" && python3 -c 'import sys, tarfile
t = tarfile.open (sys.argv[1])
if hasattr (tarfile, "fully_trusted_filter"): t.extractall (sys.argv[2], filter = "fully_trusted")
else: t.extractall (sys.argv[2])' "$kit/progs.tar.xz" "$bin"
fi
[ -x "$bin/sanity.omp.stock" ] || { say "ERROR: cannot unpack $kit/progs.tar.xz into $bin"; exit 1; }
say "unpacked $(ls "$bin" | wc -l) programs into $bin in $(( $(now) - t0 )) s"

# --- 1. sanity --------------------------------------------------------------------
say ""; say "== 1. sanity"; echo "gpu-kit: 1. sanity"
if [ -z "$GPUKIT_PTXSIM" ] && command -v nvidia-smi >/dev/null 2>&1; then
  v=$(nvidia-smi -L 2>&1 | head -n 8); say "nvidia-smi -L: $v"; row sanity gpus "$(echo "$v" | tr '\n\t' '; ')"
  v=$(nvidia-smi --query-gpu=name,driver_version,compute_cap,memory.total,clocks.max.sm --format=csv,noheader 2>&1 | head -n 1)
  say "gpu: $v"; row sanity gpu "$v"
  v=$(nvidia-smi 2>/dev/null | sed -n 's/.*CUDA Version: *\([0-9.]*\).*/\1/p' | head -n 1)
  say "CUDA version (driver): $v"; row sanity cuda "$v"
else
  if [ -n "$GPUKIT_PTXSIM" ]; then say "nvidia-smi: not used (ptxsim mode)"; else say "nvidia-smi: not found"; fi
  row sanity gpus none
fi
v=$(command -v nvcc >/dev/null 2>&1 && nvcc --version 2>&1 | tail -n 1); say "nvcc: ${v:-none}"
say "kernel $(uname -r), $(ldd --version 2>&1 | head -n 1)"
real_cuda=${GPUKIT_REAL_LIBCUDA:-}
if [ -n "$real_cuda" ]; then
  :
elif [ -n "$GPUKIT_PTXSIM" ]; then
  real_cuda=$GPUKIT_PTXSIM/libcuda.so.1
else
  real_cuda=$(ldconfig -p 2>/dev/null | awk '/libcuda\.so\.1 .*x86-64/ { print $NF; exit }')
  if [ -z "$real_cuda" ]; then
    for d in $(echo "${LD_LIBRARY_PATH:-}" | tr ':' ' ') /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/local/nvidia/lib64 /usr/lib; do
      [ -f "$d/libcuda.so.1" ] && { real_cuda=$d/libcuda.so.1; break; }
    done
  fi
fi
say "libcuda.so.1: ${real_cuda:-not found}"; row sanity libcuda "${real_cuda:-none}"
for p in omp acc; do
  run_prog sanity.$p stock 60
  r=$(compare "$outf" "$rc" "$kit/ref/sanity.$p.stock.ptxsim")
  say "sanity $p (stock): status $rc, ${secs}s, ptxsim: $r: $(tr '\n' ' ' < "$outf" | head -c 300)"
  row sanity "$p" "$rc" "$secs" "$r"
  if [ "$rc" != 0 ]; then
    # What libgomp did: the plugin, libcuda, the device.
    {
      echo "=== sanity $p failed (status $rc):"; cat "$outf"
      echo "--- ldd:"; LD_LIBRARY_PATH="$GPUKIT_LIBS" ldd "$bin/sanity.$p.stock"
      echo "--- GOMP_DEBUG=1 (last 60 lines):"
      run_prog sanity.$p stock 60 GOMP_DEBUG=1; tail -n 60 "$outf"
    } >> "$det" 2>&1
  fi
done
# The ktime shim (shim/libcuda.so.1 forwarding to the real driver): used
# for every run below when it works here, to count and time the kernel
# launches; else the runs go without it (LAUNCHES "?", wall-clock timing).
GPUKIT_SHIM=0 GPUKIT_REAL_CUDA=$real_cuda
export GPUKIT_SHIM GPUKIT_REAL_CUDA
if [ -n "$real_cuda" ]; then
  GPUKIT_SHIM=1
  run_prog sanity.omp stock 60
  if [ "$rc" = 0 ] && [ "$launches" -gt 0 ]; then
    say "ktime shim: works (sanity omp: $launches launches, $kernel_ms ms): kernel launches counted and timed below"
  else
    GPUKIT_SHIM=0
    say "ktime shim: does NOT work here (status $rc, $launches launches; details): no launch counts, wall-clock timing"
    { echo "=== ktime shim on sanity.omp: status $rc"; head -c 3000 "$outf"; } >> "$det"
  fi
fi
row sanity shim "$GPUKIT_SHIM"

# --- 2. probes, 3. runs -------------------------------------------------------------
if [ -n "${GPUKIT_ONLY:-}" ]; then
  keep() { grep -E -- "$GPUKIT_ONLY"; }
else
  keep() { cat; }
fi
jobs=${GPUKIT_JOBS:-$(nproc 2>/dev/null || echo 4)}
[ "$jobs" -gt 8 ] && jobs=8
timing_end=0
if [ "$GPUKIT_END" -gt 0 ]; then
  runs_end=$((GPUKIT_END - ${GPUKIT_TIMING_RESERVE:-100}))
else
  runs_end=0
fi

say ""; say "== 2. probes (stock, plugin, plugin verify=1; whole output below each)"; echo "gpu-kit: 2. probes"
awk -F '\t' 'NR > 1 && $3 == "probe" { print $1 ":" $2 }' "$kit/manifest.tsv" | keep > "$GPUKIT_WORK/probes"
xargs -P "$jobs" -n 1 sh "$kit/run.sh" --one "$runs_end" < "$GPUKIT_WORK/probes"
while read -r kv; do
  r=$GPUKIT_WORK/run/${kv%%:*}.${kv#*:}.report
  [ -f "$r" ] && cat "$r" >> "$res"
done < "$GPUKIT_WORK/probes"

say ""; say "== 3. runs: every test, example and bench program; status and output vs ptxsim and vs the host fallback"
echo "gpu-kit: 3. runs ($jobs at once)"
# Tests first (most of them), then examples, GCC's libgomp tests, bench.
for g in test example libgomp bench; do
  awk -F '\t' -v g=$g 'NR > 1 && $3 == g { print $1 ":" $2 }' "$kit/manifest.tsv"
done | keep > "$GPUKIT_WORK/runs"
xargs -P "$jobs" -n 3 sh "$kit/run.sh" --one "$runs_end" < "$GPUKIT_WORK/runs"
say "(phase 3 ended at $(elapsed) s)"

# --- 4. timing ------------------------------------------------------------------------
say ""; say "== 4. timing: bench programs at tools/gpu-kit/bench-sizes' sizes, kernel time stock vs plugin"
echo "gpu-kit: 4. timing"
awk -F '\t' 'NR > 1 && $3 == "time" && $2 == "stock" && $6 == "ok" { print $1 }' "$kit/manifest.tsv" \
  | keep | grep -E -- "${GPUKIT_TIME_ONLY:-.}" > "$GPUKIT_WORK/timed"
# In ptxsim mode the timing sizes would take hours: time the bench builds
# of phase 3 (make bench's sizes) instead, which checks the mechanics.
tprefix=time; tlimit=${GPUKIT_TIME_TIMEOUT:-30}
if [ -n "$GPUKIT_PTXSIM" ]; then tprefix=bench; tlimit=600; fi
rounds=${GPUKIT_ROUNDS:-5}
: > "$GPUKIT_WORK/times"
round=1
while [ "$round" -le "$rounds" ] && in_time "$GPUKIT_END"; do
  while read -r key; do
    name=${key#time.}
    for v in stock plugin; do
      in_time "$GPUKIT_END" || break 2
      k=$tprefix.$name
      [ -x "$bin/$k.$v" ] || continue
      run_prog "$k" "$v" "$tlimit"
      if [ "$rc" = 0 ] && [ -s "$kt" ]; then
	awk -F '\t' -v p="$name" -v v="$v" -v r="$round" '{ ns[$1] += $2; n[$1]++ }
	  END { for (k in ns) print p "\t" v "\t" r "\t" k "\t" ns[k] "\t" n[k] "\tktime" }' "$kt" >> "$GPUKIT_WORK/times"
      elif [ "$rc" = 0 ]; then
	printf '%s\t%s\t%s\t(whole program)\t%s\t1\twall\n' "$name" "$v" "$round" \
	  "$(awk -v s="$secs" 'BEGIN { printf "%d", s * 1e9 }')" >> "$GPUKIT_WORK/times"
      else
	say "timing: $k.$v round $round: status $rc"
	{ echo "=== timing run $k.$v round $round: status $rc"; head -c 2000 "$outf"; } >> "$det"
      fi
      [ "$round" = 1 ] && cp "$outf" "$GPUKIT_WORK/run/tout.$name.$v"
    done
  done < "$GPUKIT_WORK/timed"
  say "timing round $round done at $(elapsed) s"
  round=$((round + 1))
done
# Best of the rounds per kernel and build.
awk -F '\t' '
  { key = $1 "\t" $4; t = $5 / 1e6
    if (!((key, $2) in best) || t < best[key, $2]) best[key, $2] = t
    cnt[key, $2]++; launches[key] = $6; mode[key] = $7; keys[key] = 1 }
  END { for (k in keys) {
          s = ((k, "stock") in best) ? sprintf ("%.3f", best[k, "stock"]) : "-"
          p = ((k, "plugin") in best) ? sprintf ("%.3f", best[k, "plugin"]) : "-"
          r = (s != "-" && p != "-" && s + 0 > 0) ? sprintf ("%.3f", p / s) : "-"
          rn = cnt[k, "stock"] < cnt[k, "plugin"] ? cnt[k, "stock"] : cnt[k, "plugin"]
          print k "\t" s "\t" p "\t" r "\t" launches[k] "\t" rn + 0 "\t" mode[k] } }' "$GPUKIT_WORK/times" \
  | sort > "$GPUKIT_WORK/timetable"
say "$(printf '%-24s %-34s %10s %10s %7s %6s %6s' program kernel "stock ms" "plugin ms" ratio launch rounds)"
while IFS='	' read -r p k s pl r l rn m; do
  row time "$p" "$k" "$s" "$pl" "$r" "$l" "$rn" "$m"
  say "$(printf '%-24s %-34s %10s %10s %7s %6s %6s%s' "$p" "$k" "$s" "$pl" "$r" "$l" "$rn" "$([ "$m" = wall ] && echo ' (wall)')")"
done < "$GPUKIT_WORK/timetable"
# The two builds of a timed program must print the same (and the host's).
while read -r key; do
  name=${key#time.}
  [ -f "$GPUKIT_WORK/run/tout.$name.stock" ] && [ -f "$GPUKIT_WORK/run/tout.$name.plugin" ] || continue
  same=no; cmp -s "$GPUKIT_WORK/run/tout.$name.stock" "$GPUKIT_WORK/run/tout.$name.plugin" && same=yes
  h=$(compare "$GPUKIT_WORK/run/tout.$name.stock" 0 "$kit/ref/$tprefix.$name.stock.host")
  row timecheck "$name" "$same" "$h"
  [ "$same" = yes ] || say "timing: $name: stock and plugin printed different results"
done < "$GPUKIT_WORK/timed"

# --- 5. ncu (optional) -------------------------------------------------------------------
if [ -z "$GPUKIT_PTXSIM" ] && command -v ncu >/dev/null 2>&1 && in_time $((GPUKIT_END - 40)); then
  say ""; say "== 5. ncu: executed memory instructions by state space, one kernel (details file)"
  echo "gpu-kit: 5. ncu"
  metrics=smsp__inst_executed_op_generic_ld.sum,smsp__inst_executed_op_generic_st.sum,smsp__inst_executed_op_global_ld.sum,smsp__inst_executed_op_global_st.sum,smsp__inst_executed_op_local_ld.sum,smsp__inst_executed_op_shared_ld.sum,gpu__time_duration.sum
  for v in stock plugin; do
    in_time $((GPUKIT_END - 15)) || break
    {
      echo "=== ncu bench.omp-saxpy.c.$v"
      # ncu itself keeps the machine's libraries; env (exec, same
      # process) gives the program the kit's.
      (cd "$GPUKIT_WORK/run" && timeout -k 2 25 ncu --metrics "$metrics" --launch-count 1 --csv \
	 env LD_LIBRARY_PATH="$GPUKIT_LIBS" OMP_TARGET_OFFLOAD=MANDATORY "$bin/bench.omp-saxpy.c.$v" 2>&1 | tail -n 20)
    } > "$GPUKIT_WORK/run/ncu.$v" 2>&1
    cat "$GPUKIT_WORK/run/ncu.$v" >> "$det"
    grep -E 'generic_ld|global_ld|generic_st|global_st|local_ld|shared_ld|gpu__time' "$GPUKIT_WORK/run/ncu.$v" \
      | awk -F '","' -v v=$v '{ gsub (/"/, "", $NF); print "ncu " v ": " $(NF-2) " = " $NF }' >> "$res"
  done
fi

# --- summary -------------------------------------------------------------------------------
awk -F '\t' '$1 == "run"' "$tsv" > "$GPUKIT_WORK/runrows"
count() { awk -F '\t' "$1" "$GPUKIT_WORK/runrows" | wc -l | tr -d ' '; }
total=$(count '1')
ran=$(count '$5 != "skipped" && $5 != "nobuild"')
agree=$(count '$7 == "agree"')
unord=$(count '$7 == "agree-unordered"')
differ=$(count '$7 == "differ"')
differ_meant=$(count '$7 == "differ" && $10 == 1')
fail=$(count '$5 != "0" && $5 != "skipped" && $5 != "nobuild" && $5 != "timeout"')
tout=$(count '$5 == "timeout"')
skipped=$(count '$5 == "skipped"')
nobuild=$(count '$5 == "nobuild"')
traps=$(count '$9 == 1')
hagree=$(count '$8 == "agree" || $8 == "agree-unordered"')
hdiffer=$(count '$8 == "differ"')
nolaunch=$(count '$11 ~ /^0\/[1-9]/')
launchdiff=$(count 'split ($11, a, "/") == 2 && a[1] != "?" && a[2] != "?" && a[2] != "" && a[1] != a[2]')
say ""
say "== summary ($(elapsed) s)"
say "runs: $total listed, $ran run, $skipped skipped (deadline), $nobuild not built here"
say "vs ptxsim: $agree agree, $unord agree in another line order, $differ differ ($differ_meant of them built wrong on purpose)"
say "vs host fallback: $hagree agree, $hdiffer differ"
say "exit status: $fail failed (non-zero), $tout timed out; verify=1 traps: $traps"
if [ "$GPUKIT_SHIM" = 1 ]; then
  say "kernel launches: $nolaunch runs launched none where ptxsim launched some (host fallback?), $launchdiff launched another number than on ptxsim"
else
  say "kernel launches: not counted (the ktime shim did not work here)"
fi
[ "$nolaunch" -gt 0 ] && say "no kernel launched: $(awk -F '\t' '$11 ~ /^0\/[1-9]/ { printf "%s%s.%s", sep, $2, $3; sep = " " }' "$GPUKIT_WORK/runrows")"
[ "$launchdiff" -gt 0 ] && say "launch counts differ: $(awk -F '\t' 'split ($11, a, "/") == 2 && a[1] != "?" && a[2] != "?" && a[2] != "" && a[1] != a[2] { printf "%s%s.%s (%s)", sep, $2, $3, $11; sep = " " }' "$GPUKIT_WORK/runrows")"
[ "$differ" -gt "$differ_meant" ] && say "differ from ptxsim (not built wrong on purpose): $(awk -F '\t' '$7 == "differ" && $10 != 1 { printf "%s%s.%s", sep, $2, $3; sep = " " }' "$GPUKIT_WORK/runrows")"
[ "$traps" -gt 0 ] && say "verify traps: $(awk -F '\t' '$9 == 1 { printf "%s%s.%s", sep, $2, $3; sep = " " }' "$GPUKIT_WORK/runrows")"
say "timing: $(wc -l < "$GPUKIT_WORK/timetable" | tr -d ' ') kernels; ratio = plugin / stock, best of the rounds (table above)"
awk -F '\t' '$5 != "-" && $5 > 0 { n++; l += log ($5) } END { if (n) printf "timing: geometric mean of the ratios over %d kernels: %.3f\n", n, exp (l / n) }' \
  "$GPUKIT_WORK/timetable" >> "$res"
for s in total ran agree unord differ differ_meant fail tout skipped nobuild traps hagree hdiffer nolaunch launchdiff; do
  eval "row summary $s \$$s"
done
row summary seconds "$(elapsed)"
say "done in $(elapsed) s"
(cd "$GPUKIT_WORK" && tar czf "$OUT/gpu-kit-outputs.tar.gz" run 2>/dev/null)
sed -n '/^== summary/,$p' "$res"
