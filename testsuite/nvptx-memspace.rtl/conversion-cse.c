/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 27: two identical conversions merged (libgomp's oacc
   mode-transitions.c, t5).  The kernel's two gang loops over n each load
   the record's pointer to n and convert it; RTL's GCSE merges the two
   loads into one register, but the conversions are inline asm, which
   GCSE leaves alone, so the generic value stayed live to the second
   conversion (in t19 of that test, across every vector fork: 4 more
   shuffles each than stock; its user insns 306.6 M -> 276.0 M, stock
   274.7 M).  memspace-conversion-cse (rtl-hooks/conversion-cse.cc, after
   cse_local) makes the second a copy of the first, which dominates it.
   conversion-cse-off.c is this test with the knob off: 4 conversions.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=rtl-memspace-conversion-cse" } */
/* { dg-final { scan-offload-dump "memspace-conversion-cse" {main._omp_fn.0: 1 conversions merged} } } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {cvta\.to\.global\.u64} 3 } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" } } */
#include <stdlib.h>
int
main (void)
{
  int n[32], arr[1024], i;
  for (i = 0; i < 1024; i++)
    arr[i] = i;
  for (i = 0; i < 32; i++)
    n[i] = 0;
#pragma acc parallel copy(n, arr) num_gangs(32) num_workers(1) vector_length(32)
  {
    int j;
#pragma acc loop gang(static:*)
    for (j = 0; j < 32; j++)
      n[j]++;
#pragma acc loop gang vector
    for (j = 0; j < 1024; j++)
      if ((arr[j] % 2) != 0)
	arr[j] *= 2;
#pragma acc loop gang(static:*)
    for (j = 0; j < 32; j++)
      n[j]++;
  }
  for (i = 0; i < 32; i++)
    if (n[i] != 2)
      abort ();
  for (i = 0; i < 1024; i++)
    if (arr[i] != ((i % 2) == 0 ? i : i * 2))
      abort ();
  return 0;
}
