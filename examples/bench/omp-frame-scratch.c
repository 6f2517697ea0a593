/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#ifndef N
#define N 2048
#endif
int main (void)
{
  static int in[N], out[N];
  for (int i = 0; i < N; i++) in[i] = (i * 37) % 101;
#pragma omp target map(to: in) map(from: out)
  {
    int count[101];
    for (int b = 0; b < 101; b++)
      count[b] = 0;
    for (int i = 0; i < N; i++)
      count[in[i]]++;
    for (int i = 0; i < N; i++)
      out[i] = count[in[i]];
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += out[i] * (i % 3);
  printf ("%ld\n", s);
  return 0;
}
