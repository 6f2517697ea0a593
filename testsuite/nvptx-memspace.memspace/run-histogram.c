/* An atomic histogram: every thread of a `target teams distribute parallel
   for' does `omp atomic update' on a mapped array, which must become
   atom.global.add.  The weighted sum over all bins is compared with the
   host's histogram; a lost or misdirected atomic changes it.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "hist._omp_fn.1" {atom\.global\.add\.u32\s} } } */
/* { dg-final { ptx-stats "hist._omp_fn.1" "atom.generic == 0" } } */
#include <stdio.h>

#define N 10000
#define B 32

static void
hist (const int *restrict data, int *restrict bins)
{
#pragma omp target teams distribute parallel for map(to: data[0:N]) map(tofrom: bins[0:B])
  for (int i = 0; i < N; i++)
    {
#pragma omp atomic update
      bins[data[i] % B] += 1;
    }
}

int
main (void)
{
  static int data[N], bins[B], ref[B];
  for (int i = 0; i < N; i++)
    {
      data[i] = (i * 7919) % 1009;
      ref[data[i] % B]++;
    }
  hist (data, bins);
  long sum = 0, rsum = 0;
  for (int b = 0; b < B; b++)
    {
      sum += (long) bins[b] * (b + 1);
      rsum += (long) ref[b] * (b + 1);
    }
  printf ("%ld %ld\n", sum, rsum);
  return sum != rsum;
}
