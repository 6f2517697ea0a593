/* A gang-private array of an `acc routine gang' called from two compute
   regions: with shared-strategy=kernel it is one .shared variable that
   the CUDA linker reserves in the two kernels that call the routine, at
   one offset, and not in the third kernel, which does not (seed 004's
   "hybrid" outcome, for nothing: OpenACC kernels call routines directly,
   so the linker sees who reaches what).  ipmsp's clone of the routine
   (global arguments) has its own copy; the original, kept for callers
   elsewhere, too, and no kernel reserves that one.  Runs as stock.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (nvptx-memspace.ipmsp/whole-*.c).  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables shared by the gang; GCC 11 keeps them in each thread's .local frame, so the program computes wrong results on a device" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx-not "*" {__gang_private_shared} } } */
/* { dg-final { scan-ptx "stage.memspace.0" {\mt\$gang\$[0-9]+} } } */
/* { dg-final { image-smem "main._omp_fn.0" ">= 512" "< 1024" } } */
/* { dg-final { image-smem "main._omp_fn.1" ">= 512" "< 1024" } } */
/* { dg-final { image-smem "main._omp_fn.2" "== 0" } } */
#include <stdio.h>

#define N 1024

float a[N], b[N], c[N];

#pragma acc routine gang
void
stage (const float *x, float *y)
{
#pragma acc loop gang
  for (int g = 0; g < 8; g++)
    {
      float t[128];
#pragma acc loop vector
      for (int i = 0; i < 128; i++)
	t[i] = x[g * 128 + i] * 2.0f;
#pragma acc loop vector
      for (int i = 0; i < 128; i++)
	y[g * 128 + i] = t[127 - i] + t[i];
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i % 13;
#pragma acc parallel copyin(a) copyout(b)
  stage (a, b);
#pragma acc parallel copyin(b) copyout(c)
  stage (b, c);
#pragma acc parallel loop copy(a)
  for (int i = 0; i < N; i++)
    a[i] += 1;
  double s = 0;
  for (int i = 0; i < N; i++)
    s += c[i] * (i % 3) + a[i];
  printf ("%.1f\n", s);
  return 0;
}
