/* The negative twin of restrict/per-as-shared.c: the loop is `auto', so
   oaccdevlow's partitioner decides the privatization level of tmp (gang:
   .shared, worker/vector: .local) after ipmsp has voted.  The argument is
   unknown to ipmsp: mix's s stays generic.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {(?n)^mix/[0-9]+: callers known.*\n  param 0: global\n  param 1: generic$} } } */
/* { dg-final { scan-ptx "mix" {st\.f32\s} } } */

#define N 64
#define M 32

#pragma acc routine seq
static __attribute__((noinline)) float
mix (const float *g, float *s, int k)
{
  float g0 = g[k];
  s[k] = g0 * 3.0f;
  return g0 + s[k];
}

void
f (const float *a, float *out, int k)
{
  float tmp[M];
#pragma acc parallel loop auto private(tmp) copyin(a[0:N*M]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    out[i] = mix (a + i * M, tmp, k);
}

int
main (void)
{
  static float a[N * M], out[N];
  for (int i = 0; i < N * M; i++)
    a[i] = i % 7;
  f (a, out, 3);
  for (int i = 0; i < N; i++)
    if (out[i] != 4.0f * a[i * M + 3])
      return 1;
  return 0;
}
