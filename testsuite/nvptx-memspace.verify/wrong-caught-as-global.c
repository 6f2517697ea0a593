/* verify=1 still catches a real wrong-space pointer, OpenACC: a
   gang-private array (in .shared, __gang_private_shared) passed to a
   noipa routine, whose parameter the testing knob forces into the global
   space.  The check, placed before the conversion, sees an address in
   the shared window and traps in get with "nvptx-memspace verify: get
   (...): pointer 0x... is not in global memory" (before, the check came
   after the conversion and ptxsim stopped at the cvta.to.global with a
   space error instead).  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=unknown-as-global -fplugin-arg-nvptx_memspace-verify=1" } */
/* { dg-ptxsim-error "trap executed in kernel .*, function get," } */
/* { dg-final { scan-ptx "get" "isspacep\\.shared\\s" } } */
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
