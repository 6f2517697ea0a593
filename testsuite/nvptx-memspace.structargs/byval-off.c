/* run-grid.c with lower-struct-args=0: the one flag turns off both halves of
   lower-struct-args together -- no by-value split (grid_row_sum keeps its
   struct pointer, the caller builds the struct in its frame as stock GCC
   does) and no ld.global.nc for the entry point's argument record -- while
   the rest of memspace-opt still runs (the record loads are ld.global).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-lower-struct-args=0" } */
/* { dg-final { scan-ptx-not "*" {\$byval\$} } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {call \(%value_in\), grid_row_sum, \(%out_arg1, %out_arg2\)} } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {%frame} } } */
/* { dg-final { scan-ptx-not "*" {\.nc\.} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.global\.u64\s} } } */

#include <stdlib.h>

struct grid { const float *data; int nx, ny; float scale; };

#pragma omp declare target
__attribute__((noinline)) float
grid_row_sum (struct grid g, int row)
{
  float s = 0.0f;
  for (int j = 0; j < g.nx; j++)
    s += g.data[row * g.nx + j];
  return s * g.scale;
}
#pragma omp end declare target

int
main (void)
{
  enum { NX = 37, NY = 23 };
  float *d = malloc (NX * NY * sizeof *d), out[NY];
  for (int i = 0; i < NX * NY; i++)
    d[i] = (float) (i % 7);
#pragma omp target teams distribute parallel for map(to: d[0:NX*NY]) map(from: out)
  for (int r = 0; r < NY; r++)
    {
      struct grid g = { d, NX, NY, 0.5f };
      out[r] = grid_row_sum (g, r);
    }
  for (int r = 0; r < NY; r++)
    {
      float s = 0;
      for (int j = 0; j < NX; j++)
	s += d[r * NX + j];
      if (out[r] != s * 0.5f)
	abort ();
    }
  free (d);
  return 0;
}
