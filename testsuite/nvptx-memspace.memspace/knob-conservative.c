/* memspace-conservative=1: a value that is not concrete on first contact
   becomes generic.  The loop-carried pointer q (a PHI whose back-edge
   argument is not yet known on the first sweep) therefore stays generic
   and the load through it is a generic ld.f32, while the straight-line
   store through the mapped sum stays global.  prop-phi.c shows the
   default: q global.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-memspace-conservative=1 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  q_[0-9]+: generic$} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.f32\s} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.f32\s} } } */

#define N 128

void
f (const float *a, float *sum)
{
#pragma omp target map(to: a[0:N]) map(from: sum[0:1])
  {
    float s = 0;
    for (const float *q = a; q < a + N; q += 2)
      s += *q;
    *sum = s;
  }
}

int
main (void)
{
  float a[N], s;
  for (int i = 0; i < N; i++)
    a[i] = i;
  f (a, &s);
  return 0;
}
