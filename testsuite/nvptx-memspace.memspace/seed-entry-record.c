/* Seed S6: the argument record of an offload entry point is allocated by
   libgomp with cuMemAlloc and every pointer in it was produced on the
   host, so the record and the mapped pointers loaded from it are global.
   In a target region without a parallel construct the body is the entry
   function itself: its record loads and its accesses through x and y must
   all be .global (stock GCC: all generic).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  \.omp_data_i_[0-9]+\(D\): global$} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {ld\.global(\.nc)?\.u64\s} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {st\.global\.f32\s} } } */
/* { dg-final { ptx-stats "scale._omp_fn.0.impl" "generic == 0" "global >= 4" } } */

void
scale (int n, const float *x, float *y)
{
#pragma omp target map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = 3.0f * x[i];
}

int
main (void)
{
  float x[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, y[8];
  scale (8, x, y);
  return y[7] != 24.0f;
}
