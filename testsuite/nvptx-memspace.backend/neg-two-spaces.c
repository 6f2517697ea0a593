/* What must stay generic: a register the back end sets to the address of
   a .const table on one path (cvta.const) and of a .global array on the
   other (cvta.global).  Its value is an address in one of two spaces, so
   no access through it -- nor through what is computed from it -- is
   qualified, and both cvta stay (GIMPLE saw the same: PHI <&ca, &ga> is
   generic).  */
/* { dg-do run } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {cvta\.const\.u64\s+%r[0-9]+, ca;} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {cvta\.global\.u64\s+%r[0-9]+, ga;} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.u32\s+%r[0-9]+, \[%r[0-9]+\+4\];} } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 2" } } */
#include <stdio.h>

#pragma omp declare target
int ga[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
const int ca[8] = { 9, 10, 11, 12, 13, 14, 15, 16 };
#pragma omp end declare target

int
main (int argc, char **argv)
{
  int x = 0, y = 0, k = argc + 2;
  for (int c = 0; c < 2; c++)
    {
#pragma omp target map(from: x) map(to: c, k)
      {
	const int *p = c ? ca : ga;
	x = p[k] + p[k + 1] * 3;
      }
      y += x;
      printf ("%d\n", x);
    }
  return y != 19 + 51;
}
