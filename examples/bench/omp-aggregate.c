/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Aggregate zeroing and copies on storage of known space: `struct v m =
   {}' and struct assignment on the soft-stack frame and on mapped
   (global) memory, memcpy/memset between the frame and global memory, and
   a by-value aggregate passed whole to a noinline helper.  */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#ifndef N
#define N 4096
#endif
struct v { double a, b, c, d, e; };
#pragma omp declare target
__attribute__ ((noinline)) static double
weigh (struct v m, int k)
{
  return m.a * k + m.b - m.c + m.d * m.e;
}
#pragma omp end declare target
int main (void)
{
  struct v *in = malloc (N * sizeof (struct v)), *out = malloc (N * sizeof (struct v));
  double *res = malloc (N * sizeof (double));
  for (int i = 0; i < N; i++)
    {
      in[i].a = i % 3; in[i].b = i % 5; in[i].c = i % 7;
      in[i].d = 0.5; in[i].e = i % 11;
    }
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: out[0:N], res[0:N])
  for (int i = 0; i < N; i++)
    {
      struct v m = {};
      struct v t[4];
      memset (t, 0, sizeof t);
      for (int k = 0; k < 4; k++)
        {
          struct v w = in[(i + k) % N];     /* struct assignment from global */
          m.a += w.a; m.b += w.b; m.c += w.c; m.d += w.d; m.e += w.e;
          t[k] = w;                         /* frame <- frame */
        }
      struct v z = {};
      memcpy (&z, &t[i & 3], sizeof z);     /* frame <- frame */
      out[i] = m;                           /* global <- frame */
      if (i % 17 == 0)
        out[i] = (struct v) {};             /* zeroing global memory */
      res[i] = weigh (m, i & 7) + weigh (z, 1);
    }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += out[i].a + out[i].b + out[i].c + out[i].d + out[i].e + res[i];
  printf ("%.1f\n", s);
  free (in); free (out); free (res);
  return 0;
}
