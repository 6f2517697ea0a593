/* At -O1 the plugin rewrites the saxpy loop's accesses (no generic access
   left in the parallel region) and the program runs.  */
/* { dg-do run } */
/* { dg-options "-O1" } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" "global >= 3" } } */
#include <stdio.h>

int
main (void)
{
  int n = 64, ok = 1;
  float x[64], y[64];
  for (int i = 0; i < n; i++)
    {
      x[i] = i;
      y[i] = 1;
    }
#pragma omp target teams distribute parallel for map(to: x) map(tofrom: y)
  for (int i = 0; i < n; i++)
    y[i] = 2 * x[i] + y[i];
  for (int i = 0; i < n; i++)
    ok &= y[i] == 2 * i + 1;
  printf ("%d\n", ok);
  return !ok;
}
