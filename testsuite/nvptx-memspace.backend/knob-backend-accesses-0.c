/* backend-accesses=0: the worker broadcast stays as stock GCC emits it,
   generic accesses through the cvta.shared address of __oacc_bcast, and
   the pass writes no dump.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-backend-accesses=0" } */
/* { dg-final { scan-ptx "f._omp_fn.0" {cvta\.shared\.u64\s+%r[0-9]+, __oacc_bcast;} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.[uf][0-9]+\s+\[%r[0-9]+\+8\], %r[0-9]+;} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0" {\[__oacc_bcast\+[0-9]+\]} } } */

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
      a[i][j] = 1;
  f (a, b);
  return b[3] != 2.0 * M;
}
