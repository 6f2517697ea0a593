/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenMP reductions: `target teams distribute parallel for
   reduction(+:sum)', and a `parallel for reduction' inside a target
   region, whose reduction variable lives in the target region and is
   passed to the parallel region through its data record: GCC's
   reduction code (omp-low.cc) takes the address of the shared copy and
   hands it to the atomics (or a GOMP_atomic_start/end section) at the
   end of each thread's share.  */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N (1 << 20)
#endif
int main (void)
{
  double *x = malloc (N * sizeof (double)), *y = malloc (N * sizeof (double));
  for (int i = 0; i < N; i++) { x[i] = i % 7; y[i] = (i % 5) * 0.5; }
  double dot = 0.0;
#pragma omp target teams distribute parallel for reduction(+:dot) map(to: x[0:N], y[0:N])
  for (int i = 0; i < N; i++)
    dot += x[i] * y[i];
  double sum = 0.0;
  long count = 0;
#pragma omp target map(to: x[0:N]) map(tofrom: sum, count)
  {
    double s = 0.0;
    long c = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++)
      if (x[i] > 2.0)
        s += x[i];
#pragma omp parallel for reduction(+:c)
    for (int i = 0; i < N; i++)
      c += x[i] > 2.0;
    sum = s;
    count = c;
  }
  printf ("%.1f %.1f %ld\n", dot, sum, count);
  free (x); free (y);
  return 0;
}
