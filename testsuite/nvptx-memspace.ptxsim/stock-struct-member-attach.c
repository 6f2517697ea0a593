/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Stock GCC 12 bug, wrong on a GPU too (doc/ptxsim-findings/
   omp-struct-member-attach.c): a pointer member mapped only through its
   array section, map(to: S.n) map(to: S.a[:S.n]), is left out of the
   struct group (gimplify.cc:9843, "Nor for attach_detach for OpenMP"),
   so the device copy of S is S.n alone and libgomp drops the attach of
   S.a without a word (target.c:1458-1488: only OpenACC complains).  The
   kernel's S is the device address of S.n minus 8 (target.c:905-910),
   where the previous mapping ends: S.a reads buf[2] and buf[3] as a
   pointer.  The host fallback prints 10.  */
/* { dg-do run } */
/* GCC 11 maps S.a and the program prints 10 on ptxsim too.  */
/* { dg-ptxsim-stock-bug "wild pointer access in kernel main\\\$_omp_fn\\\$0, .*: load of 4 bytes at 0x0000000400000003: wild pointer" { 12 } } */
#include <stdio.h>

struct s { int *a; long n; };

int
main (void)
{
  int buf[4] = { 1, 2, 3, 4 };
  struct s S = { buf, 4 };
  long sum = 0;
#pragma omp target map(to: S.n) map(to: S.a[:S.n]) map(tofrom: sum)
  for (long i = 0; i < S.n; i++)
    sum += S.a[i];
  printf ("%ld\n", sum);
  return sum != 10;
}
