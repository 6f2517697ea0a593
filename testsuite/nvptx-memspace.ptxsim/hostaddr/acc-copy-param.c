/* Issue 26: copy(C) of an array parameter (double C[NI][NJ], decayed to
   a pointer) copies only the pointer, so the device dereferences the host
   address of main's local array.  ptxsim must say so: a HOST address, on
   the host's stack, never mapped, and the fix (an array section);
   with -g, the source line of the access (the line marked ACCESS).  */
#include <stdio.h>
#define NI 4
#define NJ 5

static void
scale (int ni, int nj, double C[NI][NJ])
{
#pragma acc parallel loop copy(C)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] *= 2.0;   /* ACCESS */
}

int
main (void)
{
  double C[NI][NJ];
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      C[i][j] = i + j;
  scale (NI, NJ, C);
  printf ("%g\n", C[3][4]);
  return 0;
}
