/* A __restrict__ pointer captured by a lambda inside a target region.
   The lambda is inlined; the value it reads through is the restrict root x
   loaded from the record of the parallel function, only read and global,
   so the load becomes ld.global.nc.  y is written (never .nc).  The
   weighted sum is checked.  */
/* { dg-do run } */
/* { dg-final { scan-ptx-times "_Z4stepiPKfPf._omp_fn.1" {ld\.global\.nc\.f32\s} 1 } } */
/* { dg-final { scan-ptx "_Z4stepiPKfPf._omp_fn.1" {st\.global\.f32\s} } } */
/* { dg-final { ptx-stats "_Z4stepiPKfPf._omp_fn.1" "generic == 0" } } */
/* { dg-final { scan-ptx-not "*" {st\.global\.nc} } } */
#include <cstdio>

void
step (int n, const float *__restrict__ x, float *__restrict__ y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    {
      auto twice = [=] (int j) { return 2.0f * x[j]; };
      y[i] = twice (i) + y[i];
    }
}

#define N 5000

int
main ()
{
  static float x[N], y[N];
  for (int i = 0; i < N; i++)
    {
      x[i] = (float) (i % 29);
      y[i] = (float) (i % 8);
    }
  step (N, x, y);
  double s = 0, r = 0;
  for (int i = 0; i < N; i++)
    {
      s += (double) y[i] * (i % 10 + 1);
      r += (double) (2.0f * (i % 29) + (i % 8)) * (i % 10 + 1);
    }
  printf ("%.1f %.1f\n", s, r);
  return s != r;
}
