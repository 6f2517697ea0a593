/* SPDX-License-Identifier: GPL-3.0-or-later */
/* omp-saxpy.c -- OpenMP offloaded SAXPY inside a plain C function.
 *
 * Memory-space pattern:
 *   x, y   heap arrays mapped with map(to:)/map(tofrom:): device copies in
 *          cuMemAlloc'ed memory, i.e. GLOBAL pointers.  Every ld/st of the
 *          loop body (x[i], y[i]) could be ld.global / st.global.
 *   a, n   scalars, no pointer at all on the device side.
 *   The outlined data block ('.omp_data_i': x, y, a, loop bounds) that the
 *   team master passes to the parallel body through GOMP_parallel lives in
 *   the master's OpenMP soft-stack frame (__nvptx_stacks[] -> %frame), which
 *   is also GLOBAL memory.
 *
 * Why it is interesting: this is the simplest case for address-space
 * inference, but even here the space is not visible locally: the loop is in
 * saxpy$_omp_fn$1, a '.func' called indirectly via GOMP_parallel, and it
 * loads x and y (generic ld.u64) from its incoming data-block pointer.
 * Knowing that mapped pointers (and the soft-stack block) are global is what
 * turns the 2 loads + 1 store of the loop into ld.global/st.global; the
 * 'restrict' on x additionally allows ld.global.nc once the space is known.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N (1 << 20)

void saxpy(int n, float a, const float *restrict x, float *restrict y)
{
#pragma omp target teams distribute parallel for \
        map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int main(void)
{
  const int n = N;
  const float a = 2.5f;
  float *x = malloc(n * sizeof *x);
  float *y = malloc(n * sizeof *y);
  float *ref = malloc(n * sizeof *ref);
  if (!x || !y || !ref)
    {
      printf("omp-saxpy: FAIL (out of memory)\n");
      return 1;
    }

  for (int i = 0; i < n; i++)
    {
      x[i] = (float) (i % 1000) * 0.001f;
      y[i] = (float) ((i * 7) % 513) - 256.0f;
      ref[i] = a * x[i] + y[i];
    }

  saxpy(n, a, x, y);

  int errors = 0, first = -1;
  for (int i = 0; i < n; i++)
    if (fabsf(y[i] - ref[i]) > 1e-5f * (1.0f + fabsf(ref[i])))
      {
        if (first < 0)
          first = i;
        errors++;
      }

  if (errors)
    printf("omp-saxpy: FAIL (%d mismatches, first at %d: got %g want %g)\n",
           errors, first, y[first], ref[first]);
  else
    printf("omp-saxpy: OK\n");

  free(x);
  free(y);
  free(ref);
  return errors != 0;
}
