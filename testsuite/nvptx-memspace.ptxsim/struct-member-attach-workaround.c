/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The source-level workarounds of stock-struct-member-attach.c: list the
   pointer members with the scalars (they join the struct group and the
   attach finds them), or map the whole struct.  Both run right on ptxsim,
   stock and plugin.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

typedef struct { int *a; long na; double *b; long nb; int m; } SD_t;

static long
run (SD_t SD, long n, int whole)
{
  long *v = malloc (n * sizeof (long));
  if (whole)
    {
#pragma omp target teams distribute parallel for map(to: SD) map(to: SD.a[:SD.na]) map(to: SD.b[:SD.nb]) map(from: v[:n])
      for (long i = 0; i < n; i++)
	v[i] = SD.a[i % SD.na] + (long) SD.b[i % SD.nb] + SD.m;
    }
  else
    {
#pragma omp target teams distribute parallel for map(to: SD.a, SD.b, SD.m, SD.na, SD.nb) map(to: SD.a[:SD.na]) map(to: SD.b[:SD.nb]) map(from: v[:n])
      for (long i = 0; i < n; i++)
	v[i] = SD.a[i % SD.na] + (long) SD.b[i % SD.nb] + SD.m;
    }
  long s = 0;
  for (long i = 0; i < n; i++)
    s += v[i];
  free (v);
  return s;
}

int
main (void)
{
  SD_t SD;
  SD.na = 100;
  SD.nb = 50;
  SD.m = 3;
  SD.a = malloc (SD.na * sizeof (int));
  SD.b = malloc (SD.nb * sizeof (double));
  for (int i = 0; i < SD.na; i++)
    SD.a[i] = i;
  for (int i = 0; i < SD.nb; i++)
    SD.b[i] = 2 * i;
  long want = 0;
  for (long i = 0; i < 1000; i++)
    want += i % 100 + 2 * (i % 50) + 3;
  long s1 = run (SD, 1000, 0), s2 = run (SD, 1000, 1);
  printf ("%ld %ld %ld\n", s1, s2, want);
  return s1 != want || s2 != want;
}
