/* Issue 27: identical conversions merged.  In the parallel body the
   private array w lives in the (soft-stack, global) frame; memspace-opt1 converts its address for the loop-invariant
   accesses, memspace-opt2 again for the references it rewrites after
   IVOPTs, each made in its own instance's start block.  RTL does not
   merge two inline-asm conversions in different blocks (GCSE takes only
   expressions an insn pattern computes, gcse.cc:838-880; CSE works
   within an extended basic block): two cvta.to.global of %frame.
   place_conversions merges conversions of one operand into one space and
   moves the frame's conversions as one group: one.  (Not `for simd':
   stock GCC 12 shares w between the SIMT lanes, doc/gcc-nvptx-facts.md
   section 13.)  */
/* { dg-do run } */
/* { dg-options "-fopenmp" } */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {cvta\.to\.global\.u64\s+%r[0-9]+, %frame;} 1 } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" } } */

#include <stdio.h>

#define N 512

int
main (void)
{
  static int in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i % 29;
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    {
      int w[8];
      for (int k = 0; k < 8; k++)
	w[k] = in[(i + k) % N] * (k + 1);
      int s = 0;
      for (int k = 0; k < 8; k++)
	s += w[(k * 3 + i) & 7];
      out[i] = s;
    }
  long c = 0;
  for (int i = 0; i < N; i++)
    c += (long) out[i] * (i + 1);
  printf ("%ld\n", c);
  return 0;
}
