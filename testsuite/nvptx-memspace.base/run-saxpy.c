/* An OpenMP saxpy over mapped heap arrays builds with the plugin, ptxas
   accepts its device code, and it prints what the stock build prints.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" "fma.rn.f32" } } */
#include <stdio.h>
#include <stdlib.h>

static void
saxpy (int n, float a, const float *restrict x, float *restrict y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int main (void)
{
  int n = 1000;
  float *x = malloc (n * sizeof *x), *y = malloc (n * sizeof *y);
  for (int i = 0; i < n; i++)
    {
      x[i] = i;
      y[i] = 1;
    }
  saxpy (n, 2.0f, x, y);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += y[i];
  printf ("%.1f\n", s);
  return s != 1000.0 + 2.0 * 499500.0;
}
