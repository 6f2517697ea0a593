/* Issue 29 (bench acc-worker-frame with GCC 11: 26 memory instructions
   against stock's 25): memspace-opt's .local window of a gang-private
   array, "R = cvta.to.local %frame", live at a worker or vector fork, was
   broadcast by nvptx_reorg (a .shared store and load at a worker fork,
   two shuffles at a vector fork) where stock addresses the array off
   %frame, which every thread has.  memspace-fork-conversions makes R
   again after the fork; so for the mov of a symbol's address.  k1:
   vector fork, k2: worker fork, k3: a global array's address used by
   the gang and the vector loop.  Attacks: a pointer that selects one of
   two gang-private arrays (k4: a value, not a conversion, stays
   broadcast), a frame pointer stored and reloaded by the workers (k5),
   a pointer that walks the array in the register of the array's
   conversion (k6: the register has two definitions, stays broadcast;
   wrong-fork-conversion-any-definition.c is k6 with the rule weakened).
   Every result checked, on ptxsim too.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fchecking=2 -fplugin-arg-nvptx_memspace-dump=rtl-memspace-fork-conversions" } */
/* { dg-final { scan-offload-dump "memspace-fork-conversions" "main._omp_fn.0: 1 conversions computed again" } } */
/* { dg-final { scan-offload-dump "memspace-fork-conversions" "main._omp_fn.1: 1 conversions computed again" } } */
/* { dg-final { scan-offload-dump "memspace-fork-conversions" "main._omp_fn.2: 1 conversions computed again" } } */
/* { dg-final { scan-ptx-times "main._omp_fn.2" {mov\.u64\t%r[0-9]+, g;} 2 } } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {shfl\.(?:sync\.)?idx} 8 { gcc { 12 } "GCC 11 broadcasts the gang loop's state otherwise" } } } */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {st\.shared\.[^\n]*__oacc_bcast\+} 2 { gcc { 12 } "GCC 11 broadcasts the gang loop's state otherwise" } } } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {shfl\.(?:sync\.)?idx} 12 { gcc { 11 } "GCC 12 broadcasts the gang loop's state otherwise" } } } */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {st\.shared\.[^\n]*__oacc_bcast\+} 4 { gcc { 11 } "GCC 12 broadcasts the gang loop's state otherwise" } } } */

#include <stdlib.h>

#define N 64
#define M 128
static float g[16];
#pragma acc declare create(g)
static float a[N][M], b[N][M], c[N][M], d[N][M], e[N][M], f[N][M], h[N][M];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = (i + 3 * j) % 11;

  /* k1: the gang-private array read in a vector loop.  */
#pragma acc parallel loop gang vector_length(32) copyin(a) copyout(b)
  for (int i = 0; i < N; i++)
    {
      float tmp[16];
      for (int k = 0; k < 16; k++)
	tmp[k] = a[i][k] * 0.5f;
#pragma acc loop vector
      for (int j = 0; j < M; j++)
	b[i][j] = a[i][j] + tmp[(j * 5) % 16];
    }

  /* k2: ... in a worker loop (the bench's acc-worker-frame).  */
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(a) copyout(c)
  for (int i = 0; i < N; i++)
    {
      float tmp[16];
      for (int k = 0; k < 16; k++)
	tmp[k] = a[i][k] * 0.25f;
#pragma acc loop worker
      for (int j = 0; j < M; j++)
	c[i][j] = a[i][j] + tmp[(j * 3) % 16];
    }

  /* k3: a global array written by the gang, read by its vectors.  */
#pragma acc parallel loop gang num_gangs(1) vector_length(32) copyin(a) copyout(d)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 16; k++)
	g[k] = a[i][k] + 1.0f;
#pragma acc loop vector
      for (int j = 0; j < M; j++)
	d[i][j] = g[j % 16];
    }

  /* k4: one of two gang-private arrays, chosen per gang iteration.  */
#pragma acc parallel loop gang vector_length(32) copyin(a) copyout(e)
  for (int i = 0; i < N; i++)
    {
      float t1[16], t2[16];
      for (int k = 0; k < 16; k++)
	{
	  t1[k] = a[i][k];
	  t2[k] = -a[i][k];
	}
      float *p = (i & 1) ? t1 : t2;
#pragma acc loop vector
      for (int j = 0; j < M; j++)
	e[i][j] = p[j % 16];
    }

  /* k5: the array's address stored in a gang-private pointer slot and
     read back by the workers.  */
#pragma acc parallel loop gang num_workers(2) vector_length(32) copyin(a) copyout(f)
  for (int i = 0; i < N; i++)
    {
      float tmp[16];
      float *volatile slot;
      for (int k = 0; k < 16; k++)
	tmp[k] = a[i][k] * 2.0f;
      slot = tmp;
#pragma acc loop worker
      for (int j = 0; j < M; j++)
	{
	  float *q = slot;
	  f[i][j] = q[j % 16];
	}
    }

  /* k6: p walks t in the register of t's conversion.  */
#pragma acc parallel loop gang vector_length(32) copyout(h)
  for (int i = 0; i < N; i++)
    {
      float t[32];
      for (int k = 0; k < 32; k++)
	t[k] = k < (i & 15) ? 0.0f : 1.0f + k;
      float *p = t;
      while (*p == 0.0f)
	p++;
#pragma acc loop vector
      for (int j = 0; j < M; j++)
	h[i][j] = p[j % 8];
    }

  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      if (h[i][j] != 1.0f + j % 8 + (i & 15)
	  || b[i][j] != a[i][j] + a[i][(j * 5) % 16] * 0.5f
	  || c[i][j] != a[i][j] + a[i][(j * 3) % 16] * 0.25f
	  || d[i][j] != a[i][j % 16] + 1.0f
	  || e[i][j] != ((i & 1) ? a[i][j % 16] : -a[i][j % 16])
	  || f[i][j] != a[i][j % 16] * 2.0f)
	abort ();
  return 0;
}
