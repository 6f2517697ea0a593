/* `target teams distribute parallel for simd' with a private array: the
   array is SIMT-privatised into the .local %simtstack_ar and accessed
   with ld.local/st.local; lanes must not see each other's copies.  Every
   output is checked against the host.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "f._omp_fn.1" {st\.local\.u32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {ld\.local\.u32\s} } } */
#include <stdio.h>

#define N 4096

static void
f (const int *restrict idx, int *restrict out)
{
  int t[4];
#pragma omp target teams distribute parallel for simd private(t) map(to: idx[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 4; k++)
	t[(idx[i] + k) & 3] = i + k;
      out[i] = t[idx[i] & 3] * 3 + t[(idx[i] + 1) & 3] * 5 + t[(idx[i] + 2) & 3] * 7;
    }
}

int
main (void)
{
  static int idx[N], out[N];
  for (int i = 0; i < N; i++)
    idx[i] = (i * 7) % 11;
  f (idx, out);
  long sum = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      int r = i * 3 + (i + 1) * 5 + (i + 2) * 7;
      ref += (long) r * (i % 5 + 1);
      sum += (long) out[i] * (i % 5 + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
