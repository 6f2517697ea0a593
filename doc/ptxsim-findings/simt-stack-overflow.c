/* Stock GCC 12 bug: the per-lane storage of an OpenMP simd region
   (%simtstack_ar) is, in a function that calls anything, 128 bytes
   (nvptx_softstack_size) plus 8 for the saved stack pointer, whatever
   the region's private data needs (nvptx.cc:1562-1564 replaces the
   requested size).  Here t is 136 bytes: "sub.u64 %r, %r, 136" leaves
   nothing, and "st.u64 [%r + -8], %stack" writes 8 bytes below
   %simtstack_ar; callees' frames go below it too.  ptxsim: out-of-bounds
   access, "outside any live .local variable"; a GPU silently overwrites
   other local memory.  */
#include <stdio.h>

#define N 64

#pragma omp declare target
__attribute__ ((noinline)) int
get (const double *p, int k)
{
  return (int) p[k];
}
#pragma omp end declare target

int
main (void)
{
  int out[N];
#pragma omp target teams distribute parallel for simd map(from: out)
  for (int i = 0; i < N; i++)
    {
      double t[17];
      for (int k = 0; k < 17; k++)
        t[k] = i + k;
      out[i] = get (t, i % 17);
    }
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (out[i] != i + i % 17)
      bad++;
  printf ("bad %d\n", bad);
  return bad != 0;
}
