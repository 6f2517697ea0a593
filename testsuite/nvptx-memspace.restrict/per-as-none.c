/* per-as.c with space-disjoint-alias=none: references in distinct spaces may
   alias as far as the plugin is concerned.  No space clique is made (no
   attribute "nvptx memspace clique"), so the store to g[k] may change
   c[k] and mix reads c[k] twice: two ld.shared.f32.  (OpenACC, c into a
   gang-private table, since the provenance rule moved the `static const'
   declare-target table of before from .const to .global: per-as.c.)  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-space-disjoint-alias=none -fplugin-arg-nvptx_memspace-dump=tree-optimized-alias" } */
/* { dg-final { scan-offload-dump-not optimized {nvptx memspace clique} } } */
/* { dg-final { scan-ptx-times "mix" {ld\.shared\.f32\s} 2 } } */
/* { dg-final { scan-ptx "mix" {st\.global\.f32\s} } } */

#define M 32

#pragma acc routine seq
static __attribute__((noinline)) float
mix (float *g, const float *c, int k)
{
  float c0 = c[k];
  g[k] = c0 * 3.0f;
  float c1 = c[k];
  return c0 + c1;
}

float
f (float *a, int k)
{
  float r;
#pragma acc parallel num_gangs(1) copy(a[0:M]) copyout(r) firstprivate(k)
  {
    float table[M];
    for (int j = 0; j < M; j++)
      table[j] = j + 1;
    r = mix (a, (k & 1) ? table + 1 : table + 2, k);
  }
  return r;
}

int
main (void)
{
  static float a[M];
  return f (a, 3) != 10.0f || a[3] != 15.0f;
}
