/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An OpenACC routine called from a gang/vector loop with mapped pointers.  */
#include <stdio.h>
#ifndef N
#define N 100000
#endif
#pragma acc routine seq
__attribute__ ((noinline)) float
poly (const float *c, float x)
{
  return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}
int main (void)
{
  static float x[N], y[N];
  static const float coef[4] = { 1.0f, 0.5f, 0.25f, 0.125f };
  float c[4];
  for (int k = 0; k < 4; k++) c[k] = coef[k];
  for (int i = 0; i < N; i++) x[i] = (i % 13) * 0.1f;
#pragma acc parallel loop gang vector copyin(x, c) copyout(y)
  for (int i = 0; i < N; i++)
    y[i] = poly (c, x[i]);
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf ("%.2f\n", s);
  return 0;
}
