/* OpenACC reductions combine partial results with nvptx's cmp_swap
   builtins (nvptx_lockless_update), which build their own generic MEM
   (nvptx_expand_cmp_swap).  On global memory (the gang level's update of
   the mapped result) memspace-opt makes each the equivalent relaxed
   .ATOMIC_COMPARE_EXCHANGE, whose expansion keeps the space: atom.global
   for a float (32 bits) and a double (64 bits).  The worker level's, on
   __worker_red, keep the builtin: the back end's MEM holds the symbol and
   prints .shared (rtl-hooks); converted, its address would be a register
   broadcast at every worker fork.  No generic access is left; the sums
   are checked.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {cmp_swap as an internal atomic: } } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {atom\.global\.cas\.b32\s} } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {atom\.shared\.cas\.b32\s} } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {atom\.global\.cas\.b64\s} } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {atom\.shared\.cas\.b64\s} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0" {atom\.cas} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.1" {atom\.cas} } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" } } */
#include <stdio.h>

#define N 20000

int
main (void)
{
  static float x[N];
  static double y[N];
  for (int i = 0; i < N; i++)
    {
      x[i] = (i % 10) * 0.25f;
      y[i] = (i % 7) * 0.5;
    }
  float s = 1;
  double t = 2;
#pragma acc parallel loop gang worker vector reduction(+:s) copyin(x) num_workers(4)
  for (int i = 0; i < N; i++)
    s += x[i];
#pragma acc parallel loop gang worker vector reduction(+:t) copyin(y) num_workers(4)
  for (int i = 0; i < N; i++)
    t += y[i];
  float rs = 1;
  double rt = 2;
  for (int i = 0; i < N; i++)
    {
      rs += x[i];
      rt += y[i];
    }
  printf ("%.2f %.2f %.2f %.2f\n", s, rs, t, rt);
  return s != rs || t != rt;
}
