/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: the halves of a .local address are stored as two
   32-bit integers and read back as one pointer.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: an address not proven global is converted to a type the analysis does not follow in put} } } */
/* { dg-final { scan-ptx-not "take" {st\.global\.u32\s} } } */
#include <stdio.h>
#include <stdint.h>

#define N 64

union cell { int *p; uint32_t half[2]; };

#pragma acc routine seq
__attribute__((noinline, noclone)) static void
take (union cell *slot, int v)
{
  *slot->p = v;
}

#pragma acc routine seq
__attribute__((noinline, noclone)) static int
put (union cell *slot, int v)
{
  int local = 0;
  uintptr_t a = (uintptr_t) &local;
  slot->half[0] = (uint32_t) a;
  slot->half[1] = (uint32_t) (a >> 32);
  take (slot, v);
  return local;
}

int
main (void)
{
  union cell slots[N];
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
