/* Mutual recursion through clones.  `even_walk' and `odd_walk' are public
   noinline declare-target functions that call each other, walking down a
   mapped (global) row.  The target region calls even_walk with a global
   pointer: ipmsp clones even_walk for (global, -); the clone calls odd_walk
   with a global pointer, so odd_walk is cloned for (global, -); that
   clone calls even_walk with the same vector, which already has a clone,
   so the call is redirected to even_walk$memspace$0 and no third clone is
   made: the rounds end.  Each clone calls the other clone, never an
   original, and its loads are ld.global; the originals stay generic.  The
   result is checked against the host and stock GCC.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-final { scan-ptx-not "*" {memspace\$1} } } */
/* { dg-final { scan-ptx "run._omp_fn.1" {call[^;]*even_walk\$memspace\$0, } } } */
/* { dg-final { scan-ptx "even_walk.memspace.0" {call[^;]*odd_walk\$memspace\$0, } } } */
/* { dg-final { scan-ptx "odd_walk.memspace.0" {call[^;]*even_walk\$memspace\$0, } } } */
/* { dg-final { scan-ptx-not "even_walk.memspace.0" {call[^;]*\modd_walk, } } } */
/* { dg-final { scan-ptx-not "odd_walk.memspace.0" {call[^;]*\meven_walk, } } } */
/* { dg-final { ptx-stats "even_walk.memspace.0" "generic == 0" "ld.global >= 1" } } */
/* { dg-final { ptx-stats "odd_walk.memspace.0" "generic == 0" "ld.global >= 1" } } */
/* { dg-final { ptx-stats "even_walk" "global == 0" "generic >= 1" } } */
/* { dg-final { ptx-stats "odd_walk" "global == 0" "generic >= 1" } } */
#include <stdio.h>

#define ROWS 64
#define COLS 24

#pragma omp declare target
int odd_walk (const int *p, int n);

__attribute__((noinline)) int
even_walk (const int *p, int n)
{
  if (n <= 0)
    return 0;
  return p[0] * 5 + odd_walk (p + 1, n - 1);
}

__attribute__((noinline)) int
odd_walk (const int *p, int n)
{
  if (n <= 0)
    return 1;
  return p[0] * 3 - even_walk (p + 1, n - 1);
}
#pragma omp end declare target

static void
run (const int *a, int *out, int cols)
{
#pragma omp target teams distribute parallel for map(to: a[0:ROWS*COLS]) map(from: out[0:ROWS])
  for (int i = 0; i < ROWS; i++)
    out[i] = even_walk (a + i * COLS, cols - (i & 7));
}

int
main (void)
{
  static int a[ROWS * COLS], out[ROWS];
  for (int i = 0; i < ROWS * COLS; i++)
    a[i] = (i * 37) % 101 - 50;
  run (a, out, COLS);
  long sum = 0, ref = 0;
  for (int i = 0; i < ROWS; i++)
    {
      sum += (long) out[i] * (i + 1);
      ref += (long) even_walk (a + i * COLS, COLS - (i & 7)) * (i + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
