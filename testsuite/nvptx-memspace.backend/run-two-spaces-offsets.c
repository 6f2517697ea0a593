/* SPDX-License-Identifier: GPL-3.0-or-later */
/* neg-two-spaces.c with constant offsets: the register the back end sets
   to the gang-private array's address on one path (cvta.shared) and to
   the resident array ga's on the other (cvta.global) is itself the base
   of the loads, [%r+4] and [%r+8], so memspace-backend sees one register
   with two roots and every use an access.  The meet of the roots is
   generic: both cvta stay and the loads stay ld.u32.  Both paths run.
   With the meet weakened to the first definition's space the loads
   become ld.global of a .shared address (wrong-backend-first-definition.c).  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx "main._omp_fn.0" {cvta\.shared\.u64\s+(%r[0-9]+), sa\$gang\$[0-9]+;} { gcc { 12 } "GCC 11 has no OpenACC gang-private variables in .shared: sa is an automatic in the .local frame" } } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {cvta\.global\.u64\s+%r[0-9]+, ga;} } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {ld\.u32\s+%r[0-9]+, \[%r[0-9]+\+4\];} } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {ld\.u32\s+%r[0-9]+, \[%r[0-9]+\+8\];} } } */
#include <stdio.h>

int ga[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
#pragma acc declare copyin(ga)

int
main (int argc, char **argv)
{
  int x = 0, y = 0, k = argc + 2;
  for (int c = 0; c < 2; c++)
    {
#pragma acc parallel num_gangs(1) copyout(x) firstprivate(c, k)
      {
	int sa[8];
	for (int j = 0; j < 8; j++)
	  sa[j] = j * k + 9;
	const int *p = c ? sa : ga;
	x = p[1] + p[2] * 3;
      }
      y += x;
      printf ("%d\n", x);
    }
  return y != 11 + 57;
}
