/* struct-default.c with allow-restrict-in-struct=1: the pointer loaded
   from the restrict field S::p becomes a root (named by its field), its
   load gets a base of the new clique distinct from out's, and there is no
   warning (an unexpected one would be an excess error).  A field root is
   not "from the data record", so it is not ld.global.nc.  */
/* { dg-do compile } */
/* { dg-offload-options "-fdiagnostics-plain-output -fplugin-arg-nvptx_memspace-allow-restrict-in-struct=1 -fplugin-arg-nvptx_memspace-dump=tree-process-restrict1,tree-optimized-alias" } */
/* { dg-final { scan-offload-dump process-restrict1 {^process-restrict on f\._omp_fn\.1: assigning, clique [0-9]+, 2 roots$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: p$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: out \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^stamped 2 references$} } } */
/* { dg-final { scan-offload-dump optimized {(?s)nvptx restrict processed \((\d+), 2\).*= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base (\d+)\];.*MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base \d+\] = } } } */
/* { dg-final { scan-offload-dump-not optimized {(?s)= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique (\d+) base (\d+)\];.*MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique \1 base \2\] = } } } */
/* { dg-final { scan-offload-dump-not optimized {= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]* clique 1 base 0\];} } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */

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
  float a[4] = { 1, 2, 3, 4 }, out[4];
  struct S s = { a, 4 };
  f (s, out);
  return out[3] != 8.0f;
}
