/* An array declared in the gang-redundant part of an OpenACC parallel
   region is gang-private, which GCC 12 places in .shared
   (__gang_private_shared); a pointer to it, passed to a noipa routine
   whose parameter therefore has unknown space, is forced into the global
   space by the testing knob.  ptxsim must reject the conversion of a
   shared address into the global space.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=unknown-as-global" } */
/* GCC 11 has no gang-private variables in .shared: there the wrong rewrite meets a .local automatic instead.  */
/* { dg-ptxsim-error "address is in the (shared|local) window, not global" } */
/* { dg-final { scan-ptx "get" "ld.global.u32" } } */
#include <stdio.h>

#pragma acc routine seq
__attribute__ ((noipa)) static int
get (int *t, int i)
{
  return t[i];
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
