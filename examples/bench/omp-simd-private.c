/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#ifndef N
#define N 8192
#endif
int main (void)
{
  static float in[N], out[N];
  for (int i = 0; i < N; i++) in[i] = i % 29;
#pragma omp target teams distribute parallel for simd map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    {
      float w[8];
      for (int k = 0; k < 8; k++)
	w[k] = in[(i + k) % N] * (k + 1);
      float s = 0;
      for (int k = 0; k < 8; k++)
	s += w[(k * 3 + i) & 7];
      out[i] = s;
    }
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf ("%.1f\n", s);
  return 0;
}
