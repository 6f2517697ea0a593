/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: a static initializer puts the addresses of string
   literals (.const) into a writable array of pointers (.global).  The
   pointers loaded from it stay generic.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: an initializer holds an address not proven global: names} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.s8\s|ld\.u8\s} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0.impl" {ld\.global\.[su]8\s} } } */
#include <stdio.h>

#pragma omp declare target
static const char *names[] = { "alpha", "beta", "gamma", "delta" };
#pragma omp end declare target

int
main (void)
{
  int len = 0;
#pragma omp target map(tofrom: len)
  for (int i = 0; i < 4; i++)
    for (const char *p = names[(i * 3) % 4]; *p; p++)
      len += *p;
  printf ("%d\n", len);
  return 0;
}
