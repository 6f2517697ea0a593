/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenACC worker-partitioned loops: at each fork the gang's live registers
   are broadcast to the workers through the .shared buffer __oacc_bcast
   (state propagation the nvptx back end adds after GIMPLE).  */
#include <stdio.h>
#ifndef N
#define N 128
#endif
#ifndef M
#define M 512
#endif
int main (void)
{
  static double a[N][M], b[N], c[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = (i + j) % 7;
#pragma acc parallel loop gang num_workers(8) vector_length(32) copyin(a) copyout(b, c)
  for (int i = 0; i < N; i++)
    {
      double s = a[i][0] * 2.0, t = 0, u = 0;
#pragma acc loop worker reduction(+:t)
      for (int j = 0; j < M; j++)
	t += a[i][j] * s;
      double m = t / M;
#pragma acc loop worker reduction(+:u)
      for (int j = 0; j < M; j++)
	u += (a[i][j] - m) * (a[i][j] - m);
      b[i] = t;
      c[i] = u;
    }
  double s = 0;
  for (int i = 0; i < N; i++) s += b[i] + c[i] * 0.5;
  printf ("%.1f\n", s);
  return 0;
}
