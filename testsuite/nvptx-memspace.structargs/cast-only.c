/* Cast-only path: forward's by-value struct is only handed on by address
   to a callee taking a pointer.  Splitting it would make the callee
   rebuild the struct in its frame to pass that address, so the parameter
   stays whole: no per-field work, no clone, the pointer is passed on
   as it arrived.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {^  parameter 0 g: cast-only path, its address flows on; kept whole$} } } */
/* { dg-final { scan-offload-dump-not lower-struct-args {cloned as forward} } } */
/* { dg-final { scan-ptx-not "*" {forward\$byval} } } */
/* { dg-final { scan-ptx "*" {\.visible \.func \(\.param\.f32 %value_out\) forward \(\.param\.u64 %in_ar0, \.param\.u32 %in_ar1\)} } } */

#include <stdlib.h>

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
    if (out[r] != 2.0f * (5 * (5 * r) + 10))
      abort ();
  return 0;
}
