/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: next to a compare-and-swap loop on a double's bits
   (GCC's reduction shape, accepted: run-double-reduction.c), an atomic
   exchange stores the address of an OpenACC automatic (.local) into
   mapped memory, and it is loaded back as a pointer.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: an atomic stores an address not proven global in put} { gcc { 12 } "GCC 11 fails the proof earlier, at a conversion of the address to _Bool in add (below)" } } } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: } } } */
/* { dg-final { scan-ptx-not "take" {ld\.global\.u32\s} } } */
#include <stdio.h>
#include <stdint.h>

#define N 64

#pragma acc routine seq
__attribute__((noinline, noclone)) static int
take (uintptr_t *slot)
{
  return **(int **) slot;
}

#pragma acc routine seq
__attribute__((noinline, noclone)) static void
add (double *sum, double x)
{
  unsigned long old = __atomic_load_n ((unsigned long *) sum, __ATOMIC_RELAXED), new;
  do
    {
      double d;
      __builtin_memcpy (&d, &old, sizeof d);
      d += x;
      __builtin_memcpy (&new, &d, sizeof d);
    }
  while (!__atomic_compare_exchange_n ((unsigned long *) sum, &old, new, 0,
				       __ATOMIC_RELAXED, __ATOMIC_RELAXED));
}

#pragma acc routine seq
__attribute__((noinline, noclone)) static int
put (uintptr_t *slot, int v)
{
  int local = v;
  __atomic_exchange_n (slot, (uintptr_t) &local, __ATOMIC_RELAXED);
  return take (slot);
}

int
main (void)
{
  uintptr_t slots[N];
  int out[N];
  double sum = 0;
#pragma acc parallel loop copyout(slots, out) copy(sum)
  for (int i = 0; i < N; i++)
    {
      out[i] = put (&slots[i], i * 3);
      add (&sum, out[i] * 0.5);
    }
  int s = 0;
  for (int i = 0; i < N; i++)
    s += out[i] != i * 3;
  printf ("%d %.1f\n", s, sum);
  return s != 0 || sum != 3 * 63 * 64 / 4;
}
