/* A pointer that goes through an inline asm comes back as an unknown
   value: the asm may have replaced it with any address (GCC cannot see
   what the template does).  The access through it stays generic, the
   pointer handed to the asm is not converted (the asm receives the generic
   address the program computed), while the direct access to the mapped
   array next to it is still global.  (An empty template that is valid for
   both the host and nvptx: offload code is parsed by the host compiler.)  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {keep generic \(unknown or mixed pointer\): _[0-9]+ = \*q_[0-9]+;} } } */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {ld\.u32\s} 1 } } */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {ld\.global\.u32\s+%r[0-9]+, \[%r[0-9]+\];} 1 } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {st\.global\.u32\s} } } */

#include <stdlib.h>
#define N 64

int
main (void)
{
  int a[N], out[N];
  for (int i = 0; i < N; i++)
    a[i] = i * 3;
#pragma omp target teams distribute parallel for map(to: a) map(from: out)
  for (int i = 0; i < N; i++)
    {
      const int *q = &a[i];
      __asm__ ("" : "+r" (q));
      out[i] = *q + a[(i + 1) % N];
    }
  for (int i = 0; i < N; i++)
    if (out[i] != i * 3 + ((i + 1) % N) * 3)
      abort ();
  return 0;
}
