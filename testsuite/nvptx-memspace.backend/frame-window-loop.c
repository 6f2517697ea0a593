/* Issue 27: the frame copies of worker and vector propagation (nvptx_propagate)
   run at every fork; inside a sequential loop of a worker-partitioned body
   each vector fork copies the .local frame again.  Their frame pointer
   was cvta.to.local of %frame at each copy (and cvta.to.local + add where
   the copy starts at an offset): four conversions in the PTX, each run on
   every iteration of the loop over t.  %frame is set once by the
   prologue (init_frame, nvptx.cc:1235-1245) and never in RTL, so the
   webs rooted at it now start from one window register converted before
   the first insn, which every thread runs before any neutering branch;
   each copy starts with a move or an add of it.  memspace-opt's own
   conversion of tmp's address (address-spaces.cc: cvta.to.local of
   %frame) reads the window too: one cvta.to.local of %frame in the
   kernel.  The run checks the result on ptxsim.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=rtl-memspace-backend" } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {cvta\.to\.local\.u64\s+%r[0-9]+, %frame;} 1 } } */
/* { dg-final { scan-offload-dump memspace-backend {memspace's conversion of %frame r[0-9]+ (moved from|replaced by) the local window} } } */
/* { dg-final { scan-offload-dump-times memspace-backend {the local window of %frame, converted once at the start} 1 } } */
/* { dg-final { scan-offload-dump memspace-backend {defined off the local window} } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" } } */

#include <stdlib.h>

#define N 64

int
main (void)
{
  float a[N * N], out[N];
  for (int i = 0; i < N * N; i++)
    a[i] = i % 7;
#pragma acc parallel num_gangs(2) num_workers(4) vector_length(32) copyin(a) copyout(out)
#pragma acc loop gang worker
  for (int j = 0; j < N; j++)
    {
      float tmp[4];
      float s = 0;
      for (int t = 0; t < 3; t++)
	{
	  tmp[(t * j) & 3] = t;
	  tmp[(t + j) & 3] = 1;
#pragma acc loop vector reduction(+:s)
	  for (int i = 0; i < N; i++)
	    s += a[j * N + i] * tmp[(t * j) & 3];
	}
      out[j] = s;
    }
  for (int j = 0; j < N; j++)
    {
      float s = 0;
      for (int t = 0; t < 3; t++)
	{
	  float tmp[4];
	  tmp[(t * j) & 3] = t;
	  tmp[(t + j) & 3] = 1;
	  for (int i = 0; i < N; i++)
	    s += a[j * N + i] * tmp[(t * j) & 3];
	}
      if (out[j] != s)
	abort ();
    }
  return 0;
}
