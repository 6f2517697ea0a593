/* space-disjoint-alias=per-as (the default): references proved in distinct
   concrete state spaces go into one "space clique" (recorded in the
   function attribute "nvptx memspace clique"), one base per space
   (global 1, shared 3), so they never overlap.  The helper mix reads c[k]
   (ipmsp: c points into the gang-private table, .shared, whichever
   element the call passes), stores g[k] (global: the copied array) and
   reads c[k] again.  Without space information GCC must assume the store
   may change c[k]; with the space clique the reload is gone: one
   ld.shared.f32 in mix, where per-as-none.c (the same program,
   space-disjoint-alias=none) has two.
   The clique only goes on references that have none: in outlined
   functions GCC's PTA has already put most references in its own clique
   1 (the restrict .omp_data_i), and a reference carries one clique.
   OpenACC since the provenance rule: the second space used to be a
   `static const' declare-target table (.const, base 4), which now lives
   in .global (rtl-hooks/data-areas.cc: the host can know the address of
   an offload-table variable, so .const would break seed S6).  The table
   is now an automatic array of the region's gang-redundant code,
   gang-private (a .shared variable of the kernel), mix an `acc routine'.
   OpenACC's -fipa-pta does not separate the two (c's points-to set has
   nonlocal), so the reload stays in per-as-none.c.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-optimized-alias" } */
/* { dg-final { scan-offload-dump optimized {(?s)nvptx memspace clique \((\d+)\)[^\n]*\nfloat mix .*= MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique \1 base 3\];.*MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base 1\] = } } } */
/* { dg-final { scan-ptx-times "mix" {ld\.shared\.f32\s} 1 } } */
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
