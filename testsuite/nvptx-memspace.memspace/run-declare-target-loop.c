/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 27: elements of writable .global variables indexed in a loop are
   rewritten by memspace-opt2, after IVOPTs (memspace-deferral.cc), so
   IVOPTs keeps stock GCC's induction variables.  The attack on that
   path: a static array read at i*7 (the bench's omp-global-array), a
   field of a struct array read at one index while another field of it
   is written at another, an external array defined in the other
   translation unit (DECL_EXTERNAL) read and then written in place, and
   a read-only table, which keeps memspace-opt1's rewrite and
   ld.global.nc.  Every access must be .global and right on ptxsim.  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
/* { dg-additional-sources "aux/declare-target-loop-data.c" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1-details" } */
/* { dg-final { scan-offload-dump memspace-opt1 {keep generic \(element of a \.global variable whose address varies in a loop: left for memspace-opt2\): _[0-9]+ = weights\[_[0-9]+\];} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {keep generic \(element of a \.global variable whose address varies in a loop: left for memspace-opt2\): _[0-9]+ = ext\[_[0-9]+\];} } } */
/* { dg-final { scan-offload-dump-not memspace-opt1 {keep generic \([^)]*\): _[0-9]+ = lut\[} } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {ld\.global\.nc\.u32} } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" } } */
/* { dg-final { ptx-stats "main._omp_fn.3" "generic == 0" } } */

#include <stdio.h>

#define N 256

struct pt { int x; float w; };

#pragma omp declare target
float weights[N];
struct pt pts[N];
extern float ext[N];
static const int lut[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
#pragma omp end declare target

int
main (void)
{
  float out[N];
  for (int i = 0; i < N; i++)
    {
      weights[i] = (i % 9) * 0.5f;
      pts[i].x = i;
      pts[i].w = (float) (i % 5);
      ext[i] = (float) (i % 3);
    }
#pragma omp target update to(weights, pts, ext)
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; i++)
    {
      out[i] = weights[(i * 7) % N] * pts[(i * 3) % N].w
	       + ext[(i * 5) % N] + lut[i % 8];
      pts[i].x += i;
    }
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++)
    ext[i] = ext[i] + 1.0f;
#pragma omp target update from(pts, ext)
  int bad = 0;
  for (int i = 0; i < N; i++)
    {
      float want = ((i * 7) % N % 9) * 0.5f * (float) ((i * 3) % N % 5)
		   + (float) ((i * 5) % N % 3) + lut[i % 8];
      if (out[i] != want || pts[i].x != 2 * i || ext[i] != (float) (i % 3) + 1.0f)
	bad++;
    }
  printf ("bad %d\n", bad);
  return bad != 0;
}
