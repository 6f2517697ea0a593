/* Volatile accesses through a pointer into mapped (global) memory: the
   plugin qualifies them (ld.global/st.global; GCC 12's nvptx back end
   prints no .volatile for them, stock or not) but keeps them volatile:
   the two reads of va[i] stay two loads of the same address.  */
/* { dg-do run } */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {ld\.global\.u32\s+%r[0-9]+, \[(%r[0-9]+)\];\s+ld\.global\.u32\s+%r[0-9]+, \[\1\];} 1 } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {st\.global\.u32\s} } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" } } */

#include <stdlib.h>
#define N 64

int
main (void)
{
  int a[N], out[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(to: a) map(from: out)
  for (int i = 0; i < N; i++)
    {
      volatile int *va = (volatile int *) a;
      volatile int *vo = (volatile int *) out;
      vo[i] = va[i] + va[i];
    }
  for (int i = 0; i < N; i++)
    if (out[i] != 2 * i)
      abort ();
  return 0;
}
