/* An address rounded up with an alignment mask in integer arithmetic
   keeps its space (track-int2ptr), but a mask has no pointer form: the
   chain is converted where the masked integer is made (an integer root:
   made a generic pointer, then converted).  The load must be ld.global,
   and the result must match the host's.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump memspace-opt2 {^  _[0-9]+: global$} } } */
/* { dg-final { scan-offload-dump memspace-opt2 {rewrite load global: _[0-9]+ = MEM\[\((?:const )?<address-space-1> float \*\)_[0-9]+\]} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {ld\.f32\s} } } */

#include <stdlib.h>
#define N 64

__attribute__ ((noinline)) void
f (const float *x, float *out)
{
#pragma omp target map(to: x[0:N + 8]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    {
      unsigned long u = ((unsigned long) (x + i) + 15) & -16UL;
      out[i] = *(const float *) u;
    }
}

int
main (void)
{
  static float x[N + 8] __attribute__ ((aligned (16)));
  float out[N];
  for (int i = 0; i < N + 8; i++)
    x[i] = i;
  f (x, out);
  for (int i = 0; i < N; i++)
    if (out[i] != x[(i + 3) & ~3])
      abort ();
  return 0;
}
