/* The argument record of an offload entry point is written by the host
   before the launch; the entry function only loads from it and its
   address goes nowhere, so nothing in the kernel writes it: its field
   loads are invariant loads of read-only global memory (ld.global.nc).
   The data the record points to may be written (y), and the firstprivate
   copy of `a' is the kernel's own: those stay plain ld.global.  */
/* { dg-do compile } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {ld\.global\.nc\.u64\s+%r[0-9]+, \[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {ld\.global\.nc\.u32\s} } } */
/* { dg-final { scan-ptx-not "scale._omp_fn.0.impl" {ld\.global\.nc\.f32\s} } } */
/* { dg-final { scan-ptx-not "scale._omp_fn.0.impl" {st\.global\.nc} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {st\.global\.f32\s} } } */

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
