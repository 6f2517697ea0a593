#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make demo: build each bundled example with stock GCC and with the plugin,
# run both, and print per device function the memory instructions by state
# space side by side, then the memory instructions of one kernel before and
# after.
#
# Usage: demo.sh PLUGIN PTXSTATS OUTDIR EXAMPLE.c...
# Environment: OFFLOAD_CC (gcc), OFFLOAD_CXX (g++), OFFLOAD_FC (gfortran), PTX_OPTIONS (-misa=sm_80 -mptx=7.0)
set -u
plugin=$1 ptxstats=$2 out=$3
shift 3
cc=${OFFLOAD_CC:-gcc-12}
ptx_options=${PTX_OPTIONS:--misa=sm_80 -mptx=7.0}
mkdir -p "$out"
out=$(cd "$out" && pwd)

# build NAME SRC MODEL VARIANT: leaves $out/VARIANT/NAME/NAME.xnvptx-none.mkoffload.s
build() {
  dir=$out/$4/$1
  rm -rf "$dir"; mkdir -p "$dir"
  extra=""
  [ "$4" = plugin ] && extra="-fplugin=$plugin"
  case $2 in
    *.C|*.cc|*.cpp) drv=${OFFLOAD_CXX:-g++-12} ;;
    *.f|*.f90|*.F90|*.f95) drv=${OFFLOAD_FC:-gfortran-12} ;;
    *) drv=$cc ;;
  esac
  (cd "$dir" && "$drv" -O2 "$3" -foffload=nvptx-none \
     "-foffload-options=nvptx-none=$ptx_options -save-temps $extra" \
     "$2" -o "$1" -lm > build.log 2>&1) || { echo "  build failed ($4): see $dir/build.log"; return 1; }
  (cd "$dir" && ./"$1" > run.log 2>&1) && echo ok > "$dir/status" || echo FAIL > "$dir/status"
}

# The ptxstats -k line of function F in FILE as "generic global shared local const cvta".
counts() {
  "$ptxstats" -k -f "$2" "$1" 2>/dev/null | awk 'NR == 1 {
    for (i = 1; i <= NF; i++) { split ($i, kv, "="); v[kv[1]] = kv[2] }
    printf "%5d %5d %5d %5d %5d %4d", v["generic"], v["global"], v["shared"], v["local"], v["const"], v["cvta"] }'
}

printf '%s\n' "nvptx-memspace demo: device memory instructions (ld/st/atom/red, .param excluded)"
printf '%s\n' "per device function, stock GCC 12 | with the plugin (-fplugin=nvptx_memspace)"
printf '\n%-34s %5s %5s %5s %5s %5s %4s | %5s %5s %5s %5s %5s %4s\n' "example / function" \
  "gen" "glob" "shar" "loc" "const" "cvta" "gen" "glob" "shar" "loc" "const" "cvta"
for src in "$@"; do
  file=$(basename "$src")
  name=${file%.*}
  case $name in acc-*) model=-fopenacc ;; *) model=-fopenmp ;; esac
  src=$(cd "$(dirname "$src")" && pwd)/$(basename "$src")
  build "$name" "$src" "$model" stock || continue
  build "$name" "$src" "$model" plugin || continue
  s=$out/stock/$name/$name.xnvptx-none.mkoffload.s
  p=$out/plugin/$name/$name.xnvptx-none.mkoffload.s
  printf '%s  (run: stock %s, plugin %s)\n' "$file" "$(cat "$out/stock/$name/status")" \
    "$(cat "$out/plugin/$name/status")"
  for f in $("$ptxstats" -k "$s" | sed -n 's/^func=\([^ ]*\) .* user=\([0-9]*\) .*/\1 \2/p' \
             | awk '$1 != "TOTAL" && $2 > 0 { print $1 }'); do
    printf '  %-32s %s | %s\n' "$f" "$(counts "$s" "$f")" "$(counts "$p" "$f")"
  done
done

# Totals and the share of space-qualified accesses.
total() {
  cat "$out"/$1/*/*.xnvptx-none.mkoffload.s | "$ptxstats" -k -t - | awk '{
    for (i = 1; i <= NF; i++) { split ($i, kv, "="); v[kv[1]] = kv[2] }
    printf "%d of %d user memory instructions space-qualified (%s), %d cvta", v["qualified"], v["user"], v["ratio"], v["cvta"] }'
}
printf '\nall examples, stock:  %s\n' "$(total stock)"
printf 'all examples, plugin: %s\n' "$(total plugin)"

# Before/after on one kernel: the saxpy loop.
s=$out/stock/omp-saxpy/omp-saxpy.xnvptx-none.mkoffload.s
p=$out/plugin/omp-saxpy/omp-saxpy.xnvptx-none.mkoffload.s
if [ -f "$s" ] && [ -f "$p" ]; then
  excerpt() {
    sed -n '/BEGIN FUNCTION DEF: saxpy\$_omp_fn\$1$/,/^}/p' "$1" \
      | grep -E '^\s*(@%r[0-9]+\s+)?(ld|st|atom|red|cvta)\.' | grep -v 'ld.param' | sed 's/^\s*/    /'
  }
  printf '\nomp-saxpy.c, the parallel loop saxpy._omp_fn.1, memory instructions:\n'
  printf '  stock GCC:\n'; excerpt "$s"
  printf '  with the plugin:\n'; excerpt "$p"
fi
