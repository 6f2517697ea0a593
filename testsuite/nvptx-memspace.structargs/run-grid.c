/* The issue's `struct grid' kernel: a visible, noinline declare-target
   function takes the struct by value.  Under the nvptx ABI the caller would
   copy it into its soft-stack frame (global memory) and pass a pointer;
   lower-struct-args clones the callee with the three fields it reads as
   scalar parameters (ny is never read) and redirects the call.  The caller
   loads nothing from and stores nothing to its frame, and the clone reads
   no parameter through memory: only the mapped data is accessed.  The
   original, visible but with no caller left and none possible outside
   the offload compilation (whole-device-program), is made local and
   removed; with whole-device-program=0 it stays (grid-keep-original.c).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {^  parameter 0 g: split into 3 scalars: const float \* at 0, int at 8, float at 16$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {cloned as grid_row_sum\$byval\$0/[0-9]+, 1 call redirected} } } */
/* Scalars in .param: data, nx, scale, then row.  */
/* { dg-final { scan-ptx "*" {\.func \(\.param\.f32 %value_out\) grid_row_sum\$byval\$0 \(\.param\.u64 %in_ar0, \.param\.u32 %in_ar1, \.param\.f32 %in_ar2, \.param\.u32 %in_ar3\)} } } */
/* The caller passes the scalars and touches no frame.  */
/* { dg-final { scan-ptx "main._omp_fn.1" {call \(%value_in\), grid_row_sum\$byval\$0, \(%out_arg1, %out_arg2, %out_arg3, %out_arg4\)} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.1" {%frame} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.1" {\mst\.(?:global\.|local\.)?(?:v2\.)?[uf](?:32|64)\s+\[%r[0-9]+\+(?:8|16)\]} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^  original grid_row_sum/[0-9]+ made local: no caller left$} } } */
/* { dg-final { scan-ptx-not "*" {\mgrid_row_sum \(} } } */
/* The clone's only memory access is the row's data.  */
/* { dg-final { ptx-stats "grid_row_sum.byval.0" "user == 1" "ld.global == 1" } } */
/* { dg-final { scan-ptx "grid_row_sum.byval.0" {ld\.global\.f32\s} } } */

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
