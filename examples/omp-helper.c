/* SPDX-License-Identifier: GPL-3.0-or-later */
/* omp-helper.c -- OpenMP kernels calling non-inlined 'declare target'
 * helpers that take and return pointers.
 *
 * Memory-space pattern:
 *   X, Y, Z   heap matrices mapped to the device: GLOBAL.
 *   row_ptr() returns base + row*stride: its result is GLOBAL whenever its
 *             'base' argument is, which is the case at every call site.
 *   axpy_row() gets 'x' and 'y' from row_ptr() results: GLOBAL at both call
 *             sites (kernel 1 reads X writes Y, kernel 2 reads Y writes Z).
 *
 * Why it is interesting: the helpers stay separate '.visible .func's (the
 * PTX has 'call row_ptr' twice and 'call axpy_row' once in each of the two
 * parallel bodies) with '.param.u64' pointer arguments and return value, so
 * nothing inside axpy_row() says where x and y point.  Qualifying its ld/st
 * needs interprocedural propagation (all callers pass global pointers, the
 * returned pointer of row_ptr() inherits the space of its argument) or
 * cloning; a purely intraprocedural pass must leave them generic.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define ROWS 300
#define COLS 1000

#pragma omp declare target
__attribute__((noinline)) float *row_ptr(float *base, int row, int stride)
{
  return base + (size_t) row * stride;
}

__attribute__((noinline)) void
axpy_row(int n, float a, const float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
#pragma omp end declare target

int main(void)
{
  const int n = ROWS * COLS;
  const float alpha = 0.5f, beta = -2.0f;
  float *X = malloc(n * sizeof *X), *Y = malloc(n * sizeof *Y);
  float *Z = malloc(n * sizeof *Z), *ry = malloc(n * sizeof *ry);
  float *rz = malloc(n * sizeof *rz);
  if (!X || !Y || !Z || !ry || !rz)
    {
      printf("omp-helper: FAIL (out of memory)\n");
      return 1;
    }
  for (int i = 0; i < n; i++)
    {
      X[i] = (float) (i % 97) * 0.25f;
      Y[i] = ry[i] = (float) (i % 13);
      Z[i] = rz[i] = 1.0f;
    }

#pragma omp target data map(to: X[0:n]) map(tofrom: Y[0:n], Z[0:n])
  {
    /* Call site 1: Y += alpha * X, row by row.  */
#pragma omp target teams distribute parallel for
    for (int r = 0; r < ROWS; r++)
      axpy_row(COLS, alpha, row_ptr(X, r, COLS), row_ptr(Y, r, COLS));

    /* Call site 2: Z += beta * Y, row by row.  */
#pragma omp target teams distribute parallel for
    for (int r = 0; r < ROWS; r++)
      axpy_row(COLS, beta, row_ptr(Y, r, COLS), row_ptr(Z, r, COLS));
  }

  for (int i = 0; i < n; i++)
    ry[i] += alpha * X[i];
  for (int i = 0; i < n; i++)
    rz[i] += beta * ry[i];

  int errors = 0;
  for (int i = 0; i < n; i++)
    errors += fabsf(Y[i] - ry[i]) > 1e-5f * (1.0f + fabsf(ry[i]))
              || fabsf(Z[i] - rz[i]) > 1e-5f * (1.0f + fabsf(rz[i]));

  if (errors)
    printf("omp-helper: FAIL (%d mismatches)\n", errors);
  else
    printf("omp-helper: OK\n");
  free(X); free(Y); free(Z); free(ry); free(rz);
  return errors != 0;
}
