/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9, OpenACC: a struct copied in with its pointer member attached
   (copyin of the pointer variable's target, then of the struct member),
   read in a compute region: the member is loaded from the struct in
   global memory and is global.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx "main._omp_fn.0" {ld\.global\.f64\s} } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {st\.global\.f64\s} } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" } } */
#include <stdio.h>
#include <stdlib.h>

struct vec { int n; double *a; double *b; };

int
main (void)
{
  struct vec *v = malloc (sizeof *v);
  v->n = 256;
  v->a = malloc (v->n * sizeof (double));
  v->b = malloc (v->n * sizeof (double));
  for (int i = 0; i < v->n; i++)
    v->a[i] = i, v->b[i] = 0;
#pragma acc enter data copyin(v[0:1])
#pragma acc enter data copyin(v->a[0:v->n]) create(v->b[0:v->n])
#pragma acc parallel loop present(v[0:1])
  for (int i = 0; i < v->n; i++)
    v->b[i] = 3.0 * v->a[(i * 7) % v->n];
#pragma acc exit data copyout(v->b[0:v->n]) delete(v->a[0:v->n])
#pragma acc exit data delete(v[0:1])
  double s = 0;
  for (int i = 0; i < v->n; i++)
    s += v->b[i] * (i + 1);
  printf ("%g\n", s);
  return 0;
}
