/* SPDX-License-Identifier: GPL-3.0-or-later */
/* vector_length 128 with several workers: vector state goes through each
   worker's partition of __oacc_bcast and the vector reduction through its
   partition of __vector_red (registers the prologue sets).  */
#include <stdio.h>
#ifndef N
#define N 64
#endif
#ifndef M
#define M 1024
#endif
int main (void)
{
  static double a[N][M], b[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = (i + j) % 7;
#pragma acc parallel loop gang num_workers(4) vector_length(128) copyin(a) copyout(b)
  for (int i = 0; i < N; i++)
    {
      double s = a[i][0] * 2.0, t = 0;
#pragma acc loop worker reduction(+:t)
      for (int k = 0; k < 8; k++)
	{
	  double u = a[i][k] + s, v = 0;
#pragma acc loop vector reduction(+:v)
	  for (int j = 0; j < M; j++)
	    v += a[i][j] * u;
	  t += v;
	}
      b[i] = t;
    }
  double s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf ("%.1f\n", s);
  return 0;
}
