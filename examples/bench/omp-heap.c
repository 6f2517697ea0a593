/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 1000
#endif
int main (void)
{
  static double out[N];
#pragma omp target map(from: out)
  {
    double *tmp = malloc (N * sizeof (double));
    if (tmp)
      {
	for (int i = 0; i < N; i++)
	  tmp[i] = i * 0.5;
	for (int i = 0; i < N; i++)
	  out[i] = tmp[(i * 13) % N] + tmp[i];
	free (tmp);
      }
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf ("%.1f\n", s);
  return 0;
}
