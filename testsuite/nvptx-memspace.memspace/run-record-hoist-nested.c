/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hoist_record_loads with more around it: a parallel loop whose record
   loads leave the loop next to an omp simd reduction (SIMT), atomics on
   int and double, and a nested parallel region whose own record is built
   from the hoisted values in each iteration.  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump "memspace-opt2" "invariant record load hoisted out of loop" } } */

#include <stdio.h>
#include <stdlib.h>
#define N 512
int main (void)
{
  static int data[N], hist[16], out[N];
  static double acc[16];
  int scale = 3, errors = 0;
  for (int i = 0; i < N; i++) data[i] = (i * 7) % 16;
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: hist, acc) map(from: out) firstprivate(scale) num_teams(4)
  for (int i = 0; i < N; i++)
    {
      int s = 0;
#pragma omp simd reduction(+:s)
      for (int k = 0; k < 8; k++)
	s += data[(i + k) % N] * scale;
      out[i] = s;
#pragma omp atomic update
      hist[data[i]]++;
#pragma omp atomic update
      acc[data[i]] += 0.25 * scale;
#pragma omp parallel num_threads(1)
      {
#pragma omp atomic update
	hist[(data[i] + 1) % 16] += 2;
      }
    }
  int rh[16] = {0}; double ra[16] = {0};
  for (int i = 0; i < N; i++)
    {
      int s = 0; for (int k = 0; k < 8; k++) s += data[(i + k) % N] * scale;
      errors += out[i] != s;
      rh[data[i]]++; ra[data[i]] += 0.25 * scale; rh[(data[i] + 1) % 16] += 2;
    }
  for (int b = 0; b < 16; b++) errors += hist[b] != rh[b] || acc[b] != ra[b];
  printf ("%s %d\n", errors ? "FAIL" : "OK", errors);
  return errors != 0;
}
