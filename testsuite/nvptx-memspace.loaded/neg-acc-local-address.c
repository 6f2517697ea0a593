/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: an OpenACC routine stores the address of its own
   automatic (.local frame) into a mapped array of pointers, and another
   routine loads it back and writes through it.  Every pointer loaded from
   memory in the program stays generic, the list walk of g's callee too.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: a stored address is not proven global in put} } } */
/* { dg-final { scan-ptx "take" {ld\.global\.u64\s} } } */
/* { dg-final { scan-ptx "take" {st\.u32\s} } } */
/* { dg-final { scan-ptx-not "take" {st\.global\.u32\s} } } */
#include <stdio.h>

#define N 64

#pragma acc routine seq
__attribute__((noinline, noclone)) static void
take (int **slot, int v)
{
  **slot = v;
}

#pragma acc routine seq
__attribute__((noinline, noclone)) static int
put (int **slot, int v)
{
  int local = 0;
  *slot = &local;
  take (slot, v);
  return local;
}

int
main (void)
{
  int *slots[N];
  int out[N];
#pragma acc parallel loop copy(slots) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = put (&slots[i], i * 3);
  int s = 0;
  for (int i = 0; i < N; i++)
    s += out[i];
  printf ("%d\n", s);
  return 0;
}
