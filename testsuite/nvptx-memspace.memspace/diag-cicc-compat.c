/* cicc-compat=1: cicc's unsound fallback.  A pointer loaded from a mapped
   array of pointers is unknown; with the knob the access through it is
   assumed global, with a warning at its line, and becomes ld.global.
   diag-cicc-compat-off.c is the same program without the knob: no
   warning, and the access stays generic.
   (-fdiagnostics-plain-output: the offload compiler's source and caret
   lines would otherwise count as excess errors.)  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fdiagnostics-plain-output -fplugin-arg-nvptx_memspace-cicc-compat=1 -fplugin-arg-nvptx_memspace-loaded-pointers=0" } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "generic == 0" "ld.global >= 4" } } */

#define N 64

void
f (float **tab, float *out)
{
#pragma omp target map(to: tab[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    {
      float *p = tab[i];
      out[i] = *p * 2.0f; /* { dg-warning "Cannot tell what pointer points to, assuming global memory space" } */
    }
}

int
main (void)
{
  return 0;
}
