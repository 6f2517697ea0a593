/* Stock GCC 12 ICE: the address of an OpenMP "simd private(t)" array of
   a SIMT region (here in a plain target region, so the simd loop runs on
   one warp's lanes) flowing through a conditional expression into a call:
   "internal compiler error: in make_decl_rtl, at varasm.cc:1446" in the
   offload compiler.  Passing t itself (rd (t, j)) compiles.  Found by
   make fuzz (-x seed 16); fuzz-gen passes such arrays only by name.  */
#include <stdio.h>

#define N 64

#pragma omp declare target
__attribute__ ((noinline)) unsigned
rd (const short *p, unsigned x)
{
  return p[x % 4];
}
#pragma omp end declare target

static const short tab[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
#pragma omp declare target to(tab)

int
main (void)
{
  unsigned out[N];
  unsigned v = 5;
#pragma omp target map(from: out)
  {
    short t[4];
#pragma omp simd private(t)
    for (int j = 0; j < N; j++)
      {
        for (int k = 0; k < 4; k++)
          t[k] = (short) (v + k);
        out[j] = rd (j & 1 ? t : tab, j);
      }
  }
  printf ("%u\n", out[3]);
  return 0;
}
