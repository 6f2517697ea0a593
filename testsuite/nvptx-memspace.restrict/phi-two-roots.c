/* A PHI of two roots is derived from neither.  a and b are captured
   restrict roots; p = c ? a : b is a PHI <a, b> when process-restrict1
   runs.  The loads a[i] and b[i] get the new clique with a's and b's
   bases; the store through p must get NO clique from process-restrict (it
   keeps PTA's, which lets it alias both) -- giving it a's or b's base
   would let GCC move it across the other root's accesses.  Both arrays
   are written (through p), so neither is ld.global.nc.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1,tree-optimized-alias" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on f\._omp_fn\.1: assigning, clique [0-9]+, 2 roots$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: a \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: b \(from the data record\)$} } } */
/* The PHI is really there when the pass runs.  */
/* { dg-final { scan-offload-dump process-restrict1 {# [_a-z0-9]+ = PHI <[ab]_[0-9]+\([0-9]+\), [ab]_[0-9]+\([0-9]+\)>} } } */
/* The two loads are stamped, the store is not.  */
/* { dg-final { scan-offload-dump-times process-restrict1 {^  clique [0-9]+ base [0-9]+: [_a-z0-9]+ = \*_[0-9]+;$} 2 } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {^  clique [0-9]+ base [0-9]+: \*_[0-9]+ = } } } */
/* { dg-final { scan-offload-dump process-restrict1 {^stamped 2 references$} } } */
/* In the optimized dump the two loads have distinct bases of one clique
   and the store is outside that clique.  */
/* { dg-final { scan-offload-dump optimized {(?s)nvptx restrict processed \((\d+), 2\).*= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base \d+\];.*= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base \d+\];} } } */
/* { dg-final { scan-offload-dump-not optimized {(?s)= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique (\d+) base (\d+)\];.*= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base \2\];} } } */
/* { dg-final { scan-offload-dump-not optimized {(?s)nvptx restrict processed \((\d+), 2\).*MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base \d+\] = } } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {st\.global\.f32\s} } } */

void
f (int n, int c, float *restrict a, float *restrict b)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n], b[0:n])
  for (int i = 0; i < n; i++)
    {
      float *p = c ? a : b;
      p[i] = a[i] + b[i];
    }
}

int
main (void)
{
  float a[4] = { 1, 2, 3, 4 }, b[4] = { 1, 1, 1, 1 };
  f (4, 1, a, b);
  return a[3] != 5.0f;
}
