/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on memspace-fork-conversions, weakened: with
   test-wrong-rewrite=fork-conversion-any-definition a register is made
   again after a fork when one of its definitions is the conversion of
   %frame, whatever the others.  Here the pointer that walks the
   gang-private array t (p = t, then p++ while *p is 0) shares its
   register with the conversion of t's address (out-of-SSA coalesces the
   PHI with its first argument): after the vector fork it points at t[0]
   again, and the vector loop copies zeros (every access in its right
   space: no space check sees it).  The real rule, which wants every
   definition to be the one conversion, leaves the register to the
   broadcast.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=fork-conversion-any-definition" } */
/* { dg-ptxsim-wrong-result "a register set by the frame's conversion and by an increment, made again as the conversion after the fork" } */

#include <stdlib.h>

#define N 64
#define M 128
static float a[N][M], e[N][M];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = (i + 3 * j) % 11;
#pragma acc parallel loop gang vector_length(32) copyin(a) copyout(e)
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
	e[i][j] = p[j % 8];
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	int k = j % 8 + (i & 15);
	if (e[i][j] != 1.0f + k)
	  abort ();
      }
  return 0;
}
