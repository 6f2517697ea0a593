/* Regression (make fuzz -x, 66 seeds, e.g. 7 and 33): a function GCC
   itself cloned with other parameters -- here IPA-CP's rd.constprop,
   with the unused third argument dropped; IPA-SRA's .isra and
   lower-struct-args' $byval$ alike -- called with mapped (global) data
   at one site and a gang-private (.shared) array at the other.  ipmsp cloned it per
   site, and GCC's redirect_call_stmt_to_callee asserted (cgraph.cc:1505):
   a call may not be redirected away from a function whose clone_info
   holds parameter adjustments.  Such a function is specialised in place
   only; its disagreeing parameter stays generic.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^rd\.constprop/[0-9]+: callers known, frame local, return [a-z]+\n  param 0: generic\n} } } */
/* { dg-final { scan-offload-dump-not ipmsp {is cloned} } } */
#include <stdio.h>
#pragma acc routine seq
static __attribute__ ((noinline)) int
rd (const int *p, int i, int unused)
{
  return p[i & 3] + 1;
}
int
main (void)
{
  int out[2];
  int g[4] = { 5, 6, 7, 8 };
#pragma acc parallel num_gangs(1) copyout(out) copyin(g)
  {
    int tab[4];
    for (int j = 0; j < 4; j++)
      tab[j] = j + 1;
    out[0] = rd (g, 1, out[1]);
    out[1] = rd (tab, 2, 7);
  }
  printf ("%d %d\n", out[0], out[1]);
  return !(out[0] == 7 && out[1] == 4);
}
