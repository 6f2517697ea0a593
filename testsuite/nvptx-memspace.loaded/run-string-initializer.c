/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 holds with the addresses of string literals in a static initializer
   of a writable array of pointers: the constant pool lives in .global
   (rtl-hooks/data-areas.cc: a literal's address may be a value the host
   gets back, so .const would break seed S6), so the initializer holds
   global addresses only and the pointers loaded from the array are
   global: the characters are read with ld.global.  ptxsim checks that
   the literals really are in the global window.  This was the program
   of neg-const-initializer.c while the literals were .const (the check
   failed, the loads stayed generic).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): every store of the device program stores a global address or none} } } */
/* { dg-final { scan-ptx "*" {^\s*\.global \.align 16 \.u64 names\[4\] = . generic\(\$LC[0-9]+\), } } } */
/* { dg-final { scan-ptx-not "*" {\.const} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.global\.[su]8\s} } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" } } */
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
