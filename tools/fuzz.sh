#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make fuzz: differential fuzzing of the plugin.  For each seed, fuzz-gen
# writes a random offload program (tools/fuzz-gen.c) that prints checksums
# of all its arrays; it is built with stock GCC and with the plugin, and the
# two must agree:
#   ICE            the plugin build shows "internal compiler error"
#   ptxas          ptxas rejects the plugin's PTX (nvptx-as at link time)
#   plugin-only    the plugin build fails otherwise (or times out), stock builds
#   run differs    output or exit status of the plugin build differs from
#                  stock (timeout 20 each): the host fallback; on ptxsim
#                  (build/ptxsim/run: the device code on the emulated GPU)
#                  both device runs and a device run of a plugin build with
#                  -fplugin-arg-nvptx_memspace-verify=1; and with a GPU
#                  (nvidia-smi -L works) the same three runs on it
#                  (OMP_TARGET_OFFLOAD=MANDATORY, ACC_DEVICE_TYPE=nvidia)
#   space          the critical kind: a plugin build (default or verify=1)
#                  makes ptxsim report a space or ld.global.nc error (an
#                  access in a state space its address is not in, an nc
#                  load of data the kernel writes), or verify=1's run-time
#                  check reports a pointer outside the space it was given
# A program that fails stock as well (generator, stock compile, stock run,
# stock device run differing from the host fallback, any ptxsim error in
# the stock build) is not a plugin bug: it is counted apart and kept under
# OUTDIR/stock-failures/ (a generator, ptxsim or stock GCC problem).
#
# Every plugin failure is kept under OUTDIR/failures/seed-NNN/ (the source,
# both build logs, both PTX files, run outputs, a one-line reason file) and,
# when creduce is installed, reduced to OUTDIR/failures/seed-NNN/reduced.c
# with an interestingness test for the same class (at most FUZZ_REDUCE_TIME
# seconds, default 300, each).
#
# Usage: fuzz.sh TOPDIR OUTDIR N SEED
# Environment: OFFLOAD_CC (gcc), PTX_OPTIONS (-misa=sm_80 -mptx=7.0),
#   FUZZ_JOBS (2: programs built at once; the machines have 2 cores),
#   FUZZ_GEN (TOPDIR/build/fuzz-gen), FUZZ_PLUGIN (TOPDIR/build/nvptx_memspace.so),
#   FUZZ_GEN_FLAGS (-x: the generator's device shapes, see tools/fuzz-gen.c;
#   empty: the programs of the plain generator, as before -x existed),
#   FUZZ_PTXSIM (1; 0: no ptxsim runs), FUZZ_PTXSIM_TIMEOUT (120 s a run),
#   FUZZ_PTXSIM_BUDGET (5e10 instructions a launch, as check-libgomp's: some
#   programs need more than ptxsim's default 2e9, -x seed 278 2.5e9, seed
#   338 1.07e10; the timeout bounds a run),
#   FUZZ_PLUGIN_ARGS (more offload options for the plugin builds, e.g.
#   -fplugin-arg-nvptx_memspace-memspace-conservative=1),
#   FUZZ_KEEP=1 to keep the work directories of passing programs.
# Output: one line per program (seed, model, result), then
#   fuzz: N programs tried (seeds A..B), K failures (ICE i, ptxas p, plugin-only compile c, run differs r, space e), stock failures s
# Exit status 1 if K > 0.
set -u
if [ $# -ne 4 ]; then
  echo "usage: fuzz.sh TOPDIR OUTDIR N SEED" >&2
  exit 2
fi
top=$1 out=$2 n=$3 seed0=$4
cc=${OFFLOAD_CC:-gcc-12}
ptx_options=${PTX_OPTIONS:--misa=sm_80 -mptx=7.0}
gen=${FUZZ_GEN:-$top/build/fuzz-gen}
plugin=${FUZZ_PLUGIN:-$top/build/nvptx_memspace.so}
jobs=${FUZZ_JOBS:-2}
reduce_time=${FUZZ_REDUCE_TIME:-300}
for f in "$gen" "$plugin"; do
  [ -e "$f" ] || { echo "fuzz: $f missing (make all)" >&2; exit 2; }
done
plugin_args=${FUZZ_PLUGIN_ARGS:-}
gen_flags=${FUZZ_GEN_FLAGS--x}
rm -rf "$out"; mkdir -p "$out/work"; out=$(cd "$out" && pwd)
# A copy of the plugin: one rebuilt while the programs build (make in
# another shell) would test two plugins in one run, or be loaded half
# written ("file too short").
cp "$plugin" "$out/nvptx_memspace.so" || exit 2
plugin=$out/nvptx_memspace.so

have_gpu=0
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then have_gpu=1; fi
# ptxsim: a copy of build/ptxsim/run and its libcuda.so.1 (rebuilt meanwhile,
# it would mix versions, as the plugin would).
ptxsim_run=
ptxsim_timeout=${FUZZ_PTXSIM_TIMEOUT:-120}
ptxsim_budget=${FUZZ_PTXSIM_BUDGET:-5e10}
if [ "${FUZZ_PTXSIM:-1}" != 0 ]; then
  if [ -x "$top/build/ptxsim/run" ] && [ -f "$top/build/ptxsim/libcuda.so.1" ]; then
    mkdir -p "$out/ptxsim" &&
    cp "$top/build/ptxsim/libcuda.so.1" "$out/ptxsim/libcuda.so.1" &&
    sed "s|^libdir=.*|libdir='$out/ptxsim'|" "$top/build/ptxsim/run" > "$out/ptxsim/run" &&
    chmod +x "$out/ptxsim/run" || exit 2
    ptxsim_run=$out/ptxsim/run
  else
    echo "fuzz: build/ptxsim/run missing (make ptxsim): no ptxsim runs" >&2
  fi
fi
have_creduce=0
command -v creduce >/dev/null 2>&1 && have_creduce=1

# build DIR MODELFLAG SRC [extra offload options]: the program as DIR/prog,
# its PTX as DIR/prog.xnvptx-none.mkoffload.s, the log as DIR/build.log.
# The time limit catches a compiler that loops.
build() {
  mkdir -p "$1"
  (cd "$1" && timeout 600 "$cc" -O2 "$2" -foffload=nvptx-none \
     "-foffload-options=nvptx-none=$ptx_options -save-temps -fchecking=2 ${4:-}" \
     "$3" -o prog -lm > build.log 2>&1)
}

# What went wrong in a failed build, from its log.
build_failure() {
  if grep -q 'internal compiler error' "$1"; then echo ICE
  elif grep -q 'ptxas returned\|^ptxas ' "$1"; then echo ptxas
  else echo compile
  fi
}

# run DIR [env assignments]: DIR/run.out holds the output and, last, the
# exit status, so that one comparison covers both.
run() {
  rdir=$1; shift
  (cd "$rdir" && env "$@" timeout 20 ./prog > run.out 2>&1; echo "exit $?" >> run.out)
}

# prun DIR: DIR/prog on ptxsim; DIR/ptxsim.out holds its output (ptxsim's
# error lines, "ptxsim: ...", included) and the exit status, DIR/ptxsim.launches
# the number of kernel launches.
prun() {
  (cd "$1" && rm -f ptxsim.stats &&
   env PTXSIM_STATS="$1/ptxsim.stats" PTXSIM_BUDGET="$ptxsim_budget" timeout "$ptxsim_timeout" "$ptxsim_run" ./prog > ptxsim.out 2>&1
   echo "exit $?" >> ptxsim.out
   grep -c '^kernel=' ptxsim.stats 2>/dev/null > ptxsim.launches || echo 0 > ptxsim.launches)
}

# The class of a plugin build's ptxsim run that went wrong: space for a
# space or nc error (ptxsim) or a pointer verify=1 caught, run otherwise.
pclass() {
  if grep -q -e '^ptxsim: space error' -e '^ptxsim: ld.global.nc of data' -e '^ptxsim: store to const' \
       -e '^nvptx-memspace verify: ' "$1"; then echo space
  else echo run
  fi
}
# The first ptxsim (or verify) error line of a run (ptxsim's comes at
# exit, after libgomp's), else libgomp's, or what differs.
pmsg() {
  m=$(grep -m 1 -e '^ptxsim: ' -e '^nvptx-memspace verify: ' "$1" | cut -c 1-240)
  [ -n "$m" ] || m=$(grep -m 1 -e '^libgomp: ' "$1" | cut -c 1-240)
  [ -n "$m" ] || { [ "$(tail -n 1 "$1")" = "exit 124" ] && m="timed out ($ptxsim_timeout s, FUZZ_PTXSIM_TIMEOUT)"; }
  [ -n "$m" ] && echo "$m" || echo "$2"
}

ratio() {
  "$top/build/ptxstats" -t "$1" 2>/dev/null | awk '$1 == "TOTAL" { print $NF }'
}

# One program: writes $d/result ("CLASS<TAB>text"); CLASS is ok, stock, ICE,
# ptxas, compile or run.
fuzz_one() {
  s=$1 d=$out/work/seed-$1
  rm -rf "$d"; mkdir -p "$d"
  if ! "$gen" $gen_flags "$s" > "$d/prog.c" 2> "$d/gen.log"; then
    printf 'stock\t-\tgenerator failed\n' > "$d/result"; return
  fi
  model=$(sed -n '1s/.*model: \([a-z]*\).*/\1/p' "$d/prog.c")
  case $model in
    openacc) mflag=-fopenacc ;;
    *) mflag=-fopenmp ;;
  esac
  res() { printf '%s\t%s\t%s\n' "$1" "$model" "$2" > "$d/result"; }
  if ! build "$d/stock" $mflag "$d/prog.c"; then
    res stock "stock build fails: $(build_failure "$d/stock/build.log")"; return
  fi
  if ! build "$d/plugin" $mflag "$d/prog.c" "-fplugin=$plugin $plugin_args"; then
    c=$(build_failure "$d/plugin/build.log")
    msg=$(grep -m 1 -e 'internal compiler error' -e 'ptxas' -e 'error' "$d/plugin/build.log" | cut -c 1-200)
    [ -n "$msg" ] || msg="no error line (timeout?)"
    res "$c" "plugin build fails: $msg"; return
  fi
  # The host fallback.  It never runs the plugin's code, but it checks that
  # the program is valid and that the builds link and run alike.
  run "$d/stock"
  if [ "$(tail -n 1 "$d/stock/run.out")" != "exit 0" ]; then
    res stock "stock run fails: $(tail -n 1 "$d/stock/run.out")"; return
  fi
  run "$d/plugin"
  if ! cmp -s "$d/stock/run.out" "$d/plugin/run.out"; then
    res run "host run differs"; return
  fi
  if [ -n "$ptxsim_run" ]; then
    prun "$d/stock"
    if ! cmp -s "$d/stock/run.out" "$d/stock/ptxsim.out"; then
      res stock "stock ptxsim run: $(pmsg "$d/stock/ptxsim.out" "differs from the host fallback")"; return
    fi
    if [ "$(cat "$d/stock/ptxsim.launches")" = 0 ]; then
      res stock "stock ptxsim run launched no kernel"; return
    fi
    prun "$d/plugin"
    if ! cmp -s "$d/stock/ptxsim.out" "$d/plugin/ptxsim.out"; then
      res "$(pclass "$d/plugin/ptxsim.out")" "ptxsim run: $(pmsg "$d/plugin/ptxsim.out" "output differs from stock")"; return
    fi
    if ! build "$d/verify" $mflag "$d/prog.c" "-fplugin=$plugin $plugin_args -fplugin-arg-nvptx_memspace-verify=1"; then
      res "$(build_failure "$d/verify/build.log")" "verify=1 build fails"; return
    fi
    prun "$d/verify"
    if ! cmp -s "$d/stock/ptxsim.out" "$d/verify/ptxsim.out"; then
      res "$(pclass "$d/verify/ptxsim.out")" "verify=1 ptxsim run: $(pmsg "$d/verify/ptxsim.out" "output differs from stock")"; return
    fi
  fi
  if [ $have_gpu = 1 ]; then
    cp "$d/stock/run.out" "$d/stock/host.out"
    run "$d/stock" OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia
    if ! cmp -s "$d/stock/host.out" "$d/stock/run.out"; then
      res stock "stock device run differs from the host fallback"; return
    fi
    run "$d/plugin" OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia
    if ! cmp -s "$d/stock/run.out" "$d/plugin/run.out"; then
      res run "device run differs"; return
    fi
    if [ ! -f "$d/verify/prog" ] && ! build "$d/verify" $mflag "$d/prog.c" "-fplugin=$plugin $plugin_args -fplugin-arg-nvptx_memspace-verify=1"; then
      res "$(build_failure "$d/verify/build.log")" "verify=1 build fails"; return
    fi
    run "$d/verify" OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia
    if ! cmp -s "$d/stock/run.out" "$d/verify/run.out"; then
      res run "verify=1 device run differs"; return
    fi
  fi
  sp=$d/stock/prog.xnvptx-none.mkoffload.s pp=$d/plugin/prog.xnvptx-none.mkoffload.s
  if cmp -s "$sp" "$pp"; then
    res ok "PTX unchanged"
  else
    res ok "PTX changed, space-qualified $(ratio "$sp") -> $(ratio "$pp")"
  fi
}

# An interestingness test for creduce: the reduced program must still build
# stock, and the plugin build must fail the same way (or the runs differ).
write_test() {
  cls=$1 mflag=$2 dir=$3 sig=$4
  cat > "$dir/interesting.sh" <<EOF
#!/bin/sh
# creduce test for seed ${dir##*/}: class $cls
cc='$cc' opts='$ptx_options -save-temps -fchecking=2' plugin='$plugin $plugin_args'
# Device runs on ptxsim (empty: the host fallback or a GPU); the plugin
# build's extra options (verify=1 where that build failed).
sim='$ptxsim_run' extra='$5'
b() { mkdir -p \$1 && (cd \$1 && timeout 120 "\$cc" -O2 $mflag -foffload=nvptx-none \\
        "-foffload-options=nvptx-none=\$opts \$2" ../prog.c -o prog -lm > build.log 2>&1); }
b stock "" || exit 1
case $cls in
  ICE) ! b plugin "-fplugin=\$plugin" && grep -qF '$sig' plugin/build.log ;;
  ptxas) ! b plugin "-fplugin=\$plugin" && grep -q 'ptxas returned\|^ptxas ' plugin/build.log ;;
  compile) ! b plugin "-fplugin=\$plugin" && ! grep -q 'internal compiler error\|ptxas' plugin/build.log ;;
  run|space)
    # No undefined behaviour may creep in: a UBSan host build must run clean.
    gcc -O1 -fsanitize=undefined,address -fno-sanitize-recover=all -w prog.c -o ub -lm \\
      && timeout 20 ./ub > /dev/null 2>&1 || exit 1
    b plugin "-fplugin=\$plugin \$extra" || exit 1
    $( [ $have_gpu = 1 ] && [ -z "$ptxsim_run" ] && echo 'export OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia' )
    (cd stock && timeout 20 \$sim ./prog > out 2>&1; echo \$? >> out)
    # On ptxsim the stock run must still be right (the host fallback's output).
    if [ -n "\$sim" ]; then
      (cd stock && timeout 20 ./prog > host 2>&1; echo \$? >> host)
      cmp -s stock/out stock/host || exit 1
    fi
    (cd plugin && timeout 20 \$sim ./prog > out 2>&1; echo \$? >> out)
    if [ $cls = space ]; then
      grep -q -e '^ptxsim: space error' -e '^ptxsim: ld.global.nc of data' -e '^ptxsim: store to const' \\
        -e '^nvptx-memspace verify: ' plugin/out
    else
      ! cmp -s stock/out plugin/out
    fi ;;
esac
EOF
  chmod +x "$dir/interesting.sh"
}

# Why a program fails stock (best effort, from the logs; the findings with
# reproducers are in doc/ptxsim-findings/README.md).
stock_why() {
  d=$1
  if grep -q 'libgomp: cuMemFree error' "$d/stock/ptxsim.out" 2>/dev/null; then
    echo "ptxsim gap: cuMemFree (0) refused"
  elif [ -f "$d/stock/ptxsim.out" ] && [ "$(tail -n 1 "$d/stock/ptxsim.out")" = "exit 124" ]; then
    echo "ptxsim run timed out ($ptxsim_timeout s, FUZZ_PTXSIM_TIMEOUT): a slow program or a loaded machine"
  elif grep -q 'internal compiler error' "$d/stock/build.log" 2>/dev/null; then
    echo "stock GCC 12 ICE: $(grep -m 1 -o 'internal compiler error: .*' "$d/stock/build.log" | cut -c 1-100)"
  elif grep -q -e '^ptxsim: out-of-bounds.*%stack: store' -e '^ptxsim: out-of-bounds.* at 0x02ffffff' \
         "$d/stock/ptxsim.out" 2>/dev/null; then
    echo "stock GCC 12: %simtstack_ar overflow (SIMT private data and the soft stack over 136 bytes)"
  elif [ -f "$d/stock/ptxsim.out" ] && awk '
         /BEGIN (GLOBAL )?FUNCTION DEF/ { split ("", v) }
         $1 == ".reg.v2.u32" { r = $2; sub (/;$/, "", r); v[r] = 1 }
         $1 == "mov.b64" { a = $2; b = $3; sub (/,$/, "", a); sub (/;$/, "", b)
                           if ((a in v) || (b in v)) { found = 1; exit } }
         END { exit !found }' "$d/stock/prog.xnvptx-none.mkoffload.s" 2>/dev/null; then
    echo "ptxsim gap (likely): mov.b64 to or from a .v2.u32 register drops .y"
  else
    echo "unexplained"
  fi
}

# Keep a failing program (and reduce it when it is the plugin's).
keep() {
  s=$1 cls=$2 model=$3 text=$4
  d=$out/work/seed-$s
  if [ "$cls" = stock ]; then k=$out/stock-failures/seed-$(printf %03d "$s")
  else k=$out/failures/seed-$(printf %03d "$s"); fi
  rm -rf "$k"; mkdir -p "$k"
  cp "$d/prog.c" "$k/prog.c" 2>/dev/null
  for v in stock plugin verify; do
    [ -f "$d/$v/build.log" ] && cp "$d/$v/build.log" "$k/$v.log"
    [ -f "$d/$v/prog.xnvptx-none.mkoffload.s" ] && cp "$d/$v/prog.xnvptx-none.mkoffload.s" "$k/$v.s"
    [ -f "$d/$v/run.out" ] && cp "$d/$v/run.out" "$k/$v.run.out"
    [ -f "$d/$v/ptxsim.out" ] && cp "$d/$v/ptxsim.out" "$k/$v.ptxsim.out"
  done
  echo "seed $s ($model): $cls: $text" > "$k/reason"
  if [ "$cls" = stock ]; then
    why=$(stock_why "$d")
    echo "  why: $why" >> "$k/reason"
    echo "$why" >> "$out/stock-why.txt"
  fi
  if [ "$cls" != stock ] && [ $have_creduce = 1 ] && [ "$model" != - ]; then
    mflag=-fopenmp; [ "$model" = openacc ] && mflag=-fopenacc
    sig=$(grep -m 1 -o 'internal compiler error: [^,]*' "$d/plugin/build.log" 2>/dev/null | sed "s/'//g")
    mkdir -p "$k/reduce"; cp "$d/prog.c" "$k/reduce/prog.c"
    extra=
    case $text in verify=1*) extra=-fplugin-arg-nvptx_memspace-verify=1 ;; esac
    write_test "$cls" "$mflag" "$k/reduce" "$sig" "$extra"
    mv "$k/reduce/interesting.sh" "$k/interesting.sh"
    (cd "$k/reduce" && timeout "$reduce_time" creduce --n 2 "$k/interesting.sh" prog.c > ../creduce.log 2>&1)
    cp "$k/reduce/prog.c" "$k/reduced.c"
    rm -rf "$k/reduce"
  fi
}

start=$(date +%s)
last=$((seed0 + n - 1))
ok=0 ice=0 ptxas=0 comp=0 rundiff=0 space=0 stock=0 changed=0
: > "$out/results.txt"; : > "$out/features.txt"; : > "$out/stock-why.txt"
i=0
while [ $i -lt "$n" ]; do
  # Up to $jobs programs at once, reported in seed order.
  batch=""
  j=0
  while [ $j -lt "$jobs" ] && [ $i -lt "$n" ]; do
    s=$((seed0 + i))
    fuzz_one "$s" &
    batch="$batch $s"
    i=$((i + 1)) j=$((j + 1))
  done
  wait
  for s in $batch; do
    d=$out/work/seed-$s
    IFS='	' read -r cls model text < "$d/result"
    line="seed $s $model: $cls: $text"
    [ "$cls" = ok ] && line="seed $s $model: ok: $text"
    echo "$line"; echo "$line" >> "$out/results.txt"
    sed -n '2s|^/\* features: \(.*\) \*/$|\1|p' "$d/prog.c" >> "$out/features.txt"
    case $cls in
      ok) ok=$((ok + 1)); case $text in "PTX changed"*) changed=$((changed + 1)) ;; esac ;;
      ICE) ice=$((ice + 1)) ;;
      ptxas) ptxas=$((ptxas + 1)) ;;
      compile) comp=$((comp + 1)) ;;
      run) rundiff=$((rundiff + 1)) ;;
      space) space=$((space + 1)) ;;
      *) stock=$((stock + 1)) ;;
    esac
    [ "$cls" = ok ] || keep "$s" "$cls" "$model" "$text"
    [ -n "${FUZZ_KEEP:-}" ] || rm -rf "$d"
  done
done
[ -n "${FUZZ_KEEP:-}" ] || rmdir "$out/work" 2>/dev/null
k=$((ice + ptxas + comp + rundiff + space))

# Variety: in how many programs each feature of the generator occurs.
awk '{ for (f = 1; f <= NF; f++) { split ($f, kv, "="); if (kv[2] + 0 > 0) used[kv[1]]++;
                                    if (!(kv[1] in seen)) { seen[kv[1]] = 1; order[++nk] = kv[1] } } }
     END { s = "fuzz: programs using"; for (i = 1; i <= nk; i++) s = s " " order[i] " " (used[order[i]] + 0);
           print s }' "$out/features.txt"
echo "fuzz: $changed of $ok passing programs have PTX the plugin changed; $(grep -c 'openacc' "$out/results.txt") OpenACC programs"
[ -s "$out/stock-why.txt" ] && sort "$out/stock-why.txt" | uniq -c | sort -rn | sed 's/^ */fuzz: stock failures: /' 
if [ -n "$ptxsim_run" ]; then
  echo "fuzz: device runs on ptxsim: stock, plugin and plugin verify=1 builds"
  [ $space -eq 0 ] || echo "fuzz: CRITICAL: $space plugin builds with a wrong state space or nc load: $(grep -l ': space: ' "$out"/failures/*/reason 2>/dev/null | sed 's|/reason$||' | tr '\n' ' ')"
elif [ $have_gpu = 0 ]; then
  echo "fuzz: no GPU and no ptxsim: runs compared the host fallbacks only"
fi
[ $have_creduce = 1 ] || [ $k -eq 0 ] || echo "fuzz: creduce not installed: failures kept unreduced"
echo "fuzz: wall time $(( $(date +%s) - start )) s; reproducers in $out/failures, stock failures in $out/stock-failures"
echo "fuzz: $n programs tried (seeds $seed0..$last, fuzz-gen ${gen_flags:-without -x}), $k failures (ICE $ice, ptxas $ptxas, plugin-only compile $comp, run differs $rundiff, space $space), stock failures $stock"
[ $k -eq 0 ]
