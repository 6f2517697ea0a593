/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on hoist_record_loads: a field of the parallel region's
   record that changes while the team runs.  x and seen are shared
   variables of the target region held by value in the record; inside
   the loop over k, the `for' construct's lastprivate copy-out and the
   `single' store new values into the record, and every thread reads them
   after the barrier.  The function writes its record, so ipmsp publishes
   no record fact and no load may leave the loop (a hoisted load of x
   would read its value from before the first iteration).  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump-not "memspace-opt2" "invariant record load hoisted" } } */

#include <stdlib.h>

int
main (void)
{
  int out[2] = { 0, 0 };
  int n = 64;
#pragma omp target map(from: out) map(to: n)
  {
    int x = 0, seen = 0;
#pragma omp parallel num_threads(4) shared(x, seen)
    {
      for (int k = 0; k < 3; k++)
	{
#pragma omp for lastprivate(x)
	  for (int i = 0; i < n + k; i++)
	    x = i * 3 + k;
#pragma omp single
	  seen += x;
	}
    }
    out[0] = x;
    out[1] = seen;
  }
  int x = 0, seen = 0;
  for (int k = 0; k < 3; k++)
    {
      for (int i = 0; i < n + k; i++)
	x = i * 3 + k;
      seen += x;
    }
  if (out[0] != x || out[1] != seen)
    abort ();
  return 0;
}
