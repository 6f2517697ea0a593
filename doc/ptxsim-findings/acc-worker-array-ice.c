/* Stock GCC 12 ICE: "internal compiler error: in gen_rtx_SUBREG, at
   emit-rtl.cc:1022" (RTL pass mach, the nvptx worker-state propagation)
   for a worker loop whose worker-private array wp is indexed by a value
   read from a gang-private array gp (written by a vector loop).  Indexing
   wp by i compiles, so does the same loop without "loop worker".  Found
   by make fuzz -x (9 OpenACC programs of seeds 1..500, e.g. seed 67).
     gcc -O2 -fopenacc -foffload=nvptx-none \
       -foffload-options=nvptx-none="-misa=sm_80 -mptx=7.0" acc-worker-array-ice.c  */
#include <stdio.h>

#define N 64
#define W 8
#define L 8

int
main (void)
{
  short out[N];
  unsigned char a1[N];
  for (int i = 0; i < N; i++)
    a1[i] = i;
#pragma acc parallel loop gang copyin(a1) copyout(out)
  for (int r = 0; r < N / W; r++)
    {
      short gp[L];
#pragma acc loop vector
      for (int k = 0; k < L; k++)
        gp[k] = (short) (a1[(r + k) % N]);
#pragma acc loop worker
      for (int c = 0; c < W; c++)
        {
          int i = r * W + c;
          int wp[L];
          for (int k = 0; k < L; k++)
            wp[k] = k + 3;
          unsigned v = (unsigned) gp[1];
          out[i] = (short) (a1[(unsigned) wp[v & (L - 1)] % N]);
        }
    }
  printf ("%d\n", out[5]);
  return 0;
}
