/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#ifndef N
#define N 100000
#endif
int main (void)
{
  static float x[N];
  for (int i = 0; i < N; i++) x[i] = (i % 10) * 0.25f;
  float s = 0;
#pragma acc parallel loop gang worker vector reduction(+:s) copyin(x)
  for (int i = 0; i < N; i++)
    s += x[i];
  printf ("%.2f\n", s);
  return 0;
}
