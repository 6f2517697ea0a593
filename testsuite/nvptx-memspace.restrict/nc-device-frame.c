/* No ld.global.nc for data that does not come from the host (c).  p is a
   restrict pointer declared in the target region, pointing to buf, an
   automatic of the region's entry function (its frame: the OpenMP soft
   stack), which the entry function fills before the parallel loop.  In
   the parallel body p is a root from the data record and only read, but
   its value was not loaded from the host's argument record, so ipmsp
   cannot call its launch-record field read-only for the whole kernel: no
   "read-only global", no ld.global.nc.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: p \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {read-only global} } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */

#define N 64

void
f (float *restrict y)
{
#pragma omp target map(from: y[0:N])
  {
    float buf[N];
    for (int i = 0; i < N; i++)
      buf[i] = i * 0.5f;
    float *restrict p = buf;
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      y[i] = p[i] * 2.0f + p[(i * 7) & (N - 1)];
  }
}

int
main (void)
{
  float y[N];
  f (y);
  return y[1] != 4.5f;
}
