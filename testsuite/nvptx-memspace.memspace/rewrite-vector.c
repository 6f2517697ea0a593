/* Vector modes the backend prints with %A (V2SI, V2DI) are rewritten like
   scalars: stores of 2 x int and 2 x long through mapped pointers must be
   st.global.v2.u32 / st.global.v2.u64 (stock GCC: generic st.v2).  */
/* { dg-do compile } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.v2\.u32\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.v2\.u64\s+\[%r[0-9]+\]} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "generic == 0" } } */

typedef int v2si __attribute__ ((vector_size (8)));
typedef long v2di __attribute__ ((vector_size (16)));

#define N 64

void
f (const v2si *a, const v2di *b, v2si *c, v2di *d)
{
#pragma omp target map(to: a[0:N], b[0:N]) map(from: c[0:N], d[0:N])
  for (int i = 0; i < N; i++)
    {
      c[i] = a[(i * 3) & (N - 1)] + 1;
      d[i] = b[(i * 5) & (N - 1)] * 2;
    }
}

int
main (void)
{
  return 0;
}
