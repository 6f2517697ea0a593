/* dump-details.c without -details: the pass dumps hold the pass's own
   lines but no "before/after process-restrict:" copies.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1,tree-process-restrict2" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on saxpy\._omp_fn\.1: assigning} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {(before|after) process-restrict:} } } */
/* { dg-final { scan-offload-dump-not process-restrict2 {(before|after) process-restrict:} } } */

void
saxpy (int n, float a, const float *restrict x, float *restrict y)
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
