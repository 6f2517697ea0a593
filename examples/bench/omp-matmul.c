/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 256
#endif
int main (void)
{
  float *a = malloc (N * N * sizeof (float)), *b = malloc (N * N * sizeof (float));
  float *c = malloc (N * N * sizeof (float));
  for (int i = 0; i < N * N; i++) { a[i] = i % 7; b[i] = i % 5; c[i] = 0; }
#pragma omp target teams distribute parallel for map(to: a[0:N*N], b[0:N*N]) map(tofrom: c[0:N*N])
  for (int i = 0; i < N; i++)
    {
      const float *row = a + i * N;
      float *out = c + i * N;
      for (int j = 0; j < N; j++)
	{
	  float s = 0;
	  for (int k = 0; k < N; k++)
	    s += row[k] * b[k * N + j];
	  out[j] = s;
	}
    }
  double s = 0;
  for (int i = 0; i < N * N; i++) s += c[i];
  printf ("%.1f\n", s);
  return 0;
}
