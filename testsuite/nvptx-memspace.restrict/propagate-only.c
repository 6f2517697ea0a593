/* restrict-propagate-only=1: every run is propagate-only, so the first
   instance finds no recorded scope and has nothing to do -- no clique is
   minted, no root is listed, nothing is stamped, no function is marked
   processed, and without a read-only root there is no ld.global.nc for
   the data (only the entry record's own loads may be .nc).  The x and y
   references keep PTA's {clique 1, base 0}.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-restrict-propagate-only=1 -fplugin-arg-nvptx_memspace-dump=tree-process-restrict1,tree-process-restrict2,tree-optimized-alias" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on saxpy\._omp_fn\.1: not processed before, propagate-only: nothing to do$} } } */
/* { dg-final { scan-offload-dump process-restrict2 {^process-restrict on saxpy\._omp_fn\.1: not processed before, propagate-only: nothing to do$} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {assigning|root base|stamped} } } */
/* { dg-final { scan-offload-dump-not optimized {nvptx restrict processed} } } */
/* { dg-final { scan-offload-dump optimized {= MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique 1 base 0\];} } } */
/* { dg-final { scan-offload-dump optimized {MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique 1 base 0\] = } } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {ld\.global\.f32\s} } } */

void
saxpy (int n, float a, const float *restrict x, float *restrict y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int
main (void)
{
  float x[4] = { 1, 2, 3, 4 }, y[4] = { 1, 1, 1, 1 };
  saxpy (4, 2.0f, x, y);
  return y[3] != 9.0f;
}
