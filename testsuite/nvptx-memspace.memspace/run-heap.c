/* Device-heap scratch: each target region mallocs a buffer (global),
   scatters into it with a permutation and gathers back.  The accesses
   through the malloc result must be .global; the result is checked
   against the host.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.u32\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "generic == 0" } } */
#include <stdio.h>
#include <stdlib.h>

#define N 1000

static void
f (const int *restrict in, int *restrict out)
{
#pragma omp target map(to: in[0:N]) map(from: out[0:N])
  {
    int *p = malloc (N * sizeof (int));
    if (p)
      {
	for (int i = 0; i < N; i++)
	  p[(i * 17) % N] = in[i] * 2 + 1;
	for (int i = 0; i < N; i++)
	  out[i] = p[(i * 31) % N];
	free (p);
      }
    else
      for (int i = 0; i < N; i++)
	out[i] = -1;
  }
}

int
main (void)
{
  static int in[N], out[N], tmp[N];
  for (int i = 0; i < N; i++)
    in[i] = (i * 101) % 997;
  f (in, out);
  long sum = 0, ref = 0;
  for (int i = 0; i < N; i++)
    tmp[(i * 17) % N] = in[i] * 2 + 1;
  for (int i = 0; i < N; i++)
    {
      ref += (long) tmp[(i * 31) % N] * (i + 1);
      sum += (long) out[i] * (i + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
