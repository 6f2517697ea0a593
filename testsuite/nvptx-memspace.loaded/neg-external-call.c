/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: strtol (newlib, outside the unit) stores into END a
   pointer derived from its string, here a string literal in .const.  END
   is loaded back from memory (the frame) and read through.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: a function outside the unit receives a pointer in main._omp_fn.0} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0.impl" {ld\.global\.[su]8\s} } } */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  long v = 0;
  int c = 0;
#pragma omp target map(tofrom: v, c)
  {
    char *end;
    v = strtol ("1234xyz", &end, 10);
    c = *end;
  }
  printf ("%ld %d\n", v, c);
  return 0;
}
