/* SPDX-License-Identifier: GPL-3.0-or-later */
/* readonly-nc-vector-loop.c with the readonly-nc knob off: the record
   loads stay in the vector loop, so the pattern that test rules out is
   there -- that test can fail.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-readonly-nc=0" } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {ld\.global\.nc\.u64} 2 } } */
/* With the knob off, both loads are in the loop (what the test above rules out).  */
/* { dg-final { scan-ptx "main._omp_fn.0" {(?s)\n(\$L[0-9]+):[^$]*ld\.global\.nc[^$]*bra\s+\1;} } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" "user == 4" } } */

#include <stdlib.h>

#define N 1000

int
main (void)
{
  int a[N];
  int ondev = 0;
#pragma acc parallel vector_length(32) copyout(a) copy(ondev)
  {
#pragma acc loop vector
    for (int i = 0; i < N; i++)
      {
	a[i] = __builtin_goacc_parlevel_id (2) + i;
	ondev = 1;
      }
  }
  /* The vector lane's number on the device, 0 under host fallback.  */
  for (int i = 0; i < N; i++)
    if (a[i] < i || a[i] >= i + 32)
      abort ();
  if (ondev != 1)
    abort ();
  return 0;
}
