/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Stock GCC 12 bug: a store outside every object (doc/ptxsim-findings/
   teams-loop-private-simt.c): "teams loop" is lowered to a SIMT simd
   loop, whose 320 bytes of private(x) get the fixed 136-byte
   %simtstack_ar of a non-leaf function; the soft-stack pointer is saved
   below the array.  The host fallback prints "bad 0"; so did an H200
   (GPU kit, 2026-11-28: no fault, this output unchanged): ptxsim
   reports the store, the chip let it through.  */
/* { dg-do run } */
/* { dg-ptxsim-stock-bug "out-of-bounds access in kernel main\\\$_omp_fn\\\$0, function main\\\$_omp_fn\\\$1, .*: st.u64 .*,%stack: store of 8 bytes at " } */
/* { dg-final { scan-ptx "main._omp_fn.1" {%simtstack_ar\[136\]} } } */
#include <stdio.h>

#define N 256

int
main (void)
{
  int out[N];
  double x[40];
#pragma omp target teams loop private(x) map(from: out)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 40; k++)
	x[k] = i + k;
      out[i] = (int) x[i % 40];
    }
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (out[i] != i + i % 40)
      bad++;
  printf ("bad %d\n", bad);
  return bad != 0;
}
