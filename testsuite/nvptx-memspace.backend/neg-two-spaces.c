/* What must stay generic: a register the back end sets to the address of
   a .shared array on one path (cvta.shared) and of a .global array on the
   other (cvta.global).  Its value is an address in one of two spaces, so
   no access through it -- nor through what is computed from it -- is
   qualified, and both cvta stay (GIMPLE saw the same: PHI <&sa, &ga> is
   generic).
   OpenACC since the provenance rule: the .const table of before (a const
   declare-target array, cvta.const) now lives in .global
   (rtl-hooks/data-areas.cc: the host can know the address of an
   offload-table variable, so .const would break seed S6).  The two
   symbols are now the gang-private array sa of the region's
   gang-redundant code (a .shared variable of the kernel, sa$gang$N) and
   ga, made resident with `acc declare' (.global).  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx "main._omp_fn.0" {cvta\.shared\.u64\s+%r[0-9]+, sa\$gang\$[0-9]+;} { gcc { 12 } "GCC 11 has no OpenACC gang-private variables in .shared: sa is an automatic in the .local frame" } } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {cvta\.global\.u64\s+%r[0-9]+, ga;} } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {ld\.u32\s+%r[0-9]+, \[%r[0-9]+\+4\];} } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 2" "ld.shared == 0" } } */
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
	  sa[j] = j + 9;
	const int *p = c ? sa : ga;
	x = p[k] + p[k + 1] * 3;
      }
      y += x;
      printf ("%d\n", x);
    }
  return y != 19 + 51;
}
