/* A pointer of unknown space (the parameter of a noipa helper: no caller
   votes for it) forced into the shared space by the testing knob.  Under
   OpenMP the array it points to lives on the soft stack, in global
   memory: ptxsim must stop the plugin build at the first such access and
   name the real space; the stock build runs.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=unknown-as-shared" } */
/* { dg-ptxsim-error "global window, not shared|in the global window" } */
/* { dg-final { scan-ptx "get" "ld.shared.u32" } } */
#include <stdio.h>

#pragma omp declare target
__attribute__ ((noipa)) static int
get (int *t, int i)
{
  return t[i];
}
#pragma omp end declare target

int
main (void)
{
  int r = 0;
#pragma omp target map(from: r)
  {
    int tab[4] = { 1, 2, 3, 4 };
    r = get (tab, 2);
  }
  printf ("%d\n", r);
  return r != 3;
}
