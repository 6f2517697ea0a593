/* Regression (issue 16, "no more memory instructions than stock"): the
   struct `g' is passed on by value whole, so expansion copies it with
   generic loads and stores off %frame.  With g's field stores rewritten
   through the converted frame address, RTL took those MEMs of distinct
   address spaces for conflicting (alias.cc:3037) and neither forwarded
   the stored values into the copy nor deleted the dead stores, as it does
   for stock: the parallel body 15 -> 17 memory instructions.  A frame the
   back end copies as a whole stays generic now.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "main._omp_fn.1" "user <= 15" } } */
#include <stdio.h>

struct grid { const float *data; int nx, ny; float scale; };

#pragma omp declare target
__attribute__((noinline)) float
row_sum (const struct grid *g, int row)
{
  float s = 0.0f;
  for (int j = 0; j < g->nx; j++)
    s += g->data[row * g->nx + j];
  return s * g->scale;
}

__attribute__((noinline)) float
forward (struct grid g, int row)
{
  return row_sum (&g, row);
}
#pragma omp end declare target

int
main (void)
{
  enum { NX = 5, NY = 3 };
  float d[NX * NY], out[NY];
  for (int i = 0; i < NX * NY; i++)
    d[i] = i;
#pragma omp target teams distribute parallel for map(to: d) map(from: out)
  for (int r = 0; r < NY; r++)
    {
      struct grid g = { d, NX, NY, 2.0f };
      out[r] = forward (g, r);
    }
  for (int r = 0; r < NY; r++)
    printf ("%.1f\n", out[r]);
  return 0;
}
