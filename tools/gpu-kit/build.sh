#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make gpu-kit: build build/gpu-kit/, everything a lent GPU machine needs to
# run this project's device code and report (tools/gpu-kit/run.sh, README
# "GPU kit").  Nothing is built there: it has none of our Debian packages.
#
# Usage: build.sh TOPDIR KITDIR WORKDIR
# Environment: OFFLOAD_CC OFFLOAD_CXX OFFLOAD_FC PTX_OPTIONS, GPUKIT_JOBS
#   (parallel builds and reference runs, default 2), GPUKIT_FILTER (an
#   extended regex over program keys: build only those; for trying the
#   kit out), LIBGOMP_TESTSUITE (GCC's unpacked libgomp testsuite; the
#   nvptx-memspace.libgomp subset is left out when missing), PTXSIM_BUDGET
#   (ptxsim's instructions per launch, default 1e11 as in make bench).
#
# The programs (one key each, file-name safe):
#   sanity.*  tools/gpu-kit/sanity-*.c, stock only: the device answers at all
#   probe.*   tools/gpu-kit/probes/*.c: questions only hardware answers
#   t.DIR.*   every dg-do run test of testsuite/nvptx-memspace.DIR, with the
#             test's dg-options, dg-offload-options, dg-additional-sources
#             and the -fopenmp/-O2 defaults of testsuite/lib/nvptx-memspace.exp
#   lg.*      the nvptx-memspace.libgomp subset (GCC's libgomp tests), built
#             as libgomp.exp builds them for a GPU (OpenACC: the
#             -DACC_DEVICE_TYPE_nvidia=1 -DACC_MEM_SHARED=0 world)
#   ex.*      the examples (examples.exp: -fopenmp or -fopenacc, -lm)
#   bench.*   examples/bench at make bench's sizes
#   time.*    examples/bench at tools/gpu-kit/bench-sizes' sizes, stock and
#             plugin only: the timing runs
# Every program but sanity.* and time.* is built stock, with the plugin, and
# with the plugin and verify=1, with -foffload-options=nvptx-none=
# "$PTX_OPTIONS ..." (sm_80 PTX: GCC 12 has no sm_90; the driver JIT-compiles
# it for Hopper).  Knobs that only write dumps or remarks are dropped (they
# change no code).  A build that fails is listed as failed, not fatal.
#
# Each build is run here twice, as references: on ptxsim (build/ptxsim/run,
# the emulated GPU) and natively with OMP_TARGET_OFFLOAD=DISABLED and
# ACC_DEVICE_TYPE=host (the host fallback); the exit status and output go
# into the kit (ref/KEY.VARIANT.ptxsim, .host).  time.* builds run on the
# host only (ptxsim would take hours at those sizes).
#
# KITDIR gets: run.sh, manifest.tsv, ref/, lib/ (GCC 12's host runtime
# libraries the programs need), shim/libcuda.so.1 (the kernel timer,
# ktime.c), progs.tar.xz (every executable, stripped: some 500 programs
# of 0.5 MiB each, mostly the same libgomp PTX, compress to a few MiB),
# sources/ (the probes, for the reader of the results).
set -u
top=$(cd "$1" && pwd)
kit=$2
work=$3
cc=${OFFLOAD_CC:-gcc-12}
cxx=${OFFLOAD_CXX:-g++-12}
fc=${OFFLOAD_FC:-gfortran-12}
ptx_options=${PTX_OPTIONS:--misa=sm_80 -mptx=7.0}
jobs=${GPUKIT_JOBS:-2}
filter=${GPUKIT_FILTER:-}
plugin=$top/build/nvptx_memspace.so
ptxsim_run=$top/build/ptxsim/run
lg_ts=${LIBGOMP_TESTSUITE:-$top/build/libgomp-testsuite}/libgomp/testsuite
tab=$(printf '\t')
ptxsim_budget=${PTXSIM_BUDGET:-1e11}

# --- one build or one reference run (xargs calls back) -----------------------
# The program table, programs.tsv: KEY GROUP SRC EXTRA_SRCS FLAGS OFFLOAD
# VARIANTS WORLD WRONG (tab-separated; "-" for empty).
field() { awk -F '\t' -v k="$1" -v f="$2" '$1 == k { print $f; exit }' "$work/programs.tsv"; }
# Offload options a stock build may get: the test's, less the plugin's
# arguments (GCC rejects them without the plugin).
no_plugin_args() {
  for o in $1; do case $o in -fplugin-arg-nvptx_memspace-*) ;; *) printf '%s ' "$o" ;; esac; done
}

build_one() {
  key=$1 variant=$2
  src=$(field "$key" 3) extra=$(field "$key" 4) flags=$(field "$key" 5) offl=$(field "$key" 6)
  [ "$extra" = - ] && extra=
  [ "$offl" = - ] && offl=
  [ "$flags" = - ] && flags=
  case $src in
    *.c) drv=$cc ;;
    *.C|*.cc|*.cpp) drv=$cxx ;;
    *) drv=$fc ;;
  esac
  case $variant in
    stock) o="$ptx_options $(no_plugin_args "$offl")" ;;
    plugin) o="$ptx_options -fplugin=$plugin $offl" ;;
    verify) o="$ptx_options -fplugin=$plugin $offl -fplugin-arg-nvptx_memspace-verify=1" ;;
  esac
  lm=
  case $src in *.f|*.f90|*.F90|*.f95) lm=-lm ;; esac
  d=$work/build/$key.$variant
  rm -rf "$d"; mkdir -p "$d"
  # shellcheck disable=SC2086
  if (cd "$d" && $drv "$src" $extra $flags -foffload=nvptx-none "-foffload-options=nvptx-none=$o" \
        -o prog $lm > build.log 2>&1) && [ -x "$d/prog" ]; then
    strip "$d/prog" 2>/dev/null
    mkdir -p "$work/bin"
    cp "$d/prog" "$work/bin/$key.$variant"
    echo ok > "$d/status"
  else
    echo fail > "$d/status"
  fi
}

# reference FILE LIMIT COMMAND...: run COMMAND as run.sh will run a
# program, into FILE: "status N" then the output (stdout and stderr
# together, as the testsuite compares them).
reference() {
  file=$1 limit=$2; shift 2
  rd=$(mktemp -d "$work/run.XXXXXX")
  (cd "$rd" && timeout "$limit" "$@" > out 2>&1; echo $? > rc)
  { echo "status $(cat "$rd/rc")"; cat "$rd/out"; } > "$file"
  rm -rf "$rd"
}

ref_one() {
  key=$1 variant=$2
  prog=$work/bin/$key.$variant
  [ -x "$prog" ] || return 0
  mkdir -p "$work/ref"
  case $key in
    time.*) reference "$work/ref/$key.$variant.host" 300 env OMP_TARGET_OFFLOAD=DISABLED ACC_DEVICE_TYPE=host "$prog" ;;
    *)
      reference "$work/ref/$key.$variant.host" 120 env OMP_TARGET_OFFLOAD=DISABLED ACC_DEVICE_TYPE=host "$prog"
      # With the kernel launches ptxsim executed ("status N launches M"):
      # run.sh compares them with the launches it counts on the GPU.
      # PTXSIM_BUDGET as make bench sets it: ptxsim's default (2e9
      # instructions a launch) stops omp-matmul and omp-struct-particles.
      reference "$work/ref/$key.$variant.ptxsim" 600 env PTXSIM_BUDGET="$ptxsim_budget" \
        PTXSIM_STATS="$work/ref/$key.$variant.stats" "$ptxsim_run" "$prog"
      n=$(grep -c '^kernel=' "$work/ref/$key.$variant.stats" 2>/dev/null)
      sed -i "1s/\$/ launches ${n:-0}/" "$work/ref/$key.$variant.ptxsim"
      rm -f "$work/ref/$key.$variant.stats"
      ;;
  esac
}

case ${4:-} in
  --build) shift 4; for kv in "$@"; do build_one ${kv%%:*} ${kv#*:}; done; exit 0 ;;
  --ref) shift 4; for kv in "$@"; do ref_one ${kv%%:*} ${kv#*:}; done; exit 0 ;;
esac

# --- the program table ---------------------------------------------------------
[ -f "$plugin" ] || { echo "gpu-kit: $plugin missing (make)" >&2; exit 1; }
[ -x "$ptxsim_run" ] || { echo "gpu-kit: $ptxsim_run missing (make ptxsim)" >&2; exit 1; }
mkdir -p "$work"
work=$(cd "$work" && pwd)
rm -rf "$work/build" "$work/bin" "$work/ref"
: > "$work/programs.tsv"

# add KEY GROUP SRC EXTRA FLAGS OFFLOAD VARIANTS WORLD WRONG
add() {
  if [ -n "$filter" ] && ! printf '%s\n' "$1" | grep -Eq -- "$filter"; then return; fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "${4:--}" "${5:--}" "${6:--}" "$7" "$8" "$9" \
    >> "$work/programs.tsv"
}
# The string of a DejaGnu directive (first occurrence), e.g. dg-options.
directive() { sed -n "s/.*{ $1 \"\\([^\"]*\\)\".*/\\1/p" "$2" | head -n 1; }
# Offload options of a test that change the code: dumps, remarks, help and
# diagnostics formatting do not.
code_options() {
  for o in $1; do
    case $o in
      -fplugin-arg-nvptx_memspace-dump=*|-fplugin-arg-nvptx_memspace-ipmsp-transcript=*) ;;
      -fplugin-arg-nvptx_memspace-dump-ip-msp=*) ;;
      -fplugin-arg-nvptx_memspace-dump-process-restrict=*|-fplugin-arg-nvptx_memspace-memspace-verbose=*) ;;
      -fplugin-arg-nvptx_memspace-help|-fopt-info*|-fdump-*|-fdiagnostics-*|-fno-diagnostics-*|-fchecking*) ;;
      *) printf '%s ' "$o" ;;
    esac
  done
}

for f in "$top"/tools/gpu-kit/sanity-*.c; do
  n=$(basename "$f" .c); m=-fopenmp; case $n in *acc*) m=-fopenacc ;; esac
  add "sanity.${n#sanity-}" sanity "$f" - "-O2 $m" - stock both 0
done
for f in "$top"/tools/gpu-kit/probes/*.c; do
  add "probe.$(basename "$f" .c)" probe "$f" - "$(sed -n 's/.*gpu-kit-options: \(.*\) \*\/.*/\1/p' "$f" | head -n 1)" - \
    "stock plugin verify" both 0
done

for f in "$top"/testsuite/nvptx-memspace.*/*.c "$top"/testsuite/nvptx-memspace.*/*.C "$top"/testsuite/nvptx-memspace.*/*.f90; do
  [ -f "$f" ] || continue
  grep -q '{ dg-do run' "$f" || continue
  # No device code: nothing for a GPU to run.
  grep -q '{ dg-device-code none' "$f" && continue
  dir=$(basename "$(dirname "$f")"); dir=${dir#nvptx-memspace.}
  # Only the files the directory's .exp globs are tests.
  case $dir in
    cxx) [ "${f##*.}" = C ] ;;
    fortran) [ "${f##*.}" = f90 ] ;;
    shared) true ;;
    *) [ "${f##*.}" = c ] ;;
  esac || continue
  flags=$(directive dg-options "$f")
  case " $flags " in *" -fopenacc"*|*" -fopenmp"*) ;; *) flags="-fopenmp $flags" ;; esac
  case " $flags " in *" -O"*) ;; *) flags="-O2 $flags" ;; esac
  extra=
  for s in $(directive dg-additional-sources "$f"); do extra="$extra $(dirname "$f")/$s"; done
  offl=$(code_options "$(sed -n 's/.*{ dg-offload-options "\([^"]*\)".*/\1/p' "$f" | tr '\n' ' ')")
  # A test built to be wrong (test-wrong-rewrite): ptxsim must reject its
  # plugin builds or see them get another result; on a GPU, what a wrong
  # space does is the question.  A pinned stock GCC 12 bug
  # (dg-ptxsim-stock-bug) is as wrong in both builds: a GPU may fail
  # otherwise than ptxsim, or silently.
  wrong=0; grep -qE '\{ dg-ptxsim-(error|wrong-result|stock-bug)' "$f" && wrong=1
  add "t.$dir.$(basename "$f")" test "$f" "$extra" "$flags" "$offl" "stock plugin verify" both $wrong
done

if [ -d "$lg_ts" ]; then
  # The list of testsuite/nvptx-memspace.libgomp/libgomp.exp, both halves.
  sed -n 's/^ *\(libgomp\.[^ ]*\) .*/\1/p' "$top/testsuite/nvptx-memspace.libgomp/libgomp.exp" | while read -r t; do
    f=$lg_ts/$t
    [ -f "$f" ] || continue
    flags="-O2 -I$lg_ts/.. -I$lg_ts/../../include -fno-pie -no-pie"
    world=both
    case $t in
      libgomp.oacc*) flags="-fopenacc $flags -DACC_DEVICE_TYPE_nvidia=1 -DACC_MEM_SHARED=0"; world=gpu ;;
      *) flags="-fopenmp $flags" ;;
    esac
    case $t in *fortran*) flags="$flags -foffload=-lgfortran" ;; esac
    grep -q 'dg-require-effective-target offload_device' "$f" && world=gpu
    more=$(sed -n 's/.*{ dg-additional-options "\([^"]*\)".*/\1/p' "$f" | head -n 1)
    [ -n "$more" ] && flags="$flags $more"
    add "lg.$(echo "$t" | tr / .)" libgomp "$f" - "$flags" - "stock plugin verify" $world 0
  done
else
  echo "gpu-kit: $lg_ts missing: the libgomp subset is left out" >&2
fi

for f in "$top"/examples/*.c "$top"/examples/*.C "$top"/examples/*.f90; do
  m=-fopenmp; case $(basename "$f") in acc-*) m=-fopenacc ;; esac
  add "ex.$(basename "$f")" example "$f" - "-O2 $m -lm" - "stock plugin verify" both 0
done
for f in "$top"/examples/bench/*.c; do
  m=-fopenmp; case $(basename "$f") in acc-*) m=-fopenacc ;; esac
  add "bench.$(basename "$f")" bench "$f" - "-O2 $m -lm" - "stock plugin verify" both 0
  sizes=$(sed -n "s/^$(basename "$f" | sed 's/\./\\./g') *\([^#]*\).*/\1/p" "$top/tools/gpu-kit/bench-sizes")
  add "time.$(basename "$f")" time "$f" - "-O2 $m -lm $sizes" - "stock plugin" both 0
done

n=$(wc -l < "$work/programs.tsv")
nb=$(awk -F '\t' '{ n += split ($7, v, " ") } END { print n }' "$work/programs.tsv")
echo "gpu-kit: $n programs, $nb builds (jobs $jobs)"

# --- build, then the reference runs --------------------------------------------
awk -F '\t' '{ n = split ($7, v, " "); for (i = 1; i <= n; i++) print $1 ":" v[i] }' "$work/programs.tsv" > "$work/builds"
t0=$(date +%s)
xargs -P "$jobs" -n 4 sh "$0" "$top" "$kit" "$work" --build < "$work/builds"
t1=$(date +%s)
echo "gpu-kit: built in $((t1 - t0)) s; $(cat "$work"/build/*/status | grep -c fail) builds failed"
xargs -P "$jobs" -n 2 sh "$0" "$top" "$kit" "$work" --ref < "$work/builds"
t2=$(date +%s)
echo "gpu-kit: reference runs (host fallback and ptxsim) in $((t2 - t1)) s"

# --- the kit ---------------------------------------------------------------------
rm -rf "$kit"
mkdir -p "$kit/lib" "$kit/shim" "$kit/ref" "$kit/sources"
# manifest.tsv: KEY VARIANT GROUP WORLD WRONG BUILD SOURCE
{
  printf 'key\tvariant\tgroup\tworld\twrong\tbuild\tsource\n'
  while IFS="$tab" read -r key group src extra flags offl variants world wrong; do
    for v in $variants; do
      st=$(cat "$work/build/$key.$v/status" 2>/dev/null || echo fail)
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$key" "$v" "$group" "$world" "$wrong" "$st" "${src#"$top"/}"
    done
  done < "$work/programs.tsv"
} > "$kit/manifest.tsv"
cp "$work"/ref/* "$kit/ref/" 2>/dev/null
# The build logs of failed builds: the run's report names them.
mkdir -p "$kit/buildlogs"
for d in "$work"/build/*; do
  [ "$(cat "$d/status" 2>/dev/null)" = fail ] && tail -n 40 "$d/build.log" > "$kit/buildlogs/$(basename "$d").log"
done
cp "$top"/tools/gpu-kit/probes/*.c "$top"/tools/gpu-kit/sanity-*.c "$top/tools/gpu-kit/bench-sizes" "$kit/sources/"

# GCC 12's host runtime libraries: whatever ldd resolves outside glibc
# (the GPU machine has a newer glibc, and ours would not match its
# ld.so), plus the nvptx plugin libgomp dlopens by name.
for p in "$work"/bin/*; do ldd "$p"; done 2>/dev/null | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' | sort -u |
  while read -r l; do
    case $(basename "$l") in
      libc.so*|libm.so*|libpthread.so*|libdl.so*|librt.so*|ld-linux*|libmvec.so*) ;;
      *) cp -L "$l" "$kit/lib/" ;;
    esac
  done
nvptx_plugin=$(dirname "$(ldd "$work/bin/$(ls "$work/bin" | head -n 1)" | awk '/libgomp\.so/ { print $3 }')")/libgomp-plugin-nvptx.so.1
[ -f "$nvptx_plugin" ] || nvptx_plugin=$(ldconfig -p | sed -n 's/.*libgomp-plugin-nvptx\.so\.1 .*=> //p' | head -n 1)
cp -L "$nvptx_plugin" "$kit/lib/" || { echo "gpu-kit: libgomp-plugin-nvptx.so.1 not found" >&2; exit 1; }
for l in $(ldd "$nvptx_plugin" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }'); do
  case $(basename "$l") in libc.so*|libm.so*|libpthread.so*|libdl.so*|ld-linux*) ;; *) cp -L "$l" "$kit/lib/" ;; esac
done

# The kernel timer, forwarding exactly the driver entry points the plugin
# looks up.
strings "$nvptx_plugin" | grep -E '^cu[A-Z][A-Za-z0-9_]*$' | sort -u \
  | grep -v -x -e cuLaunchKernel -e cuModuleGetFunction | sed 's/.*/GK(&)/' > "$work/ktime-names.h"
$cc -O2 -Wall -Wextra -shared -fPIC -Wl,-soname,libcuda.so.1 -I"$work" \
  -o "$kit/shim/libcuda.so.1" "$top/tools/gpu-kit/ktime.c" -ldl -pthread || exit 1

(cd "$work/bin" && tar cf - .) | xz -6 -T "$jobs" > "$kit/progs.tar.xz" || exit 1
cp "$top/tools/gpu-kit/run.sh" "$kit/run.sh"
chmod +x "$kit/run.sh"
size=$(du -sk "$kit" | awk '{ print $1 }')
echo "gpu-kit: $kit is $((size / 1024)) MiB ($(ls "$work/bin" | wc -l) executables, $(ls "$kit/lib" | wc -l) libraries)"
# The device tool carries at most 64 MiB in all: keep a margin.
if [ "$size" -gt $((48 * 1024)) ]; then
  echo "gpu-kit: error: the kit is over 48 MiB (the device tool carries 64 MiB in all)" >&2
  exit 1
fi
