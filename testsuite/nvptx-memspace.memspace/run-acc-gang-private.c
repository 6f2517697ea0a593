/* An OpenACC gang-private array is in .shared (__gang_private_shared):
   filled by a vector loop and read back with a permutation by a seq loop,
   its accesses must be st.shared / ld.shared.  Each gang's result depends
   on every element and is checked against the host.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables shared by the gang; GCC 11 keeps them in each thread's .local frame, so the program computes wrong results on a device" } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.shared\.u32\s+\[%r} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.shared\.u32\s+%r[0-9]+, \[%r} } } */
#include <stdio.h>

#define N 64
#define M 32

static void
f (const int *restrict a, int *restrict out)
{
  int tmp[M];
#pragma acc parallel loop gang private(tmp) copyin(a[0:N*M]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
#pragma acc loop vector
      for (int k = 0; k < M; k++)
	tmp[k] = a[i * M + k] * (k + 1);
      int s = 0;
#pragma acc loop seq
      for (int k = 0; k < M; k++)
	s += tmp[(k * 7) & (M - 1)] * (k + 2);
      out[i] = s;
    }
}

int
main (void)
{
  static int a[N * M], out[N];
  for (int i = 0; i < N * M; i++)
    a[i] = (i * 31) % 17;
  f (a, out);
  long sum = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      int s = 0;
      for (int k = 0; k < M; k++)
	{
	  int j = (k * 7) & (M - 1);
	  s += a[i * M + j] * (j + 1) * (k + 2);
	}
      ref += (long) s * (i + 1);
      sum += (long) out[i] * (i + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
