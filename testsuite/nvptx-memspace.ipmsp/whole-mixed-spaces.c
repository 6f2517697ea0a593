/* Callers all known but disagreeing (the default, on the program of
   mixed-spaces.c): the `acc routine' `sum4' is called with the gang-private (.shared) array and
   twice with mapped (global) data.  In place its parameter would be
   generic (shared meet global), so each site with a concrete space goes
   to a clone per vector, (shared, -) and (global, -), as for a function
   with unknown callers; with every call redirected and nothing outside
   the offload compilation able to call it, the original is made local
   and GCC removes it: no dead original is emitted.  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump-times ipmsp {^sum4 is cloned : } 2 } } */
/* { dg-final { scan-offload-dump ipmsp {^sum4 : no caller left, made local$} } } */
/* { dg-final { scan-offload-dump ipmsp {^sum4/[0-9]+: callers known, frame local, return [a-z]+\n  param 0: generic\n} } } */
/* { dg-final { ptx-stats "sum4.memspace.0" "generic == 0" "st.global == 0" } } */
/* { dg-final { ptx-stats "sum4.memspace.1" "generic == 0" "st.global == 0" } } */
/* { dg-final { scan-ptx-times "*" {ld\.shared\.u32\s} 4 } } */
/* { dg-final { scan-ptx-times "*" {ld\.global\.u32\s} 4 } } */
/* { dg-final { scan-ptx-not "*" {\msum4 \(} } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0" {call[^;]*sum4\$memspace\$[01], } 3 } } */
#include "mixed-spaces.c"
