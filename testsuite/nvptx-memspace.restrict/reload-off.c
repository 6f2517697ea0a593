/* reload-plugin.c with process-restrict=0: memspace-opt still rewrites the
   accesses (ld.global/st.global) but nobody recovers restrict, x and y
   stay in PTA's {clique 1, base 0}, and x[0] is loaded twice per
   iteration, never ld.global.nc.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-process-restrict=0 -fplugin-arg-nvptx_memspace-dump=tree-optimized-alias" } */
/* { dg-final { scan-offload-dump-times optimized {= MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique 1 base 0\];} 2 } } */
/* { dg-final { scan-offload-dump-not optimized {nvptx restrict} } } */
/* { dg-final { scan-ptx-times "dup._omp_fn.1" {ld\.global\.f32\s} 2 } } */
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
