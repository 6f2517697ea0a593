/* Issue 24, bug 6: verify=1 must not trap on a correct program.  b is
   NULL in one call and only dereferenced after the null check; ipmsp's
   votes make it global (a null argument votes for no space: the lattice
   lets NOT_ADDRESS join any space), its conversion goes to the function's
   start, and the check there saw the null: "nvptx-memspace verify:
   opt_sum (...): pointer 0x0 is not in global memory" and a trap on
   ptxsim.  The check now accepts null (and any value in no space's
   window); it traps only on an address of another space.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1 -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-ptx "opt_sum" {setp\.eq\.u64\s+%mq, %r[0-9]+, 0;} } } */
/* { dg-final { scan-ptx "opt_sum" {ld\.global\.u32\s} } } */
/* { dg-final { ptx-stats "opt_sum" "ld.generic == 0" "ld.global == 2" } } */

#include <stdio.h>

#pragma omp declare target
__attribute__((noinline)) int
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
#pragma omp end declare target

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 }, b[4] = { 5, 6, 7, 8 }, r[2];
#pragma omp target map(to: a, b) map(from: r)
  {
    r[0] = opt_sum (a, 0, 4);
    r[1] = opt_sum (a, b, 4);
  }
  printf ("%d %d\n", r[0], r[1]);
  return !(r[0] == 10 && r[1] == 270);
}
