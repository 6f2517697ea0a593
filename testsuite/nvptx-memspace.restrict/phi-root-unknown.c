/* A PHI of a root and a pointer that is NOT derived from any root is
   derived from neither ("every reaching definition comes from that
   root").  q = b + 1 is a plain pointer, based on b, set in f's block and
   captured; in the body p = c ? a : q.  With c == 0, p[i] is b[i+1]:
   valid C, since q is based on b.  So the store through p must not get
   a's base (nor any base of the clique), and the read of b[i+1] after it
   must stay: out[i] is b[i+1] after the store, plus t.  Nor may b be
   "read-only global": its data is written through q.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1,tree-optimized-alias" } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: a \(from the data record\)$} } } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: b \(from the data record\)} } } */
/* { dg-final { scan-offload-dump process-restrict1 {# [_a-z0-9]+ = PHI <[aq]_[0-9]+\([0-9]+\), [aq]_[0-9]+\([0-9]+\)>} } } */
/* The store through p is not stamped (out's store is).  */
/* { dg-final { scan-offload-dump-times process-restrict1 {^  clique [0-9]+ base [0-9]+: \*_[0-9]+ = } 1 } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {read-only global} } } */
/* The load of b[i+1] and its reload.  */
/* { dg-final { scan-offload-dump-times optimized {= MEM\[\((?:<address-space-\d+> )?float \*\)[^]]*\];} 2 } } */
/* { dg-final { scan-ptx-times "f._omp_fn.1" {ld\.[a-z.]*f32\s} 2 } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */

void
f (int n, int c, float *restrict a, float *restrict b, float *restrict out)
{
  float *q = b + 1;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n+1], b[0:n+1]) map(from: out[0:n])
  for (int i = 0; i < n; i++)
    {
      float *p = c ? a : q;
      float t = b[i + 1];
      p[i] = t * 2.0f;
      out[i] = b[i + 1] + t;
    }
}

int
main (void)
{
  float a[5] = { 0 }, b[5] = { 1, 2, 3, 4, 5 }, out[4];
  f (4, 0, a, b, out);
  return out[0] != 6.0f;
}
