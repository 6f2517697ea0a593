/* Stock GCC 12 limitation: an array private to an OpenACC worker-loop
   iteration (declared in the worker loop, or private(wp) on it) and
   written by a vector loop inside it.  GCC knows it should be shared by
   the worker's vector lanes ("--param=openacc-privatization=noisy":
   "variable 'wp' ought to be adjusted for OpenACC privatization level:
   'worker'"), but nvptx's adjust_private_decl only handles the gang level
   (.shared): wp stays in each thread's .local frame, every lane writes
   its own copy and the worker's sum sees one element in 32.  On a device
   this prints "bad 64", under host fallback "bad 0".  */
#include <stdio.h>

#define N 64
#define W 8
#define L 32

int
main (void)
{
  double out[N];
#pragma acc parallel loop gang copyout(out)
  for (int r = 0; r < N / W; r++)
    {
#pragma acc loop worker
      for (int c = 0; c < W; c++)
        {
          int i = r * W + c;
          double wp[L];
#pragma acc loop vector
          for (int k = 0; k < L; k++)
            wp[k] = i * 100 + k;
          double s = 0;
          for (int k = 0; k < L; k++)
            s += wp[k];
          out[i] = s;
        }
    }
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (out[i] != i * 100.0 * L + L * (L - 1) / 2)
      bad++;
  printf ("bad %d\n", bad);
  return bad != 0;
}
