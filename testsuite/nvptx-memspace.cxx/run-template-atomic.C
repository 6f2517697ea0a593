/* `omp atomic update' in a function template, instantiated for unsigned
   int and unsigned long counters.  h is a mapped array (launch record:
   global), so the atomic additions become atom.global.add.u32 and
   atom.global.add.u64 (stock GCC: generic atom.add).  The weighted sums
   of both histograms are checked against the host.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "_Z4histIijEviiPKT_PT0_._omp_fn.1" {atom\.global\.add\.u32\s} } } */
/* { dg-final { scan-ptx "_Z4histIlmEviiPKT_PT0_._omp_fn.1" {atom\.global\.add\.u64\s} } } */
/* { dg-final { ptx-stats "_Z4histIijEviiPKT_PT0_._omp_fn.1" "atom.generic == 0" "atom.global == 1" "ld.global >= 1" } } */
/* { dg-final { ptx-stats "_Z4histIlmEviiPKT_PT0_._omp_fn.1" "atom.generic == 0" "atom.global == 1" "ld.global >= 1" } } */
#include <cstdio>

template <class K, class C>
void
hist (int n, int nb, const K *key, C *h)
{
#pragma omp target teams distribute parallel for map(to: key[0:n]) map(tofrom: h[0:nb])
  for (int i = 0; i < n; i++)
    {
#pragma omp atomic update
      h[key[i] % nb] += 1;
    }
}

#define N 20000
#define B 37

int
main ()
{
  static int ki[N];
  static long kl[N];
  static unsigned hi[B], ri[B];
  static unsigned long hl[B], rl[B];
  for (int i = 0; i < N; i++)
    {
      ki[i] = (i * 7919) % 1009;
      kl[i] = (long) i * 104729 % 100003;
      ri[ki[i] % B]++;
      rl[kl[i] % B]++;
    }
  hist (N, B, ki, hi);
  hist (N, B, kl, hl);
  unsigned long s = 0, r = 0;
  for (int b = 0; b < B; b++)
    {
      s += (unsigned long) hi[b] * (b + 1) + hl[b] * (b + 3);
      r += (unsigned long) ri[b] * (b + 1) + rl[b] * (b + 3);
    }
  printf ("%lu %lu\n", s, r);
  return s != r;
}
