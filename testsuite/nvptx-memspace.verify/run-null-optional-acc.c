/* Issue 24, bug 6, OpenACC: an acc routine whose optional pointer is
   NULL in one call.  GCC's IPA-CP makes a clone for the constant
   arguments (opt_sum.constprop), the NULL b is proven global there, and
   verify's check at the clone's start trapped on ptxsim ("pointer 0x0 is
   not in global memory").  Now it accepts the null.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1" } */
/* { dg-final { scan-ptx "*" {isspacep\.global\s} } } */

#include <stdio.h>

#pragma acc routine seq
__attribute__((noinline)) static int
opt_sum (const int *a, const int *b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  if (b)
    for (int i = 0; i < n; i++)
      s += 10 * b[i];
  return s;
}

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 }, b[4] = { 5, 6, 7, 8 }, r[2];
#pragma acc parallel num_gangs(1) copyin(a, b) copyout(r)
  {
    r[0] = opt_sum (a, 0, 4);
    r[1] = opt_sum (a, b, 4);
  }
  printf ("%d %d\n", r[0], r[1]);
  return !(r[0] == 10 && r[1] == 270);
}
