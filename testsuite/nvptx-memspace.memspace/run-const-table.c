/* A `static const' table (.const) read with data-dependent indices in a
   target region, and a static global array (.global) written with them.
   The loads must be ld.const and the stores st.global; the results are
   checked against the host.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "run._omp_fn.1" {ld\.const\.u32\s} } } */
/* { dg-final { scan-ptx-not "run._omp_fn.1" {cvta\.const} } } */
/* { dg-final { ptx-stats "run._omp_fn.1" "generic == 0" } } */
#include <stdio.h>

#define N 512

#pragma omp declare target
static const unsigned tab[16] = {
  3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3
};
static unsigned res[N];
#pragma omp end declare target

static void
run (const unsigned *restrict key)
{
#pragma omp target teams distribute parallel for map(to: key[0:N])
  for (int i = 0; i < N; i++)
    res[i] = tab[key[i] & 15] * 10 + tab[(key[i] >> 4) & 15];
#pragma omp target update from(res)
}

int
main (void)
{
  static unsigned key[N];
  for (int i = 0; i < N; i++)
    key[i] = (i * 2654435761u) >> 7;
  run (key);
  long sum = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      sum += (long) res[i] * (i + 1);
      ref += (long) (tab[key[i] & 15] * 10 + tab[(key[i] >> 4) & 15]) * (i + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
