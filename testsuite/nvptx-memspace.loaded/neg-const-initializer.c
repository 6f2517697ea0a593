/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: a static initializer puts a constant address that is
   not null -- the end marker (const char *) -1 -- into a writable array of
   pointers (.global).  A number may be any address (a program cannot know
   where the driver puts the windows), so the check does not prove it
   global, and the pointers loaded from the array stay generic.
   This test used the addresses of the string literals themselves, then
   in .const.  The constant pool now lives in .global
   (rtl-hooks/data-areas.cc: a literal's address may be a value the host
   gets back, so .const would break seed S6), and so does every read-only
   variable of the offload table: no initializer can hold the address of
   a non-global object any more, and the literals' addresses pass
   (run-string-initializer.c).  What the check must still refuse in an
   initializer is an address it cannot place: a non-null constant.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: an initializer holds an address not proven global: names} } } */
/* { dg-final { scan-ptx "*" {^\s*\.global \.align 1 \.u8 \$LC[0-9]+\[} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.s8\s|ld\.u8\s} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0.impl" {ld\.global\.[su]8\s} } } */
#include <stdio.h>

#define END ((const char *) -1)

#pragma omp declare target
static const char *names[] = { "alpha", "beta", "gamma", "delta", END };
#pragma omp end declare target

int
main (void)
{
  int len = 0;
#pragma omp target map(tofrom: len)
  for (int i = 0; names[i] != END; i++)
    for (const char *p = names[(i * 3) % 4]; *p; p++)
      len += *p;
  printf ("%d\n", len);
  return 0;
}
