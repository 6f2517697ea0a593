/* The -details dump of memspace-opt (GCC's TDF_DETAILS) traces every
   lattice change: the mapped pointers go from bottom to global
   (dump-no-details.c: not without -details).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1-details" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  lattice: \S+ bottom -> global$} } } */
/* { dg-final { scan-offload-dump-not memspace-opt1 {^  lattice: \S+ global -> bottom$} } } */

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
