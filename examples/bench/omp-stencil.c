/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
#ifndef NX
#define NX 1024
#endif
int main (void)
{
  int nx = NX, ny = NX;
  double *a = malloc (sizeof (double) * nx * ny), *b = malloc (sizeof (double) * nx * ny);
  for (int i = 0; i < nx * ny; i++) { a[i] = i % 17; b[i] = 0; }
#pragma omp target data map(tofrom: a[0:nx*ny], b[0:nx*ny])
  for (int it = 0; it < 20; it++)
    {
#pragma omp target teams distribute parallel for collapse(2)
      for (int j = 1; j < ny - 1; j++)
	for (int i = 1; i < nx - 1; i++)
	  b[j * nx + i] = 0.25 * (a[j * nx + i - 1] + a[j * nx + i + 1]
				  + a[(j - 1) * nx + i] + a[(j + 1) * nx + i]);
      double *t = a; a = b; b = t;
    }
  double s = 0;
  for (int i = 0; i < nx * ny; i++) s += a[i];
  printf ("%.3f\n", s);
  return 0;
}
