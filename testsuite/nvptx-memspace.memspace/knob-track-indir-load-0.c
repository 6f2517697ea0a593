/* track-indir-load=0 (and loaded-pointers=0, seed S9): pointers loaded
   from records are not followed.  The
   entry record itself is still global (seed S6 on the parameter), so its
   loads are ld.global, but x and y loaded from it are unknown and the
   accesses through them stay generic.  seed-entry-record.c is the same
   program with the default.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-track-indir-load=0 -fplugin-arg-nvptx_memspace-loaded-pointers=0 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  \.omp_data_i_[0-9]+\(D\): global$} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {ld\.global(\.nc)?\.u64\s} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {ld\.f32\s} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {st\.f32\s} } } */
/* { dg-final { scan-ptx-not "scale._omp_fn.0.impl" {(ld|st)\.global\.f32\s} } } */

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
