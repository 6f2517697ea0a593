/* per-as-shared.c with space-disjoint-alias=none: the shared store may change
   g[k] as far as GCC knows, so mix reads it twice.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-space-disjoint-alias=none" } */
/* { dg-final { scan-ptx-times "mix" {ld\.global\.f32\s} 2 } } */
/* { dg-final { scan-ptx "mix" {st\.shared\.f32\s} } } */

#define N 64
#define M 32

#pragma acc routine seq
static __attribute__((noinline)) float
mix (const float *g, float *s, int k)
{
  float g0 = g[k];
  s[k] = g0 * 3.0f;
  float g1 = g[k];
  return g0 + g1;
}

void
f (const float *a, float *out, int k)
{
  float tmp[M];
#pragma acc parallel loop gang private(tmp) copyin(a[0:N*M]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    out[i] = mix (a + i * M, tmp, k);
}

int
main (void)
{
  static float a[N * M], out[N];
  f (a, out, 3);
  return 0;
}
