/* An asm output met with a global pointer in a PHI: the result is
   unknown (the asm's value could be any address), so the access through
   the PHI stays generic.  Before the fix the asm output was "nothing yet"
   (BOTTOM) to the inference and the PHI became global -- an ld.global on
   a pointer that may point anywhere.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {keep generic \(unknown or mixed pointer\): _[0-9]+ = \*q_[0-9]+;} } } */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {ld\.u32\s} 1 } } */

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
      const int *q = &a[(i + 1) % N];
      if (i & 1)
	{
	  q = &a[i];
	  __asm__ ("" : "+r" (q));
	}
      out[i] = *q;
    }
  for (int i = 0; i < N; i++)
    if (out[i] != ((i & 1) ? i * 3 : ((i + 1) % N) * 3))
      abort ();
  return 0;
}
