/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdint.h>
#ifndef N
#define N 4096
#endif
int main (void)
{
  static float x[N], y[N];
  for (int i = 0; i < N; i++) x[i] = i % 11;
#pragma omp target teams distribute parallel for map(to: x) map(from: y)
  for (int i = 0; i < N; i++)
    {
      uintptr_t base = (uintptr_t) x;
      const float *p = (const float *) (base + (uintptr_t) i * sizeof (float));
      y[i] = *p * 2.0f;
    }
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf ("%.1f\n", s);
  return 0;
}
