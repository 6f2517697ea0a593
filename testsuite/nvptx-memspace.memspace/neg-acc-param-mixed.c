/* Soundness under OpenACC: `sum4' is called with a pointer into a
   vector-private array (.local frame) and with a pointer into mapped data
   (.global).  Its parameter is in no single space: ipmsp must vote it
   generic and sum4's loads must stay generic (ld.local or ld.global would
   read the wrong memory for one of the calls).  The call with mapped
   data may get a clone of its own (sum4$memspace$0, global); the
   original, which the call with the .local pointer reaches, must stay
   generic.  The int parameter and the int return have provenance values
   (every register type has one); the test is not about them.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^sum4/[0-9]+: callers known, frame local, return [a-z-]+\n  param 0: generic$} } } */
/* { dg-final { ptx-stats "sum4" "global == 0" "local == 0" "generic == 4" { gcc { 12 } "GCC 11 has no OpenACC privatization marker: tmp is a plain .local automatic there, and ipmsp gives each call a clone of its own space (below)" } } } */
/* { dg-final { ptx-stats "sum4.memspace.0" "local == 4" "generic == 0" { gcc { 11 } "the .local clone of GCC 11" } } } */
/* { dg-final { ptx-stats "sum4.memspace.1" "global == 4" "generic == 0" { gcc { 11 } "the .global clone of GCC 11" } } } */

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
    {
      int tmp[8];
      for (int k = 0; k < 8; k++)
	tmp[(a[i * 8 + k] + k) & 7] = k * i;
      out[i] = sum4 (tmp, a[i]) + sum4 (a + i * 8, i);
    }
}

int
main (void)
{
  return 0;
}
