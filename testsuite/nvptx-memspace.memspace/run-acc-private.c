/* OpenACC vector-private scratch arrays live in the .local frame: written
   and read with data-dependent indices they must become st.local /
   ld.local.  Each output depends on every element of its scratch array
   and is checked against the host.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.local\.u32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.local\.u32\s} } } */
#include <stdio.h>

#define N 1024

static void
f (const int *restrict idx, int *restrict out)
{
  int tmp[8];
#pragma acc parallel loop gang vector private(tmp) copyin(idx[0:N]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 8; k++)
	tmp[(idx[i] + k) & 7] = i * (k + 1);
      int s = 0;
      for (int k = 0; k < 8; k++)
	s += tmp[(idx[i] * 3 + k) & 7] * (k + 1);
      out[i] = s;
    }
}

int
main (void)
{
  static int idx[N], out[N];
  for (int i = 0; i < N; i++)
    idx[i] = (i * 13) % 29;
  f (idx, out);
  long sum = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      int tmp[8], s = 0;
      for (int k = 0; k < 8; k++)
	tmp[(idx[i] + k) & 7] = i * (k + 1);
      for (int k = 0; k < 8; k++)
	s += tmp[(idx[i] * 3 + k) & 7] * (k + 1);
      ref += (long) s * (i % 7 + 1);
      sum += (long) out[i] * (i % 7 + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
