/* SPDX-License-Identifier: GPL-3.0-or-later */
/* PTXSIM_PROFILE on an offload program (ptxsim.exp): the target region
   calls work 256 times; work's line and its caller's calls show it, and
   the lines add up to PTXSIM_STATS'.  */
#include <stdio.h>
#pragma omp declare target
__attribute__ ((noinline, noipa)) int
work (int *a, int i)
{
  return a[i] * 2 + 1;
}
#pragma omp end declare target

int
main (void)
{
  int a[256], s = 0;
  for (int i = 0; i < 256; i++)
    a[i] = i;
#pragma omp target map(to: a) map(tofrom: s)
  for (int i = 0; i < 256; i++)
    s += work (a, i);
  printf ("%d\n", s);
  return s != 65536;
}
