/* track-int2ptr=0: pointer <-> integer round trips are not followed, so a
   pointer made from (unsigned long) x + 4 * i is unknown and the load
   through it must stay generic, while the plain store through the mapped
   out stays global.  prop-int2ptr.c is the same program with the default
   (global load).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-track-int2ptr=0 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  e_[0-9]+: generic$} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.f32\s} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.f32\s} } } */

#define N 128

void
f (const float *x, float *out)
{
#pragma omp target map(to: x[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    {
      unsigned long u = (unsigned long) x + 4 * ((i * 5) % N);
      const float *e = (const float *) u;
      out[i] = *e + 1.0f;
    }
}

int
main (void)
{
  float x[N], out[N];
  for (int i = 0; i < N; i++)
    x[i] = i;
  f (x, out);
  return 0;
}
