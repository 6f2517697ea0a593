/* The soft-stack switch around an omp simd region (nvptx_output_softstack_
   switch, nvptx.cc:1654), printed by the output functions of omp_simt_enter
   and omp_simt_exit: %rN = cvta.local (%simtstack_ar + SZ) - K, then %stack
   is saved at and reloaded from [%rN + -8].  That address is %simtstack_ar
   + SZ - K - 8 in .local, read off the very instructions (enter) or off the
   enter that provably set %rN (exit): st.local/ld.local, and nothing of
   the switch stays generic.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "f._omp_fn.1" {st\.local\.u64 \[%simtstack_ar\+[0-9]+\], %stack;} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {ld\.local\.u64 %stack, \[%simtstack_ar\+[0-9]+\];} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.1" {st\.u64 \[%r[0-9]+ \+ -8\], %stack;} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.1" {ld\.u64 %stack, \[%r[0-9]+ \+ -8\];} } } */
/* { dg-final { ptx-stats "f._omp_fn.1" "generic == 0" } } */

#include <stdio.h>

#define N 8192

void
f (const float *restrict in, float *restrict out)
{
  float w[8];
#pragma omp target teams distribute parallel for simd private(w) map(to: in[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 8; k++)
	w[k] = in[(i + k) % N] * (k + 1);
      float s = 0;
      for (int k = 0; k < 8; k++)
	s += w[(k * 3 + i) & 7];
      out[i] = s;
    }
}

int
main (void)
{
  static float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i % 29;
  f (in, out);
  double c = 0;
  for (int i = 0; i < N; i++)
    c += out[i];
  printf ("%.1f\n", c);
  return 0;
}
