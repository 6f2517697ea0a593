/* Run test for chains of clones and returned pointers: `first' ->
   `second' -> `third', public noinline helpers passing a mapped pointer
   down, and `row', a public helper returning a pointer into its argument.
   The target region gets first$memspace$0, which calls second$memspace$0,
   which calls third$memspace$0, all global; its accesses through the
   pointer returned by row$memspace$0 are global too.  The originals stay
   generic.  The results (weighted sums) must equal the host's and the
   stock GCC program's.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-final { scan-ptx-not "*" {memspace\$1} } } */
/* { dg-final { scan-ptx "first.memspace.0" {call[^;]*second\$memspace\$0, } } } */
/* { dg-final { scan-ptx "second.memspace.0" {call[^;]*third\$memspace\$0, } } } */
/* { dg-final { ptx-stats "first.memspace.0" "generic == 0" } } */
/* { dg-final { ptx-stats "second.memspace.0" "generic == 0" } } */
/* { dg-final { ptx-stats "third.memspace.0" "generic == 0" "st.global >= 1" } } */
/* { dg-final { ptx-stats "third" "global == 0" } } */
/* { dg-final { scan-ptx "run._omp_fn.1" {call[^;]*row\$memspace\$0, } } } */
/* { dg-final { scan-ptx "run._omp_fn.1" {call[^;]*first\$memspace\$0, } } } */
#include <stdio.h>

#define ROWS 48
#define COLS 33

#pragma omp declare target
__attribute__((noinline)) void
third (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = p[i] * 3.0f + 1.0f;
}

__attribute__((noinline)) void
second (float *p, int n)
{
  p[0] += 2.0f;
  third (p + 1, n - 1);
}

__attribute__((noinline)) void
first (float *p, int n)
{
  p[0] += 1.0f;
  second (p + 1, n - 1);
}

__attribute__((noinline)) float *
row (float *base, int r, int ld)
{
  return base + r * ld;
}
#pragma omp end declare target

static void
run (float *a, int cols)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:ROWS*COLS])
  for (int r = 0; r < ROWS; r++)
    {
      float *p = row (a, r, cols);
      first (p, cols - (r & 3));
      p[cols - 1] *= 0.5f;
    }
}

int
main (void)
{
  static float a[ROWS * COLS], ref[ROWS * COLS];
  for (int i = 0; i < ROWS * COLS; i++)
    a[i] = ref[i] = (float) (i % 9);
  run (a, COLS);
  for (int r = 0; r < ROWS; r++)
    {
      float *p = ref + r * COLS;
      int n = COLS - (r & 3);
      p[0] += 1.0f;
      p[1] += 2.0f;
      for (int i = 2; i < n; i++)
	p[i] = p[i] * 3.0f + 1.0f;
      p[COLS - 1] *= 0.5f;
    }
  double s = 0, t = 0;
  for (int i = 0; i < ROWS * COLS; i++)
    {
      s += a[i] * (i + 1);
      t += ref[i] * (i + 1);
    }
  printf ("%g %g\n", s, t);
  return s != t;
}
