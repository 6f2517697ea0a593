/* A recursive function has one instance of its automatics per active
   call: `level' (static: GCC would give a public recursive function a
   local alias, which nvptx cannot emit) keeps a scratch array per recursion level and hands it to
   a parallel region.  It is called from the target region, not itself an
   entry, so its array stays on the soft stack: only an entry function's
   variables are placed, and nothing here becomes .shared.  */
/* { dg-do run } */
/* { dg-final { scan-ptx-not "*" {\$shared\$} } } */
#include <stdio.h>

#define B 32

float out[4 * B];

#pragma omp declare target
static __attribute__((noinline)) void
level (float *o, int d, float base)
{
  float scratch[B];
#pragma omp parallel for
  for (int i = 0; i < B; i++)
    scratch[i] = base + i * (d + 1);
  if (d > 0)
    level (o + B, d - 1, base + 1.0f);
#pragma omp parallel for
  for (int i = 0; i < B; i++)
    o[i] = scratch[B - 1 - i] * 2.0f;
}
#pragma omp end declare target

int
main (void)
{
#pragma omp target map(from: out)
  level (out, 3, 0.5f);
  double s = 0;
  for (int i = 0; i < 4 * B; i++)
    s += out[i] * (i % 5);
  printf ("%.1f\n", s);
  return 0;
}
