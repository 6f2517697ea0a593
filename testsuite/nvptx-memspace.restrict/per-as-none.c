/* per-as.c with alias-merge=none: references in distinct spaces may
   alias as far as the plugin is concerned.  No space clique is made (no
   attribute "nvptx memspace clique"), so the store to g[k] may change
   c[k] and mix reads c[k] twice: two ld.const.f32.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-alias-merge=none -fplugin-arg-nvptx_memspace-dump=tree-optimized-alias" } */
/* { dg-final { scan-offload-dump-not optimized {nvptx memspace clique} } } */
/* { dg-final { scan-ptx-times "mix" {ld\.const\.f32\s} 2 } } */
/* { dg-final { scan-ptx "mix" {st\.global\.f32\s} } } */

#define M 32

#pragma omp declare target
static const float table[M] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
				 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32 };

static __attribute__((noinline)) float
mix (float *g, const float *c, int k)
{
  float c0 = c[k];
  g[k] = c0 * 3.0f;
  float c1 = c[k];
  return c0 + c1;
}
#pragma omp end declare target

float
f (float *a, int k)
{
  float r;
#pragma omp target map(tofrom: a[0:M]) map(from: r)
  r = mix (a, (k & 1) ? table + 1 : table + 2, k);
  return r;
}

int
main (void)
{
  static float a[M];
  return f (a, 3) != 10.0f || a[3] != 15.0f;
}
