/* param-always-point-to-global=0 drops seed S6: the entry record and the
   pointers loaded from it are unknown, so the record loads and the
   accesses through x and y stay generic.  seed-entry-record.c is the same
   program with the default (all global).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-param-always-point-to-global=0 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  \.omp_data_i_[0-9]+\(D\): generic$} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {ld\.u64\s+%r[0-9]+, \[%r[0-9]+(\+[0-9]+)?\]} } } */
/* { dg-final { ptx-stats "scale._omp_fn.0.impl" "global == 0" "generic >= 4" } } */

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
