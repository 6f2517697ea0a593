/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9: a mapped struct whose pointer members are mapped with it (attach:
   libgomp writes the device addresses into the device copy of the struct
   from the host).  d->grid and d->index are loaded from the struct in
   global memory; no device store puts another address there.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "an array section through d->grid in a map clause; GCC 11's C parser rejects -> there" } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.u32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.f64\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "generic == 0" } } */
#include <stdio.h>
#include <stdlib.h>

struct data { double *grid; int *index; int n; };

static void
f (struct data *d)
{
#pragma omp target map(to: d[0:1]) map(tofrom: d->grid[0:d->n]) map(to: d->index[0:d->n])
  for (int i = 0; i < d->n; i++)
    d->grid[d->index[i]] += 2.0 * i;
}

int
main (void)
{
  struct data d;
  d.n = 100;
  d.grid = malloc (d.n * sizeof (double));
  d.index = malloc (d.n * sizeof (int));
  for (int i = 0; i < d.n; i++)
    {
      d.grid[i] = i;
      d.index[i] = (i * 37) % d.n;
    }
  f (&d);
  double s = 0;
  for (int i = 0; i < d.n; i++)
    s += d.grid[i] * (i + 1);
  printf ("%g\n", s);
  return 0;
}
