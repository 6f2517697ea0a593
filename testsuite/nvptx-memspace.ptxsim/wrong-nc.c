/* Every global load through a pointer made ld.global.nc by the testing
   knob: y is read and written by the kernel, so its loads are not
   read-only for the kernel's lifetime.  ptxsim must report the .nc load
   of data the kernel writes; the stock build runs.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=global-load-as-nc" } */
/* { dg-ptxsim-error "ld.global.nc of data the kernel writes" } */
/* { dg-final { scan-ptx "*" "ld.global.nc.f32" } } */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  int n = 256;
  float *x = malloc (n * sizeof *x), *y = malloc (n * sizeof *y);
  for (int i = 0; i < n; i++)
    {
      x[i] = i;
      y[i] = 1;
    }
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = 2 * x[i] + y[i];
  double s = 0;
  for (int i = 0; i < n; i++)
    s += y[i];
  printf ("%.1f\n", s);
  return s != 256.0 + 2.0 * 32640.0;
}
