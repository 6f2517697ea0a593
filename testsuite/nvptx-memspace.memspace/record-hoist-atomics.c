/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 27: record loads out of a loop with atomics (the bench's
   omp-atomic-hist).  The parallel region's record holds the addresses of
   the mapped arrays data, hist and sum; the loop's atomics are calls that
   may write any escaped memory, so GIMPLE's LIM keeps the record loads in
   the loop and stock GCC reloads the three pointers (four loads: data
   twice) on every element (with pointers to malloc'd arrays instead,
   points-to analysis lets LIM hoist them).  ipmsp published a fact for
   each field (the launcher stores them before GOMP_parallel, the
   function only loads them): they cannot change while the team runs, so
   hoist_record_loads does each load once before the loop, and the
   conversions go with them -- none is left in the loop (before: four
   ld.global.u64 and four cvta.to.global.u64 per element).  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2" } */
/* Four loads of the parallel function's record (.omp_data_s) leave the
   loop; the kernel's own (.omp_data_t, the teams loop) do too.  */
/* { dg-final { scan-offload-dump-times "memspace-opt2" {invariant record load hoisted out of loop [0-9]+, uses _[0-9]+: _[0-9]+ = MEM\[\(<address-space-1> struct \.omp_data_s} 4 } } */
/* Three record loads and the compare-and-swap loop's first load of sum[].  */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {ld\.global\.u64} 4 } } */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {cvta\.to\.global\.u64} 4 } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" } } */

#include <stdlib.h>

#define N 4096
#define NBINS 64

int
main (void)
{
  static int data[N], hist[NBINS];
  static double sum[NBINS];
  int ref[NBINS] = { 0 };
  for (int i = 0; i < N; i++)
    data[i] = (i * 2654435761u) % NBINS;
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: hist, sum)
  for (int i = 0; i < N; i++)
    {
#pragma omp atomic update
      hist[data[i]]++;
#pragma omp atomic update
      sum[data[i]] += 0.5;
    }
  for (int i = 0; i < N; i++)
    ref[data[i]]++;
  for (int b = 0; b < NBINS; b++)
    if (hist[b] != ref[b] || sum[b] != 0.5 * ref[b])
      abort ();
  return 0;
}
