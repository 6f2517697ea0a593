/* ipmsp=0: no inter-procedural facts.  The parallel body saxpy._omp_fn.1
   is not an entry point, so without ipmsp nothing is known about its
   record, its frame or the pointers in the record: all its accesses stay
   generic.  The entry function still uses seed S6 (global).
   seed-parallel-record.c is the same kernel with the default.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-ipmsp=0 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^memspace lattice of saxpy\._omp_fn\.1 \(frame generic,} } } */
/* { dg-final { ptx-stats "saxpy._omp_fn.1" "global == 0" "generic >= 5" "cvta_to == 0" } } */
/* { dg-final { ptx-stats "saxpy._omp_fn.0.impl" "global >= 4" } } */

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
