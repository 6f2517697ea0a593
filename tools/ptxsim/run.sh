#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# build/ptxsim/run PROG ARGS... (installed as nvptx-ptxsim): run an
# offloading program on ptxsim, the emulated GPU.  The Makefile generates
# both from this file: @PTXSIM_LIBDIR@ is the directory of ptxsim's
# libcuda.so.1 (build/ptxsim's absolute path, or the installed
# $(libdir)/nvptx-memspace/ptxsim), @PTXSIM_RELDIR@ that directory
# relative to the installed runner's own (empty for the build tree's), so
# an install under DESTDIR or a moved prefix still finds its library.
#
# Debian's libgomp-plugin-nvptx.so.1 does dlopen ("libcuda.so.1")
# (GCC 12's libgomp/plugin/plugin-nvptx.c:114).  That dlopen searches
# LD_LIBRARY_PATH before ld.so.cache and the default directories (the
# plugin has no DT_RPATH/DT_RUNPATH), so putting ptxsim's directory first
# makes it load ptxsim's libcuda.so.1 even where NVIDIA's driver is
# installed.  (An executable linked with an old-style DT_RPATH naming a
# directory with a real libcuda.so.1 would still win; with GOMP_DEBUG=1,
# libgomp prints "Link log ptxsim's libcuda.so.1 (ptxsim (emulated
# sm_80)): linked N PTX inputs" when ptxsim's is the one in use.)
#
# OMP_TARGET_OFFLOAD=MANDATORY always: a silent host fallback would make
# a run look right without running any device code.  ACC_DEVICE_TYPE is
# nvidia unless set (ACC_DEVICE_TYPE=host still compares with the host).
# The PTXSIM_* variables (ptxsim.h, read by ptx-exec.c's ptxsim_init)
# pass through.
libdir='@PTXSIM_LIBDIR@'
reldir='@PTXSIM_RELDIR@'
me=$(basename "$0")

usage ()
{
  cat <<USAGE
usage: $me PROGRAM [ARGUMENTS...]

Runs PROGRAM, built with gcc -fopenmp or -fopenacc -foffload=nvptx-none,
with its device code on ptxsim, an emulated sm_80 GPU that checks every
memory access against its PTX state space, bounds, alignment and
lifetime.  No GPU or CUDA is needed.  OMP_TARGET_OFFLOAD=MANDATORY (no
silent host fallback); ACC_DEVICE_TYPE=nvidia unless set.

Environment (read by ptxsim):
  PTXSIM_BUDGET=N       instructions per kernel launch before "budget
                        exceeded" (default 2e9)
  PTXSIM_LOCAL_SIZE=N   local memory per thread, bytes (default 65536)
  PTXSIM_HEAP_SIZE=N    device malloc heap, bytes (default 64 MiB)
  PTXSIM_STATS=FILE     append executed instruction counts per launch
  PTXSIM_PROFILE=FILE   append the same counts per PTX function per launch
                        (plus calls), most instructions first
  PTXSIM_DUMP=DIR       write the linked PTX modules there, so that an
                        error's "module M, PTX line N" can be looked up
  PTXSIM_TRACE=1        trace every executed instruction on stderr (slow)
  PTXSIM_QUIET=1        no ptxsim error line on stderr (libgomp still
                        reports the failure)

Exit status: PROGRAM's own.  A device error (an access outside its
object or state space, a trap, a deadlock, the budget) fails the launch:
libgomp prints "libgomp: ... (ptxsim: ...)" and exits with status 1, and
ptxsim's one-line report ("ptxsim: KIND in kernel K, function F, PTX line
N (module M)[, source FILE:LINE:COL]: ...", the source with -g) follows
on stderr.  $me's own errors: 2 (usage), 127 (ptxsim library missing).
USAGE
}

case $1 in
  --help|-h) usage; exit 0 ;;
  --) shift ;;
esac
if [ $# -lt 1 ]; then
  usage >&2
  exit 2
fi
if [ -n "$reldir" ]; then
  self=$(readlink -f "$0" 2>/dev/null || echo "$0")
  here=$(dirname "$self")
  [ -f "$here/$reldir/libcuda.so.1" ] && libdir=$(cd "$here/$reldir" && pwd)
fi
if [ ! -f "$libdir/libcuda.so.1" ]; then
  echo "$me: $libdir/libcuda.so.1 is missing (make ptxsim, or make install)" >&2
  exit 127
fi
LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
OMP_TARGET_OFFLOAD=MANDATORY
ACC_DEVICE_TYPE=${ACC_DEVICE_TYPE:-nvidia}
export LD_LIBRARY_PATH OMP_TARGET_OFFLOAD ACC_DEVICE_TYPE
exec "$@"
