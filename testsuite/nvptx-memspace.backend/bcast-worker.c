/* Worker state propagation (nvptx_shared_propagate, nvptx.cc:4572): at the
   fork of the worker loop the live registers go through the .shared
   buffer __oacc_bcast.  Stock GCC puts the buffer's cvta.shared address in
   a register and stores and reloads through it generically; that register
   has one value, __oacc_bcast, so every access addresses the symbol:
   st.shared/ld.shared [__oacc_bcast+N], and the cvta goes.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=rtl-memspace-backend" } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.shared\.[a-z]+[0-9]+\s+\[__oacc_bcast\+[0-9]+\], %r[0-9]+;} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.shared\.[a-z]+[0-9]+\s+%r[0-9]+, \[__oacc_bcast\+[0-9]+\];} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0" {cvta\.shared\.u64\s+%r[0-9]+, __oacc_bcast;} } } */
/* { dg-final { ptx-stats "f._omp_fn.0" "generic == 0" "shared >= 8" } } */
/* { dg-final { scan-offload-dump memspace-backend {r[0-9]+\+8 is .*__oacc_bcast} } } */
/* { dg-final { scan-offload-dump memspace-backend {no longer read, deleted} } } */

#include <stdio.h>

#define N 64
#define M 256

void
f (const double (*restrict a)[M], double *restrict b)
{
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(a[0:N]) copyout(b[0:N])
  for (int i = 0; i < N; i++)
    {
      double s = a[i][0] * 2.0;
      double t = 0;
#pragma acc loop worker reduction(+:t)
      for (int j = 0; j < M; j++)
	t += a[i][j] * s;
      b[i] = t;
    }
}

int
main (void)
{
  static double a[N][M], b[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = 1 + (i + j) % 3;
  f (a, b);
  double c = 0;
  for (int i = 0; i < N; i++)
    c += b[i] * (i + 1);
  printf ("%.1f\n", c);
  return 0;
}
