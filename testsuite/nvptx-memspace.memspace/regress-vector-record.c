/* Regression (issue 16, "vector stores lost"): the target region writes
   the parallel region's record (three mapped pointers) into its frame;
   stock GCC's BB SLP stores two of them with one st.v2.u64 after forcing
   the record's alignment to 16.  memspace-opt1 used to rewrite the
   record's stores through the converted frame address, which the
   vectoriser cannot realign (tree-vect-data-refs.cc:1124-1135: only a
   VAR_DECL base), so they stayed three scalar stores.  Automatic variables
   are rewritten in memspace-opt2, after the vectoriser: st.global.v2.u64,
   and no more memory instructions than stock.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {st\.global\.v2\.u64\s} { gcc { 12 } "GCC 11 does not make the record store one vector store (its stock and the plugin make 9 accesses alike)" } } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "user <= 8" { gcc { 12 } "GCC 12 stock's count; GCC 11 stock's is below, and the plugin matches it" } } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "user <= 9" { gcc { 11 } "GCC 11 stock's count" } } } */
#include <stdio.h>

#define N 1000

int
main (void)
{
  static float x[N], y[N], z[N];
  for (int i = 0; i < N; i++)
    {
      x[i] = i % 7;
      y[i] = i % 5;
    }
#pragma omp target map(to: x, y) map(from: z)
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    z[i] = x[i] + 2.0f * y[i];
  double s = 0;
  for (int i = 0; i < N; i++)
    s += z[i];
  printf ("%.1f\n", s);
  return 0;
}
