/* The case for space-disjoint-alias=per-as: a reload between a shared
   store and a global load.  The routine mix reads g[k] (global: the
   mapped array at its only call), stores s[k] (shared: the gang-private
   tmp of an explicitly gang-partitioned loop, which oaccdevlow will put
   in .shared -- ipmsp knows it before) and reads g[k] again.  With the
   space clique the store cannot change g[k]: one ld.global.f32;
   per-as-shared-none.c (space-disjoint-alias=none) keeps two.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {(?n)^mix/[0-9]+: callers known.*\n  param 0: global\n  param 1: shared$} } } */
/* { dg-final { scan-ptx-times "mix" {ld\.global\.f32\s} 1 } } */
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
