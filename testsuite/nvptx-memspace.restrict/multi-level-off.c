/* multi-level-on.c with the default apply-multi-level-restrict=0: only
   pp itself is a root; the pointers loaded through it are not ("loaded
   through" appears nowhere), and the references through pp[0] and pp[1]
   are not stamped (only pp's own two loads of pointers are).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on f\._omp_fn\.1: assigning, clique [0-9]+, 1 root$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: pp \(from the data record\)} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {loaded through} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {^  clique [0-9]+ base [0-9]+: [^\n]*= \*_[0-9]+;$|^  clique [0-9]+ base [0-9]+: \*_[0-9]+ = } } } */

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
