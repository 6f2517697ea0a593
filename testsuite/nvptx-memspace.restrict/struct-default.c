/* A restrict pointer in a struct field.  By default a pointer loaded from
   a field declared restrict is not a root: the function gets the warning
   "function contains restrict keyword in struct" (once, at the load) and
   the reference through s.p keeps PTA's clique; only `out', a captured
   restrict variable, is a root.  struct-allow.c is the same program with
   allow-restrict-in-struct=1.  (-fdiagnostics-plain-output: the offload
   compiler's source and caret lines would otherwise count as excess
   errors.)  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fdiagnostics-plain-output -fplugin-arg-nvptx_memspace-dump=tree-process-restrict1,tree-optimized-alias" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on f\._omp_fn\.1: assigning, clique [0-9]+, 1 root$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: out \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {^  root base [0-9]+: p$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^stamped 1 references$} } } */
/* The load through s.p stays in PTA's clique 1.  */
/* { dg-final { scan-offload-dump optimized {= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique 1 base 0\];} } } */

struct S { float *restrict p; int n; };

void
f (struct S s, float *restrict out)
{
#pragma omp target teams distribute parallel for map(to: s, s.p[0:s.n]) map(from: out[0:s.n])
  for (int i = 0; i < s.n; i++)
    out[i] = s.p[i] * 2.0f; /* { dg-warning "function contains restrict keyword in struct" } */
}

int
main (void)
{
  float a[4] = { 1, 2, 3, 4 }, out[4];
  struct S s = { a, 4 };
  f (s, out);
  return out[3] != 8.0f;
}
