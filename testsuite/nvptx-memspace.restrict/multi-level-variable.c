/* apply-multi-level-restrict=1 must not separate two loads of the SAME
   restrict pointer object.  pp[1] (constant offset 8) and pp[k] (variable
   offset) are the same pointer when k == 1 -- both lvalues are based on
   the one restrict object pp[1], so accessing the array through both is
   valid C.  The store through pp[k] may therefore overwrite pp[1][i], and
   the second read of pp[1][i] must stay (two f32 loads in the body); the
   roots of the two loads must not get distinct bases.  (The design gives
   every constant offset one base and all variable offsets another,
   which distinguishes exactly these two.)  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-apply-multi-level-restrict=1 -fplugin-arg-nvptx_memspace-dump=tree-process-restrict1,tree-optimized-alias" } */
/* { dg-final { scan-offload-dump process-restrict1 {loaded through base [0-9]+ at offset 8} } } */
/* The load of pp[1][i], the store through pp[k], the reload of pp[1][i].  */
/* { dg-final { scan-offload-dump-times optimized {= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]*\];} 2 } } */
/* { dg-final { scan-ptx-times "f._omp_fn.1" {ld\.[a-z.]*f32\s} 2 } } */

void
f (int n, int k, float *restrict *restrict pp, float *restrict out)
{
#pragma omp target teams distribute parallel for map(to: pp[0:2]) map(from: out[0:n])
  for (int i = 0; i < n; i++)
    {
      float t = pp[1][i];
      pp[k][i] = t * 2.0f;
      out[i] = pp[1][i] + t;
    }
}

int
main (void)
{
  float a[4] = { 1, 2, 3, 4 }, b[4] = { 1, 2, 3, 4 }, out[4];
  float *pp[2] = { a, b };
  f (4, 1, pp, out);
  return out[3] != 12.0f;
}
