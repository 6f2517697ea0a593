/* A gang/vector loop over two mapped arrays (the bench's acc-routine).
   memspace-opt1 leaves the two loop-varying references to memspace-opt2,
   so IVOPTs sees generic pointers and picks one pointer induction variable
   per array, as without the plugin; memspace-opt2 follows the integer
   induction variables back to the record loads, converts there (before
   the loop) and moves the exit test onto the converted pointers.  Before
   this, IVOPTs costed converted bases higher and chose one offset
   variable plus an add per access: 4 more registers.  The PTX loop must
   increment exactly two registers by 128 (32 lanes x 4 bytes), and load
   and store in .global.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1-details,tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump memspace-opt1 {keep generic \(address varies in a loop: left for memspace-opt2\): _[0-9]+ = \(\*_[0-9]+\)\[_[0-9]+\];} } } */
/* { dg-final { scan-offload-dump memspace-opt2 {rewrite comparison global: if \(_[0-9]+ != _[0-9]+\)} } } */
/* { dg-final { scan-offload-dump memspace-opt2 {rewrite load global: _[0-9]+ = MEM\[\(<address-space-1> float \*\)_[0-9]+\]} } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {st\.global\.f32\s} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0" {(ld|st)\.f32\s} } } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {add\.u64\s+(%r\d+), \1, 128;} 2 } } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {cvta\.to\.global\.u64} 3 } } */

#include <stdlib.h>
#define N 10000

#pragma acc routine seq
__attribute__ ((noinline)) float
poly (const float *c, float x)
{
  return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

int
main (void)
{
  static float x[N], y[N];
  float c[4] = { 1.0f, 0.5f, 0.25f, 0.125f };
  for (int i = 0; i < N; i++)
    x[i] = (i % 13) * 0.5f;
#pragma acc parallel loop gang vector copyin(x, c) copyout(y)
  for (int i = 0; i < N; i++)
    y[i] = poly (c, x[i]);
  for (int i = 0; i < N; i++)
    if (y[i] != poly (c, x[i]))
      abort ();
  return 0;
}
