/* OpenACC in C++: a vector-private scratch array of a function template
   lives in the .local frame (no soft stack under OpenACC: S2), so its
   data-dependent stores and loads become st.local / ld.local.  idx and out
   come from the compute region's argument record: global.  Each output
   depends on every scratch element; the weighted sum is checked.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx "_Z7shuffleILi8EEviPKiPi._omp_fn.0" {st\.local\.u32\s} } } */
/* { dg-final { scan-ptx "_Z7shuffleILi8EEviPKiPi._omp_fn.0" {ld\.local\.u32\s} } } */
/* { dg-final { scan-ptx "_Z7shuffleILi8EEviPKiPi._omp_fn.0" {ld\.global\.u32\s} } } */
/* { dg-final { scan-ptx "_Z7shuffleILi8EEviPKiPi._omp_fn.0" {st\.global\.u32\s} } } */
/* { dg-final { scan-ptx-not "_Z7shuffleILi8EEviPKiPi._omp_fn.0" {\m(ld|st)\.u32\s} } } */
#include <cstdio>

template <int M>
void
shuffle (int n, const int *idx, int *out)
{
  int tmp[M];
#pragma acc parallel loop gang vector private(tmp) copyin(idx[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < M; k++)
	tmp[(idx[i] + k) % M] = i * (k + 1);
      int s = 0;
      for (int k = 0; k < M; k++)
	s += tmp[(idx[i] * 3 + k) % M] * (k + 1);
      out[i] = s;
    }
}

#define N 1024

int
main ()
{
  static int idx[N], out[N];
  for (int i = 0; i < N; i++)
    idx[i] = (i * 13) % 29;
  shuffle<8> (N, idx, out);
  long sum = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      int tmp[8], s = 0;
      for (int k = 0; k < 8; k++)
	tmp[(idx[i] + k) % 8] = i * (k + 1);
      for (int k = 0; k < 8; k++)
	s += tmp[(idx[i] * 3 + k) % 8] * (k + 1);
      ref += (long) s * (i % 7 + 1);
      sum += (long) out[i] * (i % 7 + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
