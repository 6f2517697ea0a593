/* With verify=1 the program still computes the stock result (on a GPU or
   ptxsim, a failing check would print "nvptx-memspace verify: ..." and
   trap).  w is mapped explicitly: GCC 12 maps a referenced const array
   implicitly tofrom, and copying it back into read-only memory faults
   (on ptxsim as on a GPU; stock and plugin alike).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1" } */
/* { dg-final { scan-ptx "*" {isspacep\.global\s} } } */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  int n = 4096;
  float *x = malloc (n * sizeof *x), *y = malloc (n * sizeof *y);
  static const float w[4] = { 1.0f, 0.5f, 0.25f, 0.125f };
  for (int i = 0; i < n; i++)
    {
      x[i] = i % 17;
      y[i] = i % 5;
    }
#pragma omp target teams distribute parallel for map(to: x[0:n], w) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    {
      float tmp[4];
      for (int k = 0; k < 4; k++)
	tmp[k] = x[i] * w[k];
      y[i] += tmp[i & 3];
    }
  double s = 0;
  for (int i = 0; i < n; i++)
    s += y[i] * (i % 7 + 1);
  printf ("%.3f\n", s);
  return 0;
}
