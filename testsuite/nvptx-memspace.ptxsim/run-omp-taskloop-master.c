/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 26 (b): taskloop inside master and parallel master regions on
   the device (grainsize, num_tasks with nogroup and taskwait, reduction,
   the combined "parallel master taskloop" and "master taskloop simd"):
   stock and plugin builds print on ptxsim what the host fallback prints
   (libgomp's nvptx task queue runs the tasks in the team).  */
/* { dg-do run } */
#include <stdio.h>
int main (void)
{
  int a[1000] = { 0 };
  long r1 = 0, r2 = 0;
#pragma omp target map(tofrom: a, r1, r2)
  {
#pragma omp parallel num_threads(4)
#pragma omp master
    {
#pragma omp taskloop grainsize(7) reduction(+: r1)
      for (int i = 0; i < 1000; i++)
	{ a[i] += i; r1 += i; }
#pragma omp taskloop num_tasks(5) nogroup
      for (int i = 0; i < 1000; i++)
	a[i] += 1;
#pragma omp taskwait
    }
#pragma omp parallel master taskloop reduction(+: r2) num_threads(8)
    for (int i = 0; i < 1000; i++)
      r2 += 2 * i;
#pragma omp parallel
#pragma omp master taskloop simd
    for (int i = 0; i < 1000; i++)
      a[i] *= 2;
  }
  long s = 0;
  for (int i = 0; i < 1000; i++) s += a[i];
  int good = s == 2 * (499500L + 1000) && r1 == 499500 && r2 == 999000;
  printf ("%ld %ld %ld %s\n", s, r1, r2, good ? "OK" : "FAIL");
  return !good;
}
