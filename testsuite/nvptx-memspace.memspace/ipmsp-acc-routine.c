/* ipmsp under OpenACC: `sum4' is a static `acc routine' and every call
   passes a pointer into mapped (global) data, so ipmsp must vote its
   parameter global and its loads must be ld.global.  The frame of every
   OpenACC function is .local.  (OpenACC turns on -fipa-pta; see
   ipmsp-ipa-pta.c.)  The return (an int) has a provenance value since
   every register type has one (memspace-infer.cc, PROVENANCE); the test
   is not about it, nor about the int parameter k.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^sum4/[0-9]+: callers known, frame local, return [a-z-]+\n  param 0: global$} } } */
/* { dg-final { ptx-stats "sum4" "generic == 0" "ld.global == 4" } } */

#define N 64

#pragma acc routine seq
static __attribute__((noinline)) int
sum4 (const int *p, int k)
{
  return p[k & 7] + p[(k + 1) & 7] + p[(k + 2) & 7] + p[(k + 3) & 7];
}

void
f (const int *restrict a, int *restrict out)
{
#pragma acc parallel loop gang vector copyin(a[0:N*8]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    out[i] = sum4 (a + i * 8, i) + sum4 (a, i + 3);
}

int
main (void)
{
  return 0;
}
