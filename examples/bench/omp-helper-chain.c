/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A chain of externally visible noinline helpers, one returning a pointer:
   row () -> scale_row () -> scale_elem ().  Resolved bottom-up by clones.  */
#include <stdio.h>
#ifndef N
#define N 256
#endif
#pragma omp declare target
__attribute__ ((noinline)) float *
row (float *base, int r)
{
  return base + r * N;
}
__attribute__ ((noinline)) void
scale_elem (float *p, float f)
{
  *p *= f;
}
__attribute__ ((noinline)) void
scale_row (float *p, float f)
{
  for (int i = 0; i < N; i++)
    scale_elem (p + i, f);
}
#pragma omp end declare target
int main (void)
{
  static float a[N * N];
  for (int i = 0; i < N * N; i++) a[i] = i % 9;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int r = 0; r < N; r++)
    scale_row (row (a, r), 1.5f);
  double s = 0;
  for (int i = 0; i < N * N; i++) s += a[i];
  printf ("%.1f\n", s);
  return 0;
}
