/* rewrite-limit=1: the first reference is rewritten, every later one stays
   generic with the reason in the dump, as a debug counter bisects a
   miscompile to one rewrite.  The program still runs correctly.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-rewrite-limit=1 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1,tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump memspace-opt1 {rewrite number 1\n} } } */
/* { dg-final { scan-offload-dump-not memspace-opt1 {rewrite number 2\n} } } */
/* { dg-final { scan-offload-dump-not memspace-opt2 {rewrite number} } } */
/* { dg-final { scan-offload-dump memspace-opt2 {keep generic \(rewrite-limit reached\)} } } */
#include <stdio.h>

int
main (void)
{
  int n = 64, ok = 1;
  float x[64], y[64];
  for (int i = 0; i < n; i++)
    {
      x[i] = i;
      y[i] = 1;
    }
#pragma omp target teams distribute parallel for map(to: x) map(tofrom: y)
  for (int i = 0; i < n; i++)
    y[i] = 2 * x[i] + y[i];
  for (int i = 0; i < n; i++)
    ok &= y[i] == 2 * i + 1;
  printf ("%d\n", ok);
  return !ok;
}
