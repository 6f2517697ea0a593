/* A huge target region: 4096 unrolled loads through pointers derived from
   the mapped array (one long chain of pointer arithmetic).  The inference
   is linear in the statements per sweep; it must converge and qualify every
   access (or, past its sweep budget, claim nothing) -- never crash or stop
   half-way.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" "global >= 4096" } } */

#include <stdlib.h>

#define N 1024
#define STEP acc = acc * 0.5f + *q; q += 3; if (q >= end) q -= N;
#define X4(s) s s s s
#define X16(s) X4 (X4 (s))
#define X256(s) X16 (X16 (s))
#define X4096(s) X16 (X256 (s))

int
main (void)
{
  static float a[N];
  float r = 0;
  for (int i = 0; i < N; i++)
    a[i] = (i % 5) - 2;
#pragma omp target map(to: a) map(from: r)
  {
    const float *q = a, *end = a + N;
    float acc = 0;
    X4096 (STEP)
    r = acc;
  }
  float acc = 0;
  const float *q = a, *end = a + N;
  X4096 (STEP)
  return r != acc;
}
