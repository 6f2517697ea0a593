/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#ifndef N
#define N 4096
#endif
#ifndef W
#define W 8
#endif
int main (void)
{
  static float in[N], out[N];
  for (int i = 0; i < N; i++) in[i] = i % 23;
#pragma acc parallel loop gang vector copyin(in) copyout(out)
  for (int i = 0; i < N; i++)
    {
      float win[W];
      for (int k = 0; k < W; k++)
	win[k] = in[(i + k) % N];
      float s = 0;
      for (int k = 0; k < W; k++)
	s += win[(k * 5 + i) % W] * k;
      out[i] = s;
    }
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf ("%.1f\n", s);
  return 0;
}
