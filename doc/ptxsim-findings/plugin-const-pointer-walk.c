/* nvptx-memspace bug (found by make fuzz, seeds 3, 11, 15 of -x): a
   pointer walked through a static const table up to an end pointer
   (q != e).  With -fchecking=2 in the offload options the plugin build
   fails: "error: type mismatch in 'pointer_plus_expr'" (<address-space-4>
   void * + sizetype), from memspace-opt2's rewrite of IVOPTs' loop
   (memspace-opt=0 builds).  Without -fchecking the build and its run
   are right (3232038710 on ptxsim and host alike): invalid GIMPLE, not
   a wrong space.
     gcc -O2 -fopenmp -foffload=nvptx-none -foffload-options=nvptx-none=\
       "-misa=sm_80 -mptx=7.0 -fchecking=2 -fplugin=build/nvptx_memspace.so" \
       plugin-const-pointer-walk.c  */
#include <stdio.h>

#define N 64
static const double tab[32] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
#pragma omp declare target to(tab)

int
main (void)
{
  unsigned out[N];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; i++)
    {
      unsigned v = 0x874bc031u;
      const double *q = tab + 24;
      const double *e = q + 8;
      for (; q != e; q++)
        v = v * 31u + (unsigned) (int) *q;
      out[i] = v + i;
    }
  printf ("%u\n", out[5]);
  return 0;
}
