/* Issue 27: a loop-invariant conversion goes out of the loop.  A
   vector-private array in the gang-vector loop of an OpenACC kernel:
   IVOPTs starts the induction variable of the copy loop from &win inside
   the loop over i, and memspace-opt2 converted that start right there --
   a cvta.to.local of %frame on every iteration (RTL's loop2_invariant
   cannot move it: its destination is the induction variable, which the
   loop also increments, loop-invariant.cc pre_check_invariant_p).  The
   start is now win's own conversion (SHADOW_ADDRESS), which
   place_conversions puts after the fork and out of the loops.  Where
   there were three cvta.to.local of %frame in the kernel (this one, the
   IV start, the frame copy of the vector propagation), one is left;
   the knob backend-accesses=0 leaves the frame copy as the back end made
   it, so the scan counts memspace-opt's conversions alone: one (two
   before, one of them in the loop).  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-backend-accesses=0" } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {cvta\.to\.local\.u64\s+%r[0-9]+, %frame;} 1 } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "local >= 2" } } */

#include <stdlib.h>

#define N 1024
#define W 8

int
main (void)
{
  static float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i % 23;
#pragma acc parallel loop gang vector copyin(in) copyout(out)
  for (int i = 0; i < N; i++)
    {
      float win[W];
      for (int k = 0; k < W; k++)
	win[k] = in[(i + k) % N];
      float s = 0;
      for (int k = 0; k < W; k++)
	s += win[(k * 5 + i) % W] * k;
      out[i] = s;
    }
  for (int i = 0; i < N; i++)
    {
      float s = 0;
      for (int k = 0; k < W; k++)
	s += in[(i + (k * 5 + i) % W) % N] * k;
      if (out[i] != s)
	abort ();
    }
  return 0;
}
