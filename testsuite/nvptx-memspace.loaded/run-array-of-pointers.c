/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9: an array of row pointers filled on the device with addresses of
   mapped data, then read in another kernel: rows[i] is loaded from global
   memory and global; the accesses through it are ld.global/st.global.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "main._omp_fn.1.impl" {ld\.global\.f64\s} } } */
/* { dg-final { scan-ptx "main._omp_fn.1.impl" {st\.global\.f64\s} } } */
/* { dg-final { ptx-stats "main._omp_fn.1.impl" "generic == 0" } } */
#include <stdio.h>

#define R 16
#define C 32

int
main (void)
{
  static double data[R * C];
  static double *rows[R];
  for (int i = 0; i < R * C; i++)
    data[i] = i;
#pragma omp target enter data map(to: data, rows)
#pragma omp target
  for (int i = 0; i < R; i++)
    rows[i] = &data[((i * 5) % R) * C];
#pragma omp target
  for (int i = 0; i < R; i++)
    for (int j = 1; j < C; j++)
      rows[i][j] += rows[i][j - 1];
#pragma omp target exit data map(from: data) map(delete: rows)
  double s = 0;
  for (int i = 0; i < R * C; i++)
    s += data[i] * (i % 7);
  printf ("%g\n", s);
  return 0;
}
