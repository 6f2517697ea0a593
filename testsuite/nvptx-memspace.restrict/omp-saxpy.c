/* The canonical case.  omp-low strips restrict from the data record, so
   stock GCC gives every access in saxpy._omp_fn.1 PTA's {clique 1,
   base 0}.  process-restrict1 finds x and y, captured restrict variables
   loaded from the parallel region's data record (parameter 0), as roots;
   both are "from the data record", x (only read, global, its record field
   read-only for the whole kernel per ipmsp) is "read-only global".  In the
   optimized -alias dump the x load and the y load/store are in ONE clique
   (not PTA's clique 1) with distinct bases; the y accesses share one base.
   In the PTX the x load is ld.global.nc, y is ld.global/st.global and never
   .nc since it is written.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1,tree-optimized-alias" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on saxpy\._omp_fn\.1: assigning, clique [0-9]+, 2 roots$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: x \(from the data record\), read-only global: ld\.global\.nc$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: y \(from the data record\)$} } } */
/* x load and y load+store: 3 references stamped.  */
/* { dg-final { scan-offload-dump process-restrict1 {^stamped 3 references$} } } */
/* One clique for the x load and the y load and store ...  */
/* { dg-final { scan-offload-dump optimized {(?s)MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique (\d+) base \d+\].*MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base (\d+)\].*MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base \2\] = } } } */
/* ... not PTA's clique 1 (the entry function's load of `a' keeps it) ...  */
/* { dg-final { scan-offload-dump-not optimized {MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique 1 base} } } */
/* { dg-final { scan-offload-dump-not optimized {MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique 1 base \d+\] = } } } */
/* ... and x's base is not y's.  */
/* { dg-final { scan-offload-dump-not optimized {(?s)MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique (\d+) base (\d+)\].*MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base \2\]} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {ld\.global\.nc\.f32\s} } } */
/* { dg-final { scan-ptx-times "saxpy._omp_fn.1" {ld\.global\.nc\.} 1 } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {st\.global\.f32\s} } } */
/* { dg-final { scan-ptx-not "*" {st\.global\.nc} } } */

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
