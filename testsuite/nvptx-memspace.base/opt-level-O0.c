/* At -O0 the plugin's passes do not run (as GCC gates its optimisation
   passes on optimize): the device code is stock GCC's, nothing is
   converted into a state space, and the program runs.  */
/* { dg-do run } */
/* { dg-options "-O0" } */
/* { dg-final { scan-ptx-not "*" "cvta\\.to\\." } } */
/* { dg-final { scan-ptx-not "*" "\\.global\\.f32" } } */
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
