/* One conversion per root, the root being the soft-stack frame: the teams
   body below copies the mapped pointers into frame variables whose
   addresses go into the parallel region's record.  Every frame slot is the
   frame base plus a constant, so the stores into the slots go through the
   single cvta.to.global of %frame with the slot's offset; the only other
   conversion is the entry record's.  A conversion per slot (five in all:
   what the plugin did before converting the frame base) fails, and so do
   slot stores through a register without the offset.  lower-module-shared
   is off: it would move those frame variables, team-level, to .shared
   (nvptx-memspace.shared/team-pointer-vars.c).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-lower-module-shared=0" } */
/* { dg-final { scan-ptx-times "main._omp_fn.0.impl" {cvta\.to\.global\.u64\s} 2 } } */
/* { dg-final { scan-ptx-times "main._omp_fn.0.impl" {cvta\.to\.global\.u64\s+%r[0-9]+, %frame;} 1 } } */
/* { dg-final { scan-ptx-times "main._omp_fn.0.impl" {st\.global\.u64\s+\[%r[0-9]+\+(32|40|48)\]} 3 } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" } } */

#include <stdlib.h>
#define N 256

#pragma omp declare target
__attribute__ ((noinline)) void
scale_row (int n, float a, const float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i];
}
#pragma omp end declare target

int
main (void)
{
  float *x = calloc (N * N, sizeof (float)), *y = malloc (N * N * sizeof (float));
  float *d = malloc (N * sizeof (float));
#pragma omp target data map(to: x[0:N*N]) map(from: y[0:N*N], d[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int r = 0; r < N; r++)
      {
	scale_row (N, 0.5f, x + r * N, y + r * N);
	d[r] = y[r * N];
      }
  }
  return d[1] != 0;
}
