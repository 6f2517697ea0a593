/* Issue 24, bug 5: a union written through its 8-byte vector member and
   read through its pointer member, at -O1.  The local-aggregate rule
   infers the pointer global (right here: both stores are global
   addresses); in RTL, fwprop puts the vector register into the
   conversion's asm, (subreg:DI (reg:V2SI)), which printed as
   "cvta.to.global.u64 %r76, %r62;" with %r62 a .v2.u32: ptxas rejected
   the module ("Arguments mismatch for instruction 'cvta.to'").
   memspace-asm-operands copies the value into a .u64 register first
   (mov.b64, as stock GCC moves it).  The test does not require the
   conversion: a stricter provenance rule for stores of vectors (issue
   24, bug 4) may leave the pointer generic, and the program must build
   and run either way; run-cicc-carriers.c forces the conversion.  */
/* { dg-do run } */
/* { dg-options "-O1" } */
#include <stdio.h>

typedef unsigned v2u __attribute__ ((vector_size (8)));
union U { v2u v; int *p; unsigned w[2]; };

int
main (void)
{
  union U slots[2];
  v2u key = { 0, 0 };
  int gdata[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, out[4] = { 0, 0, 0, 0 };
#pragma omp target data map(to: gdata)
  {
#pragma omp target map(from: slots)
    {
      slots[0].p = &gdata[2];
      slots[1].p = 0;
    }
#pragma omp target map(to: slots, key) map(tofrom: out)
    for (int k = 0; k < 2; k++)
      {
	union U lu;
	if (k == 0)
	  lu.v = slots[0].v + key;	/* A V2SI register in RTL.  */
	else
	  lu.p = gdata;
	out[3] += lu.w[1] != 0;		/* Keeps SRA off.  */
	int *q = lu.p;
	out[k] = q[1];
      }
  }
  printf ("%d %d\n", out[0], out[1]);
  return !(out[0] == 4 && out[1] == 2);
}
