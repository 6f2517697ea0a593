/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
/* Four OpenACC kernels with different shared-memory needs (seed 004):
   a big gang-private tile, a small gang-private table, a worker reduction
   (GCC's __worker_red and __oacc_bcast) and a kernel with none.  GCC
   sizes its gang-private pool for the whole image; with the plugin each
   kernel reserves only its own (make bench: static shared memory per
   kernel).  Self-checking against the host.  */
#ifndef N
#define N 16384
#endif
#ifndef G
#define G 32
#endif
#ifndef BIG
#define BIG 2048
#endif
#ifndef SMALL
#define SMALL 64
#endif
int main (void)
{
  float *a = malloc (sizeof (float) * N), *b = malloc (sizeof (float) * N);
  float *c = malloc (sizeof (float) * N), *r = malloc (sizeof (float) * G);
  for (int i = 0; i < N; i++) a[i] = (i * 5) % 17 - 8;
#pragma acc data copyin(a[0:N]) copyout(b[0:N], c[0:N], r[0:G])
  {
#pragma acc parallel loop gang
    for (int g = 0; g < G; g++)
      {
	float tile[BIG];
#pragma acc loop vector
	for (int i = 0; i < BIG; i++)
	  tile[i] = a[(g * 512 + i) % N];
#pragma acc loop vector
	for (int i = 0; i < 512; i++)
	  b[g * 512 + i] = tile[i] + tile[BIG - 1 - i];
      }
#pragma acc parallel loop gang
    for (int g = 0; g < G; g++)
      {
	float tab[SMALL];
#pragma acc loop vector
	for (int i = 0; i < SMALL; i++)
	  tab[i] = a[g * SMALL + i] * 0.5f;
#pragma acc loop vector
	for (int i = 0; i < 512; i++)
	  c[g * 512 + i] = tab[(i * 7) % SMALL];
      }
#pragma acc parallel loop gang num_workers(8)
    for (int g = 0; g < G; g++)
      {
	float s = 0;
#pragma acc loop worker reduction(+:s)
	for (int i = 0; i < 512; i++)
	  s += a[g * 512 + i];
	r[g] = s;
      }
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      c[i] += 1.0f;
  }
  int bad = 0;
  double sum = 0;
  for (int g = 0; g < G; g++)
    {
      float s = 0;
      for (int i = 0; i < 512; i++)
	{
	  int k = g * 512 + i;
	  float vb = a[(g * 512 + i) % N] + a[(g * 512 + BIG - 1 - i) % N];
	  float vc = a[g * SMALL + (i * 7) % SMALL] * 0.5f + 1.0f;
	  bad += b[k] != vb || c[k] != vc;
	  s += a[k];
	  sum += b[k] + c[k];
	}
      bad += r[g] != s;
      sum += r[g];
    }
  printf ("%.1f %s\n", sum, bad ? "WRONG" : "ok");
  return bad != 0;
}
