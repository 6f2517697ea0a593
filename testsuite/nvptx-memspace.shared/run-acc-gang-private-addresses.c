/* Regression (make fuzz, seed 7000): addresses of a gang-private array
   made by integer arithmetic and pointer offsets fold to nested
   ADDR_EXPRs, &MEM[(void *)&gp + 6B]; once gp is a static .shared
   variable the outer address must be recomputed after the inner one
   (-fchecking=2: "constant not recomputed when ADDR_EXPR changed").  The
   pointers, stored in a local array and chosen at run time, read gp
   back; the program runs (ptxsim) as stock does.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables shared by the gang; GCC 11 keeps them in each thread's .local frame, so the program computes wrong results on a device" } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u16 gp\$gang\$[0-9]+\[16\];} } } */
#include <stdio.h>
#include <stdint.h>

#define N 256
#define L 16

short a[N];
int out[N / L];

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = (short) (i * 7 % 23);
#pragma acc parallel loop gang copyin(a) copyout(out)
  for (int g = 0; g < N / L; g++)
    {
      short gp[L];
#pragma acc loop vector
      for (int k = 0; k < L; k++)
	gp[k] = a[g * L + k];
      int s = 0;
#pragma acc loop vector reduction(+:s)
      for (int k = 0; k < L; k++)
	{
	  const short *pp[4] = { (const short *) ((uintptr_t) gp + (uintptr_t) 3 * sizeof (short)),
				 (const short *) ((uintptr_t) gp + (uintptr_t) 1 * sizeof (short)),
				 gp + 5, gp + (k & 7) };
	  const short *p = pp[(k + g) % 4];
	  s += p[k & 7];
	}
      out[g] = s;
    }
  long t = 0;
  for (int g = 0; g < N / L; g++)
    t += (long) out[g] * (g + 1);
  printf ("%ld\n", t);
  return 0;
}
