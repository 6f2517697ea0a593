/* Regression: a pointer that is the address of one of two global arrays
   (PHI <&gb, &ga>) got a shadow PHI of two nulls -- operand_shadow took
   every constant operand for a null pointer -- and the loads through it
   read addresses 4 and 12: mov.u64 %r, 0; ld.global.u32 [%r+4].  Each
   address now has its converted address (mov.u64 of the symbol), and a
   constant with none makes the PHI's result converted instead.  On the
   host fallback the program is right either way; ptxsim runs the device
   code.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {mov\.u64\s+%r[0-9]+, gb;} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {mov\.u64\s+%r[0-9]+, ga;} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0.impl" {mov\.u64\s+%r[0-9]+, 0;} } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" } } */
#include <stdio.h>

#pragma omp declare target
int ga[4] = { 1, 2, 3, 4 };
int gb[4] = { 5, 6, 7, 8 };
#pragma omp end declare target

int
main (int argc, char **argv)
{
  int y = 0, sum = 0;
  for (int c = 0; c < 2; c++)
    {
#pragma omp target map(from: y) map(to: c)
      {
	int *q = c ? gb : ga;
	y = q[1] + q[3];
      }
      sum += y;
      printf ("%d\n", y);
    }
  return sum != 6 + 14;
}
