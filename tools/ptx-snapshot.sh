#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Compile every test and example source with one plugin and keep the PTX
# the offload compiler wrote, one file per source, plus its diagnostics.
# Two snapshots taken before and after a structural change must be equal
# (diff -r): the refactoring commits of the project change no output.
#
# Usage: ptx-snapshot.sh OUTDIR [PLUGIN]
#   PLUGIN defaults to build/nvptx_memspace.so; it is copied first, so a
#   rebuild while the snapshot runs does not mix two plugins.  PLUGIN
#   "none" compiles with stock GCC (the sources' plugin knobs dropped):
#   the baseline for ptxstats over a snapshot.
# Environment: JOBS (default 2), OFFLOAD_CC/CXX/FC, PTX_OPTIONS,
#   SNAPSHOT_DIRS (directories to take the sources from instead),
#   SNAPSHOT_EVERY=N (every Nth source only: a sample of a large suite).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=$1
plugin=${2:-$top/build/nvptx_memspace.so}
jobs=${JOBS:-2}
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d /tmp/ptx-snapshot.XXXXXX)
# The plugin name GCC derives from the file name must stay nvptx_memspace.
if [ "$plugin" = none ]; then
  plugin_flag=
else
  cp "$plugin" "$work/nvptx_memspace.so"
  plugin_flag="-fplugin=$work/nvptx_memspace.so"
fi
export plugin_flag
cd "$top"
# SNAPSHOT_DIRS: other source trees instead (e.g. GCC's libgomp testsuite).
find ${SNAPSHOT_DIRS:-examples testsuite/nvptx-memspace.*} \( -name '*.c' -o -name '*.C' \
     -o -name '*.f90' -o -name '*.F90' -o -name '*.f' \) | sort \
  | awk -v every="${SNAPSHOT_EVERY:-1}" '(NR - 1) % every == 0' > "$work/list"

export work out top
export OFFLOAD_CC=${OFFLOAD_CC:-gcc-12} OFFLOAD_CXX=${OFFLOAD_CXX:-g++-12}
export OFFLOAD_FC=${OFFLOAD_FC:-gfortran-12}
export PTX_OPTIONS="${PTX_OPTIONS:--misa=sm_80 -mptx=7.0}"
# One source: its dg-options and dg-offload-options as the testsuite
# would give them (the first dg-options line; OpenACC or OpenMP by the
# source's pragmas unless it says; -O2 unless it names a level).
compile_one () {
  src=$1
  name=$(echo "$src" | tr '/' '_')
  dir=$work/$name
  mkdir -p "$dir"
  case $src in
    *.c) driver=$OFFLOAD_CC ;;
    *.C) driver=$OFFLOAD_CXX ;;
    *) driver=$OFFLOAD_FC ;;
  esac
  flags=$(grep -o 'dg-options "[^"]*"' "$src" | head -1 \
	  | sed 's/dg-options "\(.*\)"/\1/') || true
  offload=$(grep -o 'dg-offload-options "[^"]*"' "$src" \
	    | sed 's/dg-offload-options "\(.*\)"/\1/' | tr '\n' ' ') || true
  [ -n "$plugin_flag" ] || offload=
  case " $flags " in
    *-fopenacc*|*-fopenmp*) ;;
    *) if grep -qiE '^[[:space:]]*(#pragma acc|!\$acc)' "$src"; then
	 flags="-fopenacc $flags"
       else
	 flags="-fopenmp $flags"
       fi ;;
  esac
  case " $flags " in *" -O"*) ;; *) flags="-O2 $flags" ;; esac
  libm=
  case $src in *.f*|*.F*) libm=-lm ;; esac
  # One -foffload-options, the plugin before its knobs, as the
  # testsuite's harness builds it.
  case $src in /*) ;; *) src=$top/$src ;; esac
  (cd "$dir" && $driver "$src" $flags -foffload=nvptx-none \
     "-foffload-options=nvptx-none=$PTX_OPTIONS -save-temps -fchecking=2 $plugin_flag $offload" \
     -o a.out $libm > log 2>&1) || true
  for f in "$dir"/*.mkoffload.s; do
    [ -f "$f" ] && cp "$f" "$out/$name.$(basename "$f")"
  done
  grep -v '^\s*$' "$dir/log" | sed -e "s|$dir|D|g" -e "s|/tmp/cc[A-Za-z0-9]*|/tmp/ccX|g" \
    -e "s|$work|W|g" > "$out/$name.log" || true
}
export -f compile_one
xargs -a "$work/list" -P "$jobs" -I{} bash -c 'compile_one "$@"' _ {}
rm -rf "$work"
echo "ptx-snapshot: $(ls "$out" | grep -c '\.s$') PTX files in $out"
