/* vector_length > 32 with several workers: vector state goes through the
   worker's partition of __oacc_bcast, a register the prologue sets to
   cvta.shared of __oacc_bcast plus (tid.y + 1) times the partition size
   (nvptx_init_oacc_workers, nvptx.cc:1338) and RTL never sets.  Each
   propagation copies it into a base register: that copy becomes
   cvta.to.shared of the partition, and the stores and loads through the
   base are .shared.  The vector reduction's CAS loop goes through the
   reduction partition (nvptx_red_partition, nvptx.md:2358), whose value
   GIMPLE's conversion of __builtin_nvptx_vector_addr also reads: the
   CAS still runs on .shared.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=rtl-memspace-backend" } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.shared\.[a-z]+[0-9]+\s+\[%r[0-9]+\+[0-9]+\], %r[0-9]+;} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.shared\.[a-z]+[0-9]+\s+%r[0-9]+, \[%r[0-9]+\+[0-9]+\];} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {atom\.shared\.cas\.b64\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.0" "generic == 0" } } */
/* { dg-final { scan-offload-dump-times memspace-backend {web of r[0-9]+ \(shared\)} 3 } } */

#include <stdio.h>

#define N 64
#define M 512

void
f (const double (*restrict a)[M], double *restrict b)
{
#pragma acc parallel loop gang num_workers(4) vector_length(128) copyin(a[0:N]) copyout(b[0:N])
  for (int i = 0; i < N; i++)
    {
      double s = a[i][0] * 2.0;
      double t = 0;
#pragma acc loop worker reduction(+:t)
      for (int k = 0; k < 4; k++)
	{
	  double u = a[i][k] + s;
#pragma acc loop vector reduction(+:t)
	  for (int j = 0; j < M; j++)
	    t += a[i][j] * u;
	}
      b[i] = t;
    }
}

int
main (void)
{
  static double a[N][M], b[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = (i + j) % 7;
  f (a, b);
  double c = 0;
  for (int i = 0; i < N; i++)
    c += b[i] * (i + 1);
  printf ("%.1f\n", c);
  return 0;
}
