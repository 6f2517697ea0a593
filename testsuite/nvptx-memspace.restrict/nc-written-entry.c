/* No ld.global.nc for data the kernel writes (a).  x is restrict and
   only read in the parallel body, where it is a root from the data
   record, but the target region's entry function stores x[0] before the
   parallel loop.  So ipmsp must not find x's launch-record field
   read-only for the whole kernel, and x is not "read-only global": the
   body's x loads are ld.global, never ld.global.nc.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: x \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {read-only global} } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {ld\.global\.f32\s} } } */

void
f (int n, float *restrict x, float *restrict y)
{
#pragma omp target map(tofrom: x[0:n]) map(from: y[0:n])
  {
    x[0] = 1.0f;
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      y[i] = x[i] * 2.0f;
  }
}

int
main (void)
{
  float x[4] = { 1, 2, 3, 4 }, y[4];
  f (4, x, y);
  return y[0] != 2.0f;
}
