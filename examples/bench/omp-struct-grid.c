/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A visible noinline helper that takes a struct by value (the issue's
   `struct grid'): stock GCC builds the struct in the caller's soft-stack
   frame (global memory) for every call and the helper reads its fields
   back through a generic pointer; lower-struct-args passes the used
   fields as scalar .param values.  */
#include <stdio.h>
#include <stdlib.h>
#ifndef NX
#define NX 1024
#endif
#ifndef NY
#define NY 1024
#endif
struct grid { const float *data; int nx, ny; float scale; };
#pragma omp declare target
__attribute__ ((noinline)) float
grid_row_sum (struct grid g, int row)
{
  float s = 0.0f;
  for (int j = 0; j < g.nx; j++)
    s += g.data[row * g.nx + j];
  return s * g.scale;
}
#pragma omp end declare target
int main (void)
{
  float *d = malloc (NX * NY * sizeof (float)), *out = malloc (NY * sizeof (float));
  for (int i = 0; i < NX * NY; i++) d[i] = i % 13;
#pragma omp target teams distribute parallel for map(to: d[0:NX*NY]) map(from: out[0:NY])
  for (int r = 0; r < NY; r++)
    {
      struct grid g = { d, NX, NY, 0.25f };
      out[r] = grid_row_sum (g, r);
    }
  double s = 0;
  for (int r = 0; r < NY; r++) s += out[r];
  printf ("%.1f\n", s);
  return 0;
}
