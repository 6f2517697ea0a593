/* Without cicc-compat (the default) a pointer loaded from a mapped array
   of pointers is unknown: no warning, and the load through it stays a
   generic ld.f32 while everything else in the function is global.
   diag-cicc-compat.c is the same program with the knob.  The program
   stores only global addresses, so seed S9 would make the pointer global:
   loaded-pointers=0 keeps it unknown.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-loaded-pointers=0" } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.f32\s+%r[0-9]+, \[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {ld\.global\.f32\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "generic == 1" } } */

#define N 64

void
f (float **tab, float *out)
{
#pragma omp target map(to: tab[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    {
      float *p = tab[i];
      out[i] = *p * 2.0f;
    }
}

int
main (void)
{
  return 0;
}
