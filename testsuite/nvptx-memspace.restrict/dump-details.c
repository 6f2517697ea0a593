/* The -details dumps of process-restrict (GCC's TDF_DETAILS) print the
   function before and after the pass (dump-no-details.c: not without
   -details).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1-details,tree-process-restrict2-details" } */
/* { dg-final { scan-offload-dump process-restrict1 {^before process-restrict:$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^after process-restrict:$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {(?s)before process-restrict:\n.*saxpy\._omp_fn\.1 \(.*process-restrict on saxpy\._omp_fn\.1: assigning.*\nafter process-restrict:\n.*saxpy\._omp_fn\.1 \(} } } */
/* { dg-final { scan-offload-dump process-restrict2 {^before process-restrict:$} } } */
/* { dg-final { scan-offload-dump process-restrict2 {^after process-restrict:$} } } */

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
