/* OpenACC: `acc parallel loop copyin(x[0:n]) copyout(y[0:n])' in a function
   with restrict x and y.  The compute region is itself the offload entry
   point, and it receives x and y through `void *' fields of its argument
   record: the host compiler's early copy propagation has already replaced
   the restrict receiving variables (x = (const float *restrict) field)
   by the field loads, so the offload compiler sees no restrict pointer
   and process-restrict finds no roots.  KNOWN LIMITATION (README): no
   restrict cliques and no ld.global.nc in OpenACC compute regions and
   OpenMP target regions that are not outlined into a parallel function.
   What is asserted is the sound fallback -- no roots, x read with
   ld.global (the space still follows from the record), never .nc -- so a
   lifted limitation shows up here as a failure to update.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on saxpy\._omp_fn\.0: no restrict roots$} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.0" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.0" {st\.global\.f32\s} } } */
/* { dg-final { scan-ptx-not "*" {\.nc\.f32} } } */

void
saxpy (int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copyout(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i];
}

int
main (void)
{
  float x[4] = { 1, 2, 3, 4 }, y[4];
  saxpy (4, 2.0f, x, y);
  return y[3] != 8.0f;
}
