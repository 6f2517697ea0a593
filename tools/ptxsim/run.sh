#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# build/ptxsim/run PROG ARGS...: run an offloading program on ptxsim, the
# emulated GPU.  The Makefile generates build/ptxsim/run from this file,
# with @PTXSIM_LIBDIR@ replaced by build/ptxsim's absolute path.
#
# Debian's libgomp-plugin-nvptx.so.1 does dlopen ("libcuda.so.1")
# (GCC 12's libgomp/plugin/plugin-nvptx.c:114).  That dlopen searches
# LD_LIBRARY_PATH before ld.so.cache and the default directories (the
# plugin has no DT_RPATH/DT_RUNPATH), so putting build/ptxsim first makes
# it load ptxsim's libcuda.so.1 even where NVIDIA's driver is installed.
# (An executable linked with an old-style DT_RPATH naming a directory with
# a real libcuda.so.1 would still win; with GOMP_DEBUG=1, libgomp prints
# "Link log ptxsim's libcuda.so.1 (ptxsim (emulated sm_80)): linked N PTX
# inputs" when ptxsim's is the one in use.)
#
# OMP_TARGET_OFFLOAD=MANDATORY always: a silent host fallback would make
# a run look right without running any device code.  ACC_DEVICE_TYPE is
# nvidia unless set (ACC_DEVICE_TYPE=host still compares with the host).
# The PTXSIM_* variables (ptxsim.h) pass through.
libdir='@PTXSIM_LIBDIR@'
if [ $# -lt 1 ]; then
  echo "usage: $0 PROGRAM [ARGUMENTS...]" >&2
  exit 2
fi
if [ ! -f "$libdir/libcuda.so.1" ]; then
  echo "ptxsim: $libdir/libcuda.so.1 is missing (make ptxsim)" >&2
  exit 127
fi
LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
OMP_TARGET_OFFLOAD=MANDATORY
ACC_DEVICE_TYPE=${ACC_DEVICE_TYPE:-nvidia}
export LD_LIBRARY_PATH OMP_TARGET_OFFLOAD ACC_DEVICE_TYPE
exec "$@"
