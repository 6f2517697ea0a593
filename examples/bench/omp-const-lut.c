/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#pragma omp declare target
static const unsigned lut[16] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3 };
#pragma omp end declare target
#ifndef N
#define N 100000
#endif
int main (void)
{
  static unsigned in[N], out[N];
  for (int i = 0; i < N; i++) in[i] = i * 2654435761u;
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    {
      unsigned v = in[i], h = 0;
      for (int k = 0; k < 8; k++)
	h = h * 31 + lut[(v >> (4 * k)) & 15];
      out[i] = h;
    }
  unsigned long s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf ("%lu\n", s);
  return 0;
}
