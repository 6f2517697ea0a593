/* Run test: OpenACC parallel loop with restrict x (read) and y (written),
   acc-saxpy.c's region with a gang/vector loop over a larger array.  The
   weighted sum of y is checked against the host and must equal the stock
   GCC program's output.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx "saxpy._omp_fn.0" {st\.global\.f32\s} } } */
#include <stdio.h>

#define N 1000

static void
saxpy (int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int
main (void)
{
  static float x[N], y[N], ref[N];
  for (int i = 0; i < N; i++)
    {
      x[i] = (i % 11) - 5;
      y[i] = ref[i] = (i % 3) * 1.5f;
    }
  saxpy (N, 2.0f, x, y);
  double sum = 0, rsum = 0;
  for (int i = 0; i < N; i++)
    {
      ref[i] = 2.0f * x[i] + ref[i];
      sum += (double) y[i] * (i + 1);
      rsum += (double) ref[i] * (i + 1);
    }
  printf ("%.1f %.1f\n", sum, rsum);
  return sum != rsum;
}
