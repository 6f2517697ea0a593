/* Stock GCC 12 bug: arrays declared in the body of an OpenMP simd loop
   (SIMT on nvptx: one iteration per lane) are not privatised per lane.
   Here pp and qq live in the function's soft-stack frame (st.u64
   [%frame+24], ...), which the 32 lanes of a warp share: each lane
   overwrites the others' pointers and reads a pointer another lane
   stored.  Private clauses (private(t)) are handled (%simtstack_ar);
   block-scope arrays are not.  On a device this prints "bad 74" (ptxsim;
   a GPU: some nonzero count), under host fallback "bad 0".  */
#include <stdio.h>

#define N 512
#define W 4
float g0[N], g2[N];
#pragma omp declare target to(g0, g2)

int
main (void)
{
  float a2[N], a3[N];
  double a1[N];
  for (int i = 0; i < N; i++)
    {
      g0[i] = i;
      g2[i] = 1000 + i;
      a2[i] = i % 7;
      a3[i] = 2000 + i;
    }
#pragma omp target update to(g0, g2)
#pragma omp target teams distribute parallel for simd map(to: a3, a2) map(from: a1)
  for (int i = 0; i < N; i++)
    {
      const float *pp[2] = { g2 + (i & (N - W)), g0 + 3 };
      const float *p = pp[(unsigned) (int) a2[i] % 2];
      const float *qq[3] = { g0 + 5, p, a3 + 7 };
      a1[i] = *qq[(unsigned) (int) a3[i] % 3];
    }
  int bad = 0;
  for (int i = 0; i < N; i++)
    {
      const float *pp[2] = { g2 + (i & (N - W)), g0 + 3 };
      const float *p = pp[(unsigned) (int) a2[i] % 2];
      const float *qq[3] = { g0 + 5, p, a3 + 7 };
      if (a1[i] != *qq[(unsigned) (int) a3[i] % 3])
        bad++;
    }
  printf ("bad %d\n", bad);
  return bad != 0;
}
