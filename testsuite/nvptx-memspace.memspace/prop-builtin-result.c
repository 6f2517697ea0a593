/* Propagation through calls that return their first argument: the
   results of memcpy and __builtin_assume_aligned point where their first
   argument does (here: mapped, global).  Accesses through them must be
   .global (stock GCC: generic).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {q_[0-9]+ = memcpy \(} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {r_[0-9]+ = __builtin_assume_aligned \(} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  q_[0-9]+: global$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  r_[0-9]+: global$} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "generic == 0" "ld.global >= 4" "st.global >= 1" } } */
#include <string.h>

#define N 64

void
f (const float *x, float *out)
{
#pragma omp target map(to: x[0:N]) map(tofrom: out[0:N])
  {
    float *q = memcpy (out, x, N * sizeof (float));
    const float *r = __builtin_assume_aligned (x, 16);
    for (int i = 0; i < N; i++)
      q[(i * 5) & (N - 1)] += r[(i * 3) & (N - 1)];
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
