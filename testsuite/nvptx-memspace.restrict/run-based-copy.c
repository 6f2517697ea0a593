/* Run test for nc-based-copy.c: w = x, a plain pointer based on the
   restrict x, writes x's data in the kernel; the following read of x[i]
   must see the new value (y[i] = (x[i] + 1) * 2).  A non-coherent
   ld.global.nc may return the old one.  Checked against the host and the
   stock GCC program (on a GPU or ptxsim; natively the region runs on the
   host).
   The target data region maps the arrays first: GCC 12's libgomp looks up
   an implicitly mapped pointer (OpenMP 5.0: a zero-length array section)
   before entering the construct's own maps (libgomp/target.c:1108,
   gomp_map_vars_internal's first pass), so without it the pointer is NULL
   on a real device (ptxsim showed the store through NULL, stock and
   plugin alike).  */
/* { dg-do run } */
#include <stdio.h>

#define N 1000

static void
f (int n, float *restrict x, float *restrict y)
{
  float *w = x;
#pragma omp target data map(tofrom: x[0:n])
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++)
    {
      w[i] = x[i] + 1.0f;
      y[i] = x[i] * 2.0f;
    }
}

int
main (void)
{
  static float x[N], y[N];
  for (int i = 0; i < N; i++)
    x[i] = i % 23;
  f (N, x, y);
  double sum = 0, rsum = 0;
  for (int i = 0; i < N; i++)
    {
      sum += (double) y[i] * (i + 1) + x[i];
      rsum += (double) ((i % 23) + 1) * 2 * (i + 1) + ((i % 23) + 1);
    }
  printf ("%.1f %.1f\n", sum, rsum);
  return sum != rsum;
}
