/* Equality tests move onto converted pointers only when both sides are
   exactly the converted addresses.  In f, v is either an address of x or
   the number 1; the rewrite's shadow of v uses a null pointer on the
   path where v is 1 (it is never dereferenced there), so comparing the
   shadows of v and w (x + 5 or 0) would find 1 == 0 when s is 0.  The test
   must stay on the generic values.  In g the non-address side is a null
   pointer, whose shadow is null: that test is rewritten.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1,tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump-times memspace-opt1 {rewrite comparison global} 1 } } */
/* { dg-final { scan-offload-dump-not memspace-opt2 {rewrite comparison} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "g._omp_fn.0.impl" {ld\.global\.f32\s} } } */

#define N 16

void
f (const float *x, float *out, int s, int c)
{
#pragma omp target map(to: x[0:N]) map(from: out[0:2])
  {
    unsigned long v = (s & 1) ? (unsigned long) (x + 3) : 1;
    unsigned long w = (s & 2) ? (unsigned long) (x + 5) : 0;
    float r = 0;
    if (c & 1)
      r = *(const float *) v;
    if (c & 2)
      r += *(const float *) w;
    if (v == w)
      out[0] = r;
    out[1] = r + 1;
  }
}

void
g (const float *x, float *out, int s, int c)
{
#pragma omp target map(to: x[0:N]) map(from: out[0:2])
  {
    unsigned long v = (s & 1) ? (unsigned long) (x + 3) : 0;
    unsigned long w = (s & 2) ? (unsigned long) (x + 5) : 0;
    float r = 0;
    if (c & 1)
      r = *(const float *) v;
    if (c & 2)
      r += *(const float *) w;
    if (v == w)
      out[0] = r;
    out[1] = r + 1;
  }
}

int
main (void)
{
  return 0;
}
