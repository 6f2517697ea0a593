/* SPDX-License-Identifier: GPL-3.0-or-later */
/* conversion-cse.c with the conversion-cse knob off: both conversions of
   the pointer to n stay (4 in all), so that test can fail.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-conversion-cse=0" } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {cvta\.to\.global\.u64} 4 } } */
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
