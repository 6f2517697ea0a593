/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 26 (b): "teams loop private(x)" is a SIMT simd loop on nvptx; a
   scalar x and an x of 128 bytes, the most the fixed %simtstack_ar of a
   non-leaf function holds, run right (stock-teams-loop-private.c: 320
   bytes do not).  */
/* { dg-do run } */
/* { dg-final { scan-ptx "*" {%simtstack_ar\[136\]} } } */
#include <stdio.h>

#define N 256

int
main (void)
{
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
  int x;
  double y[16];
#pragma omp target teams loop private(x) map(to: a) map(from: b)
  for (int i = 0; i < N; i++)
    {
      x = a[i] * 2;
      b[i] = x + 1;
    }
#pragma omp target teams loop private(y) map(from: c)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 16; k++)
	y[k] = i + k;
      c[i] = (int) y[i % 16];
    }
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += b[i] != 2 * i + 1 || c[i] != i + i % 16;
  printf ("bad %d\n", bad);
  return bad != 0;
}
