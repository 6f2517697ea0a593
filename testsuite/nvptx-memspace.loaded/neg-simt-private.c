/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: inside "omp simd" a variable named in a private
   clause lives in the .local SIMT stack (one declared in the body does
   not: doc/gcc-nvptx-facts.md section 4); its address is stored into a
   mapped array of pointers (a .local address in global memory).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: a stored address is not proven global in main._omp_fn.0} } } */
#include <stdio.h>

#define N 32

int
main (void)
{
  int *slots[N];
  int out[N];
  int x;
#pragma omp target map(alloc: slots) map(from: out)
#pragma omp simd private(x)
  for (int i = 0; i < N; i++)
    {
      x = i;
      slots[i] = &x;
      *(int *volatile *) &slots[i] = slots[i];
      *slots[i] += 1;
      out[i] = x;
    }
  int s = 0;
  for (int i = 0; i < N; i++)
    s += out[i];
  printf ("%d\n", s);
  return 0;
}
