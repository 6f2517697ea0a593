/* warnings=0 silences the plugin's warnings (a plugin cannot add a -Wno-
   option to GCC 12): struct-default.c's program compiles without
   "function contains restrict keyword in struct", and the decision is
   the same (the field's pointer is no root).  */
/* { dg-do compile } */
/* { dg-offload-options "-fdiagnostics-plain-output -fplugin-arg-nvptx_memspace-warnings=0 -fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on f\._omp_fn\.1: assigning, clique [0-9]+, 1 root$} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {^  root base [0-9]+: p$} } } */

struct S { float *restrict p; int n; };

void
f (struct S s, float *restrict out)
{
#pragma omp target teams distribute parallel for map(to: s, s.p[0:s.n]) map(from: out[0:s.n])
  for (int i = 0; i < s.n; i++)
    out[i] = s.p[i] * 2.0f;
}

int
main (void)
{
  float p[4] = { 1, 2, 3, 4 }, out[4];
  struct S s = { p, 4 };
  f (s, out);
  return out[3] != 8.0f;
}
