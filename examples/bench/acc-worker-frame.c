/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A gang-level local array read by a worker loop: the worker propagation
   copies the gang's .local frame through __oacc_bcast word by word, a
   loop the nvptx back end adds after GIMPLE.  */
#include <stdio.h>
#ifndef N
#define N 128
#endif
#ifndef M
#define M 256
#endif
int main (void)
{
  static float a[N][M], b[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = (i + 3 * j) % 11;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(a) copyout(b)
  for (int i = 0; i < N; i++)
    {
      float tmp[16];
      for (int k = 0; k < 16; k++)
	tmp[k] = a[i][k] * 0.5f;
#pragma acc loop worker
      for (int j = 0; j < M; j++)
	b[i][j] = a[i][j] + tmp[(j * 5) % 16];
    }
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) s += b[i][j];
  printf ("%.1f\n", s);
  return 0;
}
