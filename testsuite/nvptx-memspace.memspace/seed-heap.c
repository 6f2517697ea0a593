/* Seed S7: malloc and calloc inside a target region allocate from the
   device heap, which is global memory.  Stores and loads through their
   results must be .global (stock GCC: generic).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump memspace-opt2 {rewrite store global: MEM.*= } } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.u32\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.f32\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.u32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.f32\s} } } */
#include <stdlib.h>

void
f (int n, const int *idx, float *out)
{
#pragma omp target map(to: idx[0:n]) map(from: out[0:n])
  {
    int *p = malloc (n * sizeof (int));
    float *q = calloc (n, sizeof (float));
    for (int i = 0; i < n; i++)
      {
	p[idx[i]] = i;
	q[idx[i]] += 2.0f * i;
      }
    for (int i = 0; i < n; i++)
      out[i] = p[i] + q[(i * 3) % n];
    free (q);
    free (p);
  }
}

int
main (void)
{
  int idx[16];
  float out[16];
  for (int i = 0; i < 16; i++)
    idx[i] = 15 - i;
  f (16, idx, out);
  return 0;
}
