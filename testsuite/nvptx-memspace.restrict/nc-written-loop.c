/* No ld.global.nc for data the kernel writes (a), in the loop itself: the
   body reads x[i] and then stores x[i].  x is a root (its references get
   the clique) but a store is based on it, so it is not "read-only
   global" and its load is ld.global.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: x \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {read-only global} } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx-times "f._omp_fn.1" {st\.global\.f32\s} 2 } } */

void
f (int n, float *restrict x, float *restrict y)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++)
    {
      float t = x[i];
      y[i] = t * 2.0f;
      x[i] = t + 1.0f;
    }
}

int
main (void)
{
  float x[4] = { 1, 2, 3, 4 }, y[4];
  f (4, x, y);
  return x[3] != 5.0f || y[3] != 8.0f;
}
