/* Regression (make fuzz, 27 seeds): with verify=1, memspace-opt2 created
   the conversion for an aggregate copy the back end does with memcpy,
   put the copy back (a non-generic MEM has no library call: facts
   section 12), and the dead-code removal took the conversion, whose
   run-time check was then inserted after a statement no longer in the
   function (a segfault in insert_verify_check).  Such a conversion
   converts nothing accessed: it gets no check.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2-details" } */
/* { dg-final { scan-offload-dump memspace-opt2 {keep generic \(aggregate the back end would not expand by pieces\)} } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {call[^;]*memcpy} } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {isspacep\.global} } } */
#include <stdio.h>

#define N 256
#define L 64

int
main (void)
{
  float tmp[L], out[N];
  for (int k = 0; k < L; k++)
    tmp[k] = k * 0.5f;
  /* The firstprivate copy: tmp = *(record's pointer), 256 bytes.  */
#pragma omp target parallel for map(from: out) firstprivate(tmp)
  for (int i = 0; i < N; i++)
    out[i] = tmp[(i * 7) & (L - 1)] + i;
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += out[i] != ((i * 7) & (L - 1)) * 0.5f + i;
  printf ("%d\n", bad);
  return bad != 0;
}
