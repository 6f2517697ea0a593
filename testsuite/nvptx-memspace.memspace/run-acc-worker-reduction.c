/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Seed S5 (doc/assumptions.md): OpenACC worker and vector reductions go
   through __worker_red / __vector_red, .shared buffers whose addresses
   GIMPLE gets from __builtin_nvptx_worker_addr / vector_addr
   (seed-acc-reduction.c checks the PTX).  The sums are checked against
   the host; wrong-reduction-buffer-as-global.c shows that ptxsim catches
   the buffers taken for global memory.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
#include <stdio.h>

#define N 1024

static float
worker_sum (const float *restrict a)
{
  float s = 0;
#pragma acc parallel loop gang worker reduction(+:s) copyin(a[0:N]) num_workers(8)
  for (int i = 0; i < N; i++)
    s += a[i] * 2.0f;
  return s;
}

static double
vector_sum (const double *restrict b)
{
  double s = 0;
#pragma acc parallel num_gangs(1) vector_length(32) copyin(b[0:N]) copy(s)
#pragma acc loop vector reduction(+:s)
  for (int i = 0; i < N; i++)
    s += b[i] + 1.0;
  return s;
}

int
main (void)
{
  static float a[N];
  static double b[N];
  for (int i = 0; i < N; i++)
    {
      a[i] = (float) (i % 17);
      b[i] = (double) (i % 23);
    }
  float ws = worker_sum (a), wref = 0;
  double vs = vector_sum (b), vref = 0;
  for (int i = 0; i < N; i++)
    {
      wref += a[i] * 2.0f;
      vref += b[i] + 1.0;
    }
  int ok = ws == wref && vs == vref;
  printf ("%g %g %s\n", (double) ws, vs, ok ? "OK" : "FAIL");
  return !ok;
}
