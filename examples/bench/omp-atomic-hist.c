/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#ifndef N
#define N 100000
#endif
#ifndef BINS
#define BINS 64
#endif
int main (void)
{
  static int data[N], hist[BINS];
  static double sum[BINS];
  for (int i = 0; i < N; i++) data[i] = (i * 2654435761u) % BINS;
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: hist, sum)
  for (int i = 0; i < N; i++)
    {
#pragma omp atomic update
      hist[data[i]]++;
#pragma omp atomic update
      sum[data[i]] += 0.5;
    }
  long s = 0;
  for (int b = 0; b < BINS; b++) s += hist[b] * (b + 1) + (long) sum[b];
  printf ("%ld\n", s);
  return 0;
}
