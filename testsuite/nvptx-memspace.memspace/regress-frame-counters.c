/* Regression (issue 16, "no more memory instructions than stock"): the
   lastprivate counters of a collapsed `parallel for simd' loop live in the
   frame until the SIMT lowering, and GCC then makes them registers.
   memspace-opt1 rewrote their accesses through the converted frame
   address, which kept them addressable: loaded and stored every iteration
   (measured in regress-slsr-alias-type.c: 10 -> 19 in the parallel body).  Automatics are
   rewritten after "optimized" now, when what stays in memory is known.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "f._omp_fn.1" "generic == 0" "user <= 11" } } */
#include <stdio.h>

#pragma omp declare target
double b[20][20][20];
#pragma omp end declare target

__attribute__((noinline, noclone)) void
f (long long n)
{
  long long v1, v2, v3;
#pragma omp target parallel for simd schedule(guided, 32) collapse(3)
  for (v1 = 0; v1 < 20; v1 += 2)
    for (v2 = 0; v2 < n; v2++)
      for (v3 = 10; v3 > 0; v3--)
	b[v1][v2][v3 - 1] += 5.5;
}

int
main (void)
{
  f (3);
#pragma omp target update from(b)
  double s = 0;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++)
      for (int k = 0; k < 20; k++)
	s += b[i][j][k] * (i + 2 * j + 3 * k);
  printf ("%.1f\n", s);
  return 0;
}
