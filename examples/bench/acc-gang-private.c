/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#ifndef ROWS
#define ROWS 256
#endif
#ifndef COLS
#define COLS 256
#endif
int main (void)
{
  static float a[ROWS * COLS], out[ROWS];
  for (int i = 0; i < ROWS * COLS; i++) a[i] = i % 19;
  float tile[COLS];
#pragma acc parallel loop gang private(tile) copyin(a) copyout(out)
  for (int r = 0; r < ROWS; r++)
    {
#pragma acc loop vector
      for (int c = 0; c < COLS; c++)
	tile[c] = a[r * COLS + c] * 2.0f;
      float s = 0;
#pragma acc loop vector reduction(+:s)
      for (int c = 0; c < COLS; c++)
	s += tile[(c * 3) % COLS];
      out[r] = s;
    }
  double s = 0;
  for (int r = 0; r < ROWS; r++) s += out[r];
  printf ("%.1f\n", s);
  return 0;
}
