/* Idempotency.  process-restrict1 mints one clique for saxpy._omp_fn.1 and
   records it in the attribute "nvptx restrict processed" (clique, number
   of bases).  process-restrict2, after "optimized", finds the attribute
   and only re-stamps: its dump says "propagate-only" with the same clique
   and "re-stamped N references, no new clique", and it never mints
   ("assigning").  The references in the optimized dump carry exactly the
   clique the attribute records.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1,tree-process-restrict2,tree-optimized-alias" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on saxpy\._omp_fn\.1: assigning, clique [0-9]+, 2 roots$} } } */
/* { dg-final { scan-offload-dump process-restrict2 {^process-restrict on saxpy\._omp_fn\.1: propagate-only, clique [0-9]+, 2 roots$} } } */
/* { dg-final { scan-offload-dump process-restrict2 {^re-stamped [0-9]+ references, no new clique$} } } */
/* { dg-final { scan-offload-dump-not process-restrict2 {assigning|^stamped } } } */
/* The clique process-restrict2 reuses is the one the attribute records.  */
/* { dg-final { scan-offload-dump process-restrict2 {(?s)saxpy\._omp_fn\.1: propagate-only, clique (\d+), .*nvptx restrict processed \(\1, 2\)} } } */
/* The same clique in process-restrict1's dump and in the optimized one
   (attributes print before the body).  */
/* { dg-final { scan-offload-dump process-restrict1 {(?s)saxpy\._omp_fn\.1: assigning, clique (\d+), .*nvptx restrict processed \(\1, 2\)} } } */
/* { dg-final { scan-offload-dump optimized {(?s)nvptx restrict processed \((\d+), 2\).*= MEM\[\(const (?:<address-space-\d+> )?float \*\)[^]]* clique \1 base \d+\];.*MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base \d+\] = } } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {ld\.global\.nc\.f32\s} } } */

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
