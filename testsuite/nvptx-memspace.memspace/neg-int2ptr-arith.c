/* Soundness of integer round trips: only an alignment mask of at most 12
   low bits (& -2^k, k <= 12) keeps an address in its window.  A wider
   mask, a mask that clears high bits, XOR, and a trip through a 32-bit
   integer all make an unknown pointer: the loads through b, c, d and e
   must stay generic, and only the load through a is ld.global.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  a_[0-9]+: global$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  b_[0-9]+: generic$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  c_[0-9]+: generic$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  d_[0-9]+: generic$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  e_[0-9]+: generic$} } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0.impl" {ld\.global\.f32\s} 1 } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0.impl" {ld\.f32\s} 4 } } */

#define N 64

void
f (const float *x, float *out)
{
#pragma omp target map(to: x[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    {
      unsigned long u = (unsigned long) (x + i);
      const float *a = (const float *) (u & -16l);
      const float *b = (const float *) (u & 0xfffffful);
      const float *c = (const float *) (u ^ 4ul);
      const float *d = (const float *) (unsigned long) (unsigned) u;
      const float *e = (const float *) (u & -8192l);
      out[i] = *a + *b + *c + *d + *e;
    }
}

int
main (void)
{
  return 0;
}
