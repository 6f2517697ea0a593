/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N (1 << 20)
#endif
static void
saxpy (int n, float a, const float *restrict x, float *restrict y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
int main (void)
{
  int n = N;
  float *x = malloc (n * sizeof *x), *y = malloc (n * sizeof *y);
  for (int i = 0; i < n; i++) { x[i] = i % 100; y[i] = 1; }
  for (int r = 0; r < 10; r++)
    saxpy (n, 0.5f, x, y);
  double s = 0;
  for (int i = 0; i < n; i++) s += y[i];
  printf ("%.1f\n", s);
  return 0;
}
