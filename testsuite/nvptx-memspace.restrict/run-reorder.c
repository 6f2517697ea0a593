/* Run test: reads and writes of two restrict arrays in one loop body.
   process-restrict gives a and b distinct bases of one clique, so GCC may
   keep a[i] and b[i] in registers across the stores and reorder the
   accesses; the results must still be the host's and the stock GCC
   program's.  The per-element data dependences (a[i] then b[i] then a[i]
   again) are exactly what a wrong clique would break.  Each iteration
   touches only its own elements, so the parallel loop has no race.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: a \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: b \(from the data record\)$} } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */
/* With the cliques a[i] and b[i] are each loaded once and stored once
   (stock GCC: 4 loads, 3 stores, every store may clobber the other
   array).  */
/* { dg-final { scan-ptx-times "update._omp_fn.1" {ld\.[a-z.]*f32\s} 2 } } */
/* { dg-final { scan-ptx-times "update._omp_fn.1" {st\.[a-z.]*f32\s} 2 } } */
#include <stdio.h>

#define N 512

static void
update (int n, float *restrict a, float *restrict b)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n], b[0:n])
  for (int i = 0; i < n; i++)
    {
      a[i] = a[i] * 2.0f + b[i];
      b[i] = b[i] * 0.25f - a[i];
      a[i] += b[i] * 0.5f;
    }
}

int
main (void)
{
  static float a[N], b[N], ra[N], rb[N];
  for (int i = 0; i < N; i++)
    {
      a[i] = ra[i] = (i % 13) - 6;
      b[i] = rb[i] = (i % 7) * 2;
    }
  for (int i = 0; i < N; i++)
    {
      ra[i] = ra[i] * 2.0f + rb[i];
      rb[i] = rb[i] * 0.25f - ra[i];
      ra[i] += rb[i] * 0.5f;
    }
  update (N, a, b);
  double sum = 0, rsum = 0;
  for (int i = 0; i < N; i++)
    {
      sum += (double) a[i] * (i + 1) + (double) b[i] * (2 * i + 3);
      rsum += (double) ra[i] * (i + 1) + (double) rb[i] * (2 * i + 3);
    }
  printf ("%.1f %.1f\n", sum, rsum);
  return sum != rsum;
}
