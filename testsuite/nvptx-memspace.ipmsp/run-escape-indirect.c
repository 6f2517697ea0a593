/* Run test for escape-indirect.c: `twice' and `thrice' are static but
   reached through the function-pointer table `ops', so their bodies stay
   generic; only the direct call `twice (z, n)' goes to the local clone
   twice$memspace$0 (global), while the indirect calls through `ops' reach
   the originals.  Both paths run, with data-dependent table indices; the
   weighted sums must equal the host's and the stock GCC program's.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "twice" "global == 0" "generic == 2" } } */
/* { dg-final { ptx-stats "thrice" "global == 0" "generic == 2" } } */
/* { dg-final { ptx-stats "twice.memspace.0" "generic == 0" "ld.global == 1" "st.global == 1" } } */
/* { dg-final { scan-ptx-not "*" {thrice\$memspace|memspace\$1} } } */
/* { dg-final { scan-ptx "*" {\mops\[2\] = \{ twice, thrice \};} } } */
#include <stdio.h>

#define ROWS 32
#define COLS 40

#pragma omp declare target
static __attribute__((noinline)) void
twice (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] *= 2.0f;
}

static __attribute__((noinline)) void
thrice (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] *= 3.0f;
}

static void (*const ops[2]) (float *, int) = { twice, thrice };
#pragma omp end declare target

static void
run (float *y, float *z)
{
#pragma omp target teams distribute parallel for map(tofrom: y[0:ROWS*COLS], z[0:ROWS*COLS])
  for (int r = 0; r < ROWS; r++)
    {
      ops[(r * 5 / 3) & 1] (y + r * COLS, COLS - (r & 3));
      twice (z + r * COLS, COLS - (r & 7));
    }
}

int
main (void)
{
  static float y[ROWS * COLS], z[ROWS * COLS];
  for (int i = 0; i < ROWS * COLS; i++)
    {
      y[i] = (float) (i % 17);
      z[i] = (float) (i % 11);
    }
  run (y, z);
  double sy = 0, sz = 0, ry = 0, rz = 0;
  for (int i = 0; i < ROWS * COLS; i++)
    {
      int r = i / COLS, c = i % COLS;
      float fy = (c < COLS - (r & 3)) ? (((r * 5 / 3) & 1) ? 3.0f : 2.0f) : 1.0f;
      float fz = (c < COLS - (r & 7)) ? 2.0f : 1.0f;
      sy += y[i] * (i + 1);
      sz += z[i] * (i + 1);
      ry += fy * (i % 17) * (i + 1);
      rz += fz * (i % 11) * (i + 1);
    }
  printf ("%g %g %g %g\n", sy, ry, sz, rz);
  return sy != ry || sz != rz;
}
