/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
/* Team-level scratch (lower-module-shared): each team stages a tile of
   the input plus its halo in `tile' with one parallel loop, then every
   thread reads seven neighbours from it in a second one -- the CUDA
   __shared__ tile pattern.  Self-checking against the host.  */
#ifndef N
#define N (1 << 16)
#endif
#ifndef T
#define T 512
#endif
#ifndef R
#define R 3
#endif
int main (void)
{
  float *in = malloc (sizeof (float) * N), *out = malloc (sizeof (float) * N);
  for (int i = 0; i < N; i++) in[i] = (i * 7) % 19 - 9;
#pragma omp target teams distribute map(to: in[0:N]) map(from: out[0:N])
  for (int t = 0; t < N / T; t++)
    {
      float tile[T + 2 * R];
#pragma omp parallel for
      for (int i = 0; i < T + 2 * R; i++)
	{
	  int g = t * T + i - R;
	  tile[i] = g >= 0 && g < N ? in[g] : 0.0f;
	}
#pragma omp parallel for
      for (int i = 0; i < T; i++)
	{
	  float s = 0;
	  for (int k = -R; k <= R; k++)
	    s += tile[i + R + k] * (R + 1 - (k < 0 ? -k : k));
	  out[t * T + i] = s;
	}
    }
  int bad = 0;
  double sum = 0;
  for (int i = 0; i < N; i++)
    {
      float s = 0;
      for (int k = -R; k <= R; k++)
	if (i + k >= 0 && i + k < N)
	  s += in[i + k] * (R + 1 - (k < 0 ? -k : k));
      bad += s != out[i];
      sum += out[i];
    }
  printf ("%.1f %s\n", sum, bad ? "WRONG" : "ok");
  return bad != 0;
}
