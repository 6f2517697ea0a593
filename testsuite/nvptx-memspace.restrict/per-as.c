/* alias-merge=per-as (the default): references proved in distinct
   concrete state spaces go into one "space clique" (recorded in the
   function attribute "nvptx memspace clique"), one base per space
   (global 1, const 4), so they never overlap.  The helper mix reads c[k]
   (ipmsp: c points into the .const table, whichever element the call passes), stores
   g[k] (global: the mapped array) and reads c[k] again.  Without space
   information GCC must assume the store may change c[k]; with the space
   clique the reload is gone: one ld.const.f32 in mix, where
   per-as-none.c (the same program, alias-merge=none) has two.
   The clique only goes on references that have none: in outlined
   functions GCC's PTA has already put most references in its own clique
   1 (the restrict .omp_data_i), and a reference carries one clique.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-optimized-alias" } */
/* { dg-final { scan-offload-dump optimized {(?s)nvptx memspace clique \((\d+)\)[^\n]*\nfloat mix .*= MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique \1 base 4\];.*MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base 1\] = } } } */
/* { dg-final { scan-ptx-times "mix" {ld\.const\.f32\s} 1 } } */
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
