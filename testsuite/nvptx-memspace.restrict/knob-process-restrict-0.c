/* process-restrict=0: the pass is not registered.  Nothing is marked
   "nvptx restrict processed", no clique is minted: the x and y references
   of the body keep PTA's {clique 1, base 0}, and x's data is not loaded
   with ld.global.nc (memspace-opt still makes the accesses ld.global /
   st.global).  omp-saxpy.c is the same program with the default.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-process-restrict=0 -fplugin-arg-nvptx_memspace-dump=tree-optimized-alias" } */
/* { dg-final { scan-offload-dump-not optimized {nvptx restrict} } } */
/* { dg-final { scan-offload-dump optimized {= MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique 1 base 0\];} } } */
/* { dg-final { scan-offload-dump optimized {= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique 1 base 0\];} } } */
/* { dg-final { scan-offload-dump optimized {MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique 1 base 0\] = } } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {st\.global\.f32\s} } } */

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
