/* Regression (issue 16, "never more memory instructions than stock";
   GCC's libgomp test mode-transitions.c, t16): the gang loop reloads the
   record field `n' after each worker loop (the forks and joins are calls
   to GIMPLE), and partial redundancy elimination carries it round the
   loop in a PHI.  Stock's RTL merges the generic reloads into one
   register, broadcast at each worker fork.  RTL merged the plugin's
   reloads too, but not their conversions (inline asm, which GCSE leaves
   alone): three copies of one converted pointer, each broadcast at each
   of the three forks, 58 -> 64 memory instructions.  memspace-opt2 now
   forwards a repeated load of the read-only entry record to the first
   one where that lengthens no live range (here: the PHI becomes
   degenerate), so one conversion is left.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-final { ptx-stats "t16._omp_fn.0" "generic == 0" "user <= 58" } } */

#include <stdlib.h>

void
t16 (void)
{
  int n[32], arr[32 * 32], i;

  for (i = 0; i < 32 * 32; i++)
    arr[i] = 0;
  for (i = 0; i < 32; i++)
    n[i] = 0;

#pragma acc parallel copy(n, arr) num_gangs(8) num_workers(16) vector_length(32)
  {
    int j;
#pragma acc loop gang
    for (j = 0; j < 32; j++)
      {
	int k;
	n[j]++;
#pragma acc loop worker
	for (k = 0; k < 32; k++)
	  arr[j * 32 + k]++;
	n[j]++;
#pragma acc loop worker
	for (k = 0; k < 32; k++)
	  arr[j * 32 + k]++;
	n[j]++;
#pragma acc loop worker
	for (k = 0; k < 32; k++)
	  arr[j * 32 + k]++;
	n[j]++;
      }
  }

  for (i = 0; i < 32; i++)
    if (n[i] != 4)
      abort ();
  for (i = 0; i < 32 * 32; i++)
    if (arr[i] != 3)
      abort ();
}

int
main (void)
{
  t16 ();
  return 0;
}
