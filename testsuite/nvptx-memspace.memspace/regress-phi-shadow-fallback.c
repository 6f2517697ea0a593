/* Regression (fuzz seeds 8012 8028 8046 8048 8054 8058 8059, found with
   -fchecking=2): memspace-opt's shadow_phi builds the shadow PHI of a
   pointer PHI operand by operand.  A loop-carried operand (q_2 = q_1 + 4,
   or another PHI of the cycle) gets its shadow built on the new PHI's
   result and entered in the shadow map; when a later operand has no
   shadow (&tab[5], &g0[41]: an address that is not a variable's), the
   new PHI was removed and its result released, leaving the operand's
   shadow referring to a released name: "type mismatch in
   pointer_plus_expr" (walk) or "found an SSA_NAME that had been released
   into the free pool" (pick).  The shadow name is now kept, defined by
   the conversion of the PHI's result.  */
/* { dg-do run } */
#include <stdio.h>

#define T 16
#define N 64

#pragma omp declare target
static const int tab[T] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3 };
unsigned g0[N];

__attribute__((noinline)) unsigned
walk (unsigned v, int n)
{
  const int *q = tab + 5;
  for (const int *e = q + n; q != e; q++)
    v = v * 31u + (unsigned) *q;
  return v;
}

__attribute__((noinline)) unsigned
pick (unsigned x, int m)
{
  const unsigned *p = g0 + x % 32;
  for (int i = 0; i < m; i++)
    if (g0[(x + i) % N] & 1)
      p = g0 + 41;
  return *p;
}
#pragma omp end declare target

int
main (void)
{
  unsigned out[N], out2[N];
  for (int i = 0; i < N; i++)
    g0[i] = i * 2654435761u;
#pragma omp target update to(g0)
#pragma omp target map(from: out, out2)
  for (int i = 0; i < N; i++)
    {
      out[i] = walk (i, 1 + i % 8);
      out2[i] = pick (i * 7u, i % 5);
    }
  for (int i = 0; i < N; i++)
    if (out[i] != walk (i, 1 + i % 8) || out2[i] != pick (i * 7u, i % 5))
      {
	printf ("bad %d\n", i);
	return 1;
      }
  return 0;
}
