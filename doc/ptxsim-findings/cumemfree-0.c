/* ptxsim gap: an OpenACC compute construct that maps nothing.  libgomp's
   plugin-nvptx.c (GCC 12, GOMP_OFFLOAD_openacc_exec, line 1526) calls
   cuMemFree (dp) after every OpenACC launch, with dp == 0 when there was
   no argument block to allocate; ptxsim's cuMemFree_v2 refuses 0 with
   CUDA_ERROR_INVALID_VALUE ("libgomp: cuMemFree error: invalid
   argument"); NVIDIA's driver takes cuMemFree (0) as a no-op, or every
   such GCC test would fail on a GPU.  Expected output: 1.
     gcc -O2 -fopenacc -foffload=nvptx-none \
       -foffload-options=nvptx-none="-misa=sm_80 -mptx=7.0" cumemfree-0.c
     build/ptxsim/run ./a.out  */
#include <stdio.h>

int
main (void)
{
  int r = 0;
#pragma acc serial copyout(r)
  r = 1;
#pragma acc serial
  ;
  printf ("%d\n", r);
  return 0;
}
