/* cicc-compat's fallback is unsound: OpenACC automatics live in .local
   (no soft stack); a pointer to one, passed to a noipa routine whose
   parameter therefore has unknown space, is assumed global by
   cicc-compat=1, as cicc does.  ptxsim must reject
   the conversion of a local address into the global space.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-cicc-compat=1 -fno-diagnostics-show-caret" } */
/* { dg-ptxsim-error "local window" } */
/* { dg-final { scan-ptx "get" "ld.global.u32" } } */
#include <stdio.h>

#pragma acc routine seq
__attribute__ ((noipa)) static int
get (int *t, int i)
{
  return t[i]; /* { dg-warning "Cannot tell what pointer points to, assuming global memory space" } */
}

int
main (void)
{
  int r = 0;
#pragma acc parallel num_gangs(1) copyout(r)
  {
    int tab[4] = { 1, 2, 3, 4 };
    r = get (tab, 2);
  }
  printf ("%d\n", r);
  return r != 3;
}
