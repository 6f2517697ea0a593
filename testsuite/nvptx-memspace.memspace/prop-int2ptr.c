/* Propagation through an integer round trip (track-int2ptr, on by
   default): (float *) ((unsigned long) p + 4 * i) is p plus a
   non-address, so it stays global and the load through it must be
   ld.global.  knob-track-int2ptr-0.c is the same program with the knob
   off, where the same load must stay generic.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  e_[0-9]+: global$} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {ld\.f32\s} } } */

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
