/* `target teams distribute parallel for': the teams body keeps the mapped
   pointers in variables of the entry function and passes their addresses
   to the parallel region (OpenMP shares them by reference).  Those
   variables are team-level: lower-module-shared moves them to .shared,
   so each thread loads the pointers with ld.shared instead of ld.global.
   ipmsp still follows what they hold (the address of a variable moved to
   .shared is followed like an automatic's: MEMSPACE_ATTR_TEAM_SHARED):
   the arrays behind them stay ld.global/st.global, the helper is still
   cloned for global arguments, and nothing is generic.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (nvptx-memspace.ipmsp/whole-*.c).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-final { scan-ptx-times "*" {\.shared \.align 8 \.u64 [xyd]\$shared\$[0-9]+\[1\];} 3 } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" "ld.shared == 3" "st.global >= 1" } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" "st.shared >= 3" } } */
/* { dg-final { ptx-stats "scale_row.memspace.0" "generic == 0" "global == 2" } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {call[^;]*scale_row\$memspace\$0, } } } */

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
