#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Run the DejaGnu testsuite and print its summary, then one last line
# "N passed, N failed".  Failures include unexpected passes, unresolved
# tests and DejaGnu errors.  Exit status: 0 if nothing failed.
#
# Usage: run-tests.sh TOPDIR OBJDIR [RUNTESTFLAGS...]
# Environment: OFFLOAD_CC OFFLOAD_CXX OFFLOAD_FC ACCEL_GCC PTX_OPTIONS
#   GCC_MAJOR (12), BUILD_DIR (build: where the plugin for that release
#   is, relative to TOPDIR; ptxsim and ptxstats are always in build/),
#   OFFLOAD_OPTIONS_FLAG (-foffload-options=nvptx-none=; GCC 11 has only
#   -foffload=nvptx-none=)
set -u
top=$1
obj=$2
shift 2

rm -rf "$obj"
mkdir -p "$obj"
obj=$(cd "$obj" && pwd)

nvptx_as=$("${ACCEL_GCC:-x86_64-linux-gnu-accel-nvptx-none-gcc-12}" -print-prog-name=as)
# Run tests also run on ptxsim (the emulated device); without it they fail.
ptxsim_run=
[ -x "$top/build/ptxsim/run" ] && ptxsim_run=$top/build/ptxsim/run
have_ptxas=0
command -v ptxas >/dev/null 2>&1 && have_ptxas=1

cat > "$obj/site.exp" <<SITE
set tool nvptx-memspace
set srcdir "$top/testsuite"
set TOPDIR "$top"
set objdir "$obj"
set PLUGIN "$top/${BUILD_DIR:-build}/nvptx_memspace.so"
set PLUGIN_BADVERSION "$top/${BUILD_DIR:-build}/test/nvptx_memspace.so"
set PLUGIN_SPECS "$top/${BUILD_DIR:-build}/nvptx-memspace-local.specs"
set PTXSTATS "$top/build/ptxstats"
set OFFLOAD_CC "${OFFLOAD_CC:-gcc-12}"
set OFFLOAD_CXX "${OFFLOAD_CXX:-g++-12}"
set OFFLOAD_FC "${OFFLOAD_FC:-gfortran-12}"
set PTX_OPTIONS "${PTX_OPTIONS:--misa=sm_80 -mptx=7.0}"
set NVPTX_AS "$nvptx_as"
set HAVE_PTXAS $have_ptxas
set PTXSIM_RUN "$ptxsim_run"
set GCC_MAJOR ${GCC_MAJOR:-12}
set REWRITES_VERIFIED ${REWRITES_VERIFIED:-1}
set OFFLOAD_OPTIONS_FLAG "${OFFLOAD_OPTIONS_FLAG:--foffload-options=nvptx-none=}"
SITE

cd "$obj"
runtest --tool nvptx-memspace --srcdir "$top/testsuite" "$@" > runtest.out 2>&1
status=$?
sum=$obj/nvptx-memspace.sum
if [ ! -f "$sum" ]; then
  cat runtest.out
  echo "0 passed, 1 failed"
  exit 1
fi
sed -n '/=== nvptx-memspace Summary ===/,$p' "$sum"
grep -E '^(FAIL|XPASS|UNRESOLVED|ERROR):' "$sum" | head -50
count() { grep -c "^$1:" "$sum"; }
passed=$(( $(count PASS) + $(count XFAIL) ))
errors=$(grep -c '^ERROR:' runtest.out)
failed=$(( $(count FAIL) + $(count XPASS) + $(count UNRESOLVED) + $(count ERROR) + errors ))
[ "$status" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
