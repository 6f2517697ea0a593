/* Run test for phi-root-unknown.c: p = c ? a : q with q = b + 1 and c == 0
   stores into b, then b[i+1] is read again.  With the store wrongly given
   a's base, the reload is removed and out[i] is 2t instead of 3t.  The
   result is checked against the host and must equal the stock GCC
   program's (on a GPU or ptxsim; natively the region runs on the host and
   cannot show the difference).
   The target data region maps the arrays first: GCC 12's libgomp looks up
   an implicitly mapped pointer (OpenMP 5.0: a zero-length array section)
   before entering the construct's own maps (libgomp/target.c:1108,
   gomp_map_vars_internal's first pass), so without it the pointer is NULL
   on a real device (ptxsim showed the store through NULL, stock and
   plugin alike).  */
/* { dg-do run } */
#include <stdio.h>

#define N 256

static void
f (int n, int c, float *restrict a, float *restrict b, float *restrict out)
{
  float *q = b + 1;
#pragma omp target data map(tofrom: a[0:n+1], b[0:n+1])
#pragma omp target teams distribute parallel for map(tofrom: a[0:n+1], b[0:n+1]) map(from: out[0:n])
  for (int i = 0; i < n; i++)
    {
      float *p = c ? a : q;
      float t = b[i + 1];
      p[i] = t * 2.0f;
      out[i] = b[i + 1] + t;
    }
}

int
main (void)
{
  static float a[N + 1], b[N + 1], out[N];
  for (int i = 0; i <= N; i++)
    b[i] = (i % 9) + 1;
  f (N, 0, a, b, out);
  double sum = 0, rsum = 0;
  for (int i = 0; i < N; i++)
    {
      sum += (double) out[i] * (i + 1);
      rsum += 3.0 * ((i + 1) % 9 + 1) * (i + 1);
    }
  printf ("%.1f %.1f\n", sum, rsum);
  return sum != rsum;
}
