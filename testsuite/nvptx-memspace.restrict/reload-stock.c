/* reload-plugin.c built by stock GCC (no plugin): x and y are both in
   PTA's {clique 1, base 0}, the store through y may clobber x[0], and the
   body function loads x[0] twice per iteration, generic (ld.f32).  This
   is the reference that shows what process-restrict removes.  */
/* { dg-do compile } */
/* { dg-plugin none } */
/* { dg-offload-options "-fdump-tree-optimized-alias" } */
/* { dg-final { scan-offload-dump-times optimized {= MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique 1 base 0\];} 2 } } */
/* { dg-final { scan-ptx-times "dup._omp_fn.1" {ld\.[a-z.]*f32\s} 2 } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */

void
dup (int n, const float *restrict x, float *restrict y)
{
#pragma omp target teams distribute parallel for map(to: x[0:1]) map(from: y[0:2*n])
  for (int i = 0; i < n; i++)
    {
      y[2 * i] = x[0] * 2.0f;
      y[2 * i + 1] = x[0] + 1.0f;
    }
}

int
main (void)
{
  float x[1] = { 3 }, y[8];
  dup (4, x, y);
  return y[7] != 4.0f;
}
