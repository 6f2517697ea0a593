/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: the address of an OpenACC automatic (.local) is
   stored as an integer into mapped memory and loaded back as a
   pointer.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: a stored address is not proven global in put} } } */
/* { dg-final { scan-ptx-not "take" {st\.global\.u32\s} } } */
#include <stdio.h>
#include <stdint.h>

#define N 64

#pragma acc routine seq
__attribute__((noinline, noclone)) static void
take (uintptr_t *slot, int v)
{
  **(int **) slot = v;
}

#pragma acc routine seq
__attribute__((noinline, noclone)) static int
put (uintptr_t *slot, int v)
{
  int local = 0;
  *slot = (uintptr_t) &local;
  take (slot, v);
  return local;
}

int
main (void)
{
  uintptr_t slots[N];
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
