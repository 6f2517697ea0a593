/* lower-struct-args=0 turns the kernel-parameter-record lowering off: the record
   loads are plain ld.global (still global: memspace-opt's seeds do not
   depend on lower-struct-args).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-lower-struct-args=0" } */
/* { dg-final { scan-ptx-not "scale._omp_fn.0.impl" {ld\.global\.nc} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {ld\.global\.u64\s} } } */

void
scale (int n, float a, float *y)
{
#pragma omp target map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] *= a;
}

int
main (void)
{
  return 0;
}
