/* run-vector-union.c with verify=1.  verify's isspacep check takes the
   pointer as an "r" input too, and RTL gave it the same
   (subreg:DI (reg:V2SI)): ptxas rejected the module ("Arguments mismatch
   for instruction 'cvta.to'" and "... 'isspacep'").  The check must
   also not trap: the pointer is global.  */
/* { dg-do run } */
/* { dg-options "-O1" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1" } */
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
