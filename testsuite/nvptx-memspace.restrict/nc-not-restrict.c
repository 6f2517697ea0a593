/* No ld.global.nc without restrict (b): x is a plain `const float *'.
   Nothing promises that no store through another pointer (y may be x)
   touches x's data, so x is not a root and its loads are ld.global; y is
   the only root.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on saxpy\._omp_fn\.1: assigning, clique [0-9]+, 1 root$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: y \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {root base [0-9]+: x } } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {ld\.global\.f32\s} } } */

void
saxpy (int n, float a, const float *x, float *restrict y)
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
