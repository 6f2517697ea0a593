/* No ld.global.nc when the restrict pointer escapes (d): the body passes
   x + i to the noipa helper `get', which could store through it (the
   pass does not look inside; noipa keeps IPA-SRA from turning the
   pointer into a value).  x stays a root for the cliques, but it is
   not "read-only global", and neither the body nor the helper loads x's
   data with ld.global.nc.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: x \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {read-only global} } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {call[^;]*get} } } */

#pragma omp declare target
static __attribute__((noipa)) float
get (const float *p)
{
  return *p * 3.0f;
}
#pragma omp end declare target

void
f (int n, const float *restrict x, float *restrict y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = x[i] + get (x + i);
}

int
main (void)
{
  float x[4] = { 1, 2, 3, 4 }, y[4];
  f (4, x, y);
  return y[3] != 16.0f;
}
