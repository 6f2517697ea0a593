/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 forced on (test-wrong-rewrite=loaded-as-global) where its check
   fails must give code that ptxsim rejects.  This test forced it past
   neg-const-initializer.c's initializer of string-literal addresses, then
   in .const: the characters were read with ld.global from the const
   window.  No initializer can hold the address of a non-global object
   any more (the constant pool and the read-only variables of the offload
   table live in .global, rtl-hooks/data-areas.cc), and the forced rule
   is right for the literals; neg-const-initializer.c's end marker is
   never dereferenced.  So the check now fails on a store: the OpenACC
   region stores the address of its gang-private array (.shared, a
   variable sbuf$gang$N of the kernel) into a copied array, and `get'
   loads it back and reads through it.  Forced, that read is ld.global of
   a .shared address.  The region first walks an initializer of string
   literals (`acc declare create': the device table keeps the image's
   initializer) with the forced rule: those reads are ld.global and right,
   so the error ptxsim reports is the one of the .shared address.  The
   stock build runs.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=loaded-as-global -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* GCC 11 has no gang-private variables in .shared: there the wrong rewrite meets a .local automatic instead.  */
/* { dg-ptxsim-error "address is in the (shared|local) window, not global" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: a stored address is not proven global in main\._omp_fn\.0} } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {ld\.global\.[su]8\s} } } */
/* { dg-final { scan-ptx "get" {ld\.global\.u32\s} } } */
#include <stdio.h>

#define N 8

static const char *names[] = { "alpha", "beta", "gamma", "delta" };
#pragma acc declare create(names)

#pragma acc routine seq
static __attribute__((noinline, noclone)) int
get (int **slot, int k)
{
  return (*slot)[k];
}

int
main (void)
{
  int *slots[1];
  int len = 0, v = 0;
#pragma acc parallel num_gangs(1) copy(slots, len, v)
  {
    int sbuf[N];
    for (int j = 0; j < N; j++)
      sbuf[j] = j * 5;
    for (int i = 0; i < 4; i++)
      for (const char *p = names[(i * 3) % 4]; *p; p++)
	len += *p;
    slots[0] = sbuf;
    v = get (slots, 3);
  }
  printf ("%d %d\n", len, v);
  return 0;
}
