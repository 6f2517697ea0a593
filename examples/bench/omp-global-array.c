/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#ifndef N
#define N 4096
#endif
#pragma omp declare target
float weights[N];
#pragma omp end declare target
int main (void)
{
  static float x[N], y[N];
  for (int i = 0; i < N; i++) { weights[i] = (i % 9) * 0.5f; x[i] = i % 13; }
#pragma omp target update to(weights)
#pragma omp target teams distribute parallel for map(to: x) map(from: y)
  for (int i = 0; i < N; i++)
    y[i] = x[i] * weights[(i * 7) % N];
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf ("%.1f\n", s);
  return 0;
}
