/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A mapped struct of pointers (struct data { double *grid; int *index;
   double *out; } *d, each array mapped with the struct: libgomp attaches
   the device addresses into the device copy from the host) read inside a
   parallel loop: d->grid[d->index[i]] -- the members are loaded from
   global memory and are global (seed S9).  */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 100000
#endif
struct data { double *grid; int *index; double *out; int n; };
static void
gather (struct data *d)
{
#pragma omp target teams distribute parallel for map(to: d[0:1]) \
  map(to: d->grid[0:d->n], d->index[0:d->n]) map(from: d->out[0:d->n])
  for (int i = 0; i < d->n; i++)
    d->out[i] = 2.0 * d->grid[d->index[i]] + d->grid[i];
}
int main (void)
{
  struct data d;
  d.n = N;
  d.grid = malloc (N * sizeof (double));
  d.index = malloc (N * sizeof (int));
  d.out = malloc (N * sizeof (double));
  for (int i = 0; i < N; i++)
    {
      d.grid[i] = i % 101;
      d.index[i] = (int) (((long) i * 7919) % N);
    }
  gather (&d);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += d.out[i] * (i % 17);
  printf ("%g\n", s);
  return 0;
}
