/* apply-multi-level-restrict=1: `float *restrict *restrict pp'.  pp is a
   root from the data record; the restrict pointers loaded through it
   (pp[0], pp[1]) become roots "loaded through base B", one per constant
   offset, so the references through pp[0] and pp[1] get distinct bases of
   the clique (and pp's own loads, of the pointers, its base).  The arrays
   pp[0] and pp[1] point to are written and read.  multi-level-off.c is the
   same program without the knob.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-apply-multi-level-restrict=1 -fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: pp \(from the data record\)} } } */
/* { dg-final { scan-offload-dump process-restrict1 {(?s)\n  root base (\d+): pp \(from the data record\)[^\n]*\n(?:.*\n)?  root base \d+: loaded through base \1 at offset 0\n} } } */
/* { dg-final { scan-offload-dump process-restrict1 {(?s)\n  root base (\d+): pp \(from the data record\)[^\n]*\n(?:.*\n)?  root base \d+: loaded through base \1 at offset 8\n} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on f\._omp_fn\.1: assigning, clique [0-9]+, 3 roots$} } } */

void
f (int n, float *restrict *restrict pp)
{
#pragma omp target teams distribute parallel for map(to: pp[0:2])
  for (int i = 0; i < n; i++)
    pp[1][i] = pp[0][i] * 2.0f + pp[1][i];
}

int
main (void)
{
  float a[4] = { 1, 2, 3, 4 }, b[4] = { 0 };
  float *pp[2] = { a, b };
  f (4, pp);
  return b[3] != 8.0f;
}
