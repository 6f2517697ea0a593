/* whole-device-program=0 on the program of whole-inplace.c: GCC's own
   view, every public function may have callers outside the offload
   compilation.  `smooth' and `axpy' keep their originals (generic
   parameters and frames) and get one clone each for the calls in view;
   the original smooth still calls the original axpy, and the clone of
   smooth calls axpy's clone (today's behaviour before the whole device
   program rule).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0 -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^axpy/[0-9]+: callers unknown, frame generic, return bottom\n  param 0: generic\n  param 1: generic\n  param 2: generic\n  param 3: generic$} } } */
/* { dg-final { scan-offload-dump ipmsp {^smooth/[0-9]+: callers unknown, frame generic, return bottom\n} } } */
/* { dg-final { scan-offload-dump ipmsp {^smooth is cloned : smooth\$memspace\$0 \(-, global, global\)$} } } */
/* { dg-final { scan-offload-dump ipmsp {^axpy is cloned : axpy\$memspace\$[0-9]+ \(-, -, global, global\)$} } } */
/* { dg-final { scan-ptx "*" {^\.visible \.func axpy \(} } } */
/* { dg-final { scan-ptx "*" {^\.visible \.func smooth \(} } } */
/* { dg-final { ptx-stats "axpy" "global == 0" "generic == 3" } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*\msmooth\$memspace\$0, } } } */
#include "whole-inplace.c"
