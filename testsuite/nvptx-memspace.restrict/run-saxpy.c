/* Run test: OpenMP saxpy with restrict (omp-saxpy.c's kernel, x read with
   ld.global.nc, x and y in one clique).  The weighted sum of y is checked
   against the host and must equal the stock GCC program's output (on a
   GPU; without one the region runs on the host).  */
/* { dg-do run } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {ld\.global\.nc\.f32\s} } } */
#include <stdio.h>

#define N 1000

static void
saxpy (int n, float a, const float *restrict x, float *restrict y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int
main (void)
{
  static float x[N], y[N], ref[N];
  for (int i = 0; i < N; i++)
    {
      x[i] = (i % 17) - 8;
      y[i] = ref[i] = (i % 5) * 0.5f;
    }
  saxpy (N, 3.0f, x, y);
  double sum = 0, rsum = 0;
  for (int i = 0; i < N; i++)
    {
      ref[i] = 3.0f * x[i] + ref[i];
      sum += (double) y[i] * (i + 1);
      rsum += (double) ref[i] * (i + 1);
    }
  printf ("%.1f %.1f\n", sum, rsum);
  return sum != rsum;
}
