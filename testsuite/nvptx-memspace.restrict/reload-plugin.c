/* The cliques at work: x[0] is loaded in every iteration, once before and
   once after a store through y.  With only PTA's {clique 1, base 0} the
   store may clobber x[0], so stock GCC (reload-stock.c) and
   process-restrict=0 (reload-off.c) load it twice per iteration.  Here x
   and y are distinct roots of one clique, so FRE removes the reload and
   LIM hoists the remaining load out of the loop: one load of f32 in the
   body function, ld.global.nc since x is read-only host data.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1,tree-optimized-alias" } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: x \(from the data record\), read-only global: ld\.global\.nc$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: y \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump-times optimized {= MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique [0-9]+ base [0-9]+\];} 1 } } */
/* { dg-final { scan-ptx-times "dup._omp_fn.1" {ld\.[a-z.]*f32\s} 1 } } */
/* { dg-final { scan-ptx-times "dup._omp_fn.1" {ld\.global\.nc\.f32\s} 1 } } */
/* { dg-final { scan-ptx-times "dup._omp_fn.1" {st\.global\.f32\s} 2 } } */

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
