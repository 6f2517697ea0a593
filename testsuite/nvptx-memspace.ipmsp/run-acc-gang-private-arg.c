/* Run test for acc-clone-shared.c: a gang-private array (.shared) and a
   mapped array (.global) passed to the public `acc routine seq' helper
   `wsum'.  Whatever clones are made, none may read the gang-private array
   with ld.local (its address is in the shared window), and the results
   must equal the host's and the stock GCC program's (on a GPU; without
   one the region runs on the host).
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables shared by the gang; GCC 11 keeps them in each thread's .local frame, so the program computes wrong results on a device" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx-not "*" {ld\.local\.u32\s} } } */
/* The frame itself is .local: its copies in the vector propagation may
   convert it (memspace-backend.cc); nothing else may become .local.  */
/* { dg-final { scan-ptx-not "*" {cvta\.to\.local\.u64\s+%r[0-9]+, %r} } } */
/* { dg-final { scan-ptx "*" {^\.func \(\.param\.u32 %value_out\) wsum\$memspace\$0 \(} } } */
#include <stdio.h>

#define N 64
#define M 32

#pragma acc routine seq
__attribute__((noinline)) int
wsum (const int *p, int n)
{
  int s = 0;
  for (int k = 0; k < n; k++)
    s += p[(k * 7) & (M - 1)] * (k + 2);
  return s;
}

static void
f (const int *restrict a, int *restrict out, int n)
{
  int tmp[M];
#pragma acc parallel loop gang private(tmp) copyin(a[0:N*M]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
#pragma acc loop vector
      for (int k = 0; k < M; k++)
	tmp[k] = a[i * M + k] * (k + 1);
      out[i] = wsum (tmp, n) - wsum (a + i * M, n - 1);
    }
}

int
main (void)
{
  static int a[N * M], out[N];
  for (int i = 0; i < N * M; i++)
    a[i] = (i * 13) % 29 - 9;
  f (a, out, M);
  long sum = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      int tmp[M];
      for (int k = 0; k < M; k++)
	tmp[k] = a[i * M + k] * (k + 1);
      sum += (long) out[i] * (i + 1);
      ref += (long) (wsum (tmp, M) - wsum (a + i * M, M - 1)) * (i + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
