/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Externally visible noinline helpers called from parallel loops: only
   inter-procedural propagation (ipmsp's clones) can qualify their
   accesses.  */
#include <stdio.h>
#include <stdlib.h>
#ifndef ROWS
#define ROWS 512
#endif
#ifndef COLS
#define COLS 512
#endif
#pragma omp declare target
__attribute__ ((noinline)) void
axpy_row (int n, float a, const float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
__attribute__ ((noinline)) float
dot_row (int n, const float *x, const float *y)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
#pragma omp end declare target
int main (void)
{
  float *x = malloc (ROWS * COLS * sizeof (float)), *y = malloc (ROWS * COLS * sizeof (float));
  float *d = malloc (ROWS * sizeof (float));
  for (int i = 0; i < ROWS * COLS; i++) { x[i] = i % 7; y[i] = i % 5; }
#pragma omp target data map(to: x[0:ROWS*COLS]) map(tofrom: y[0:ROWS*COLS]) map(from: d[0:ROWS])
  {
#pragma omp target teams distribute parallel for
    for (int r = 0; r < ROWS; r++)
      axpy_row (COLS, 0.5f, x + r * COLS, y + r * COLS);
#pragma omp target teams distribute parallel for
    for (int r = 0; r < ROWS; r++)
      d[r] = dot_row (COLS, x + r * COLS, y + r * COLS);
  }
  double s = 0;
  for (int r = 0; r < ROWS; r++) s += d[r];
  printf ("%.1f\n", s);
  return 0;
}
