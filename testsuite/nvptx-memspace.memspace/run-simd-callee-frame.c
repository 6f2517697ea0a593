/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Seed S2 (doc/assumptions.md): under OpenMP's soft stack a frame is
   global memory -- except the frame of a function called inside an `omp
   simd' region, which runs on the caller's .local %simtstack_ar.  ipmsp
   gives in_simd and deeper (only in_simd calls it) a generic frame and
   outside a global one (neg-simd-callee-frame.c checks the PTX); here
   the values are checked against the host, and
   wrong-simd-frame-as-global.c shows that ptxsim catches a frame taken
   for global.  The arrays are written through a pointer that a
   noinline helper gets, so the frame's space reaches a parameter.  */
/* { dg-do run } */
#include <stdio.h>

#define N 512

#pragma omp declare target
static __attribute__((noinline)) void
fill (int *buf, int i, int k)
{
  for (int j = 0; j < 16; j++)
    buf[(j * k) & 15] = i * j + k;
}

static __attribute__((noinline)) int
deeper (int i, int k)
{
  int buf[16];
  fill (buf, i, k | 1);
  return buf[k & 15] - buf[(k + 3) & 15];
}

static __attribute__((noinline)) int
in_simd (int i, int k)
{
  int buf[16];
  fill (buf, i + 1, k | 1);
  return buf[k & 15] + buf[(k + 5) & 15] + deeper (i, k + 1);
}

static __attribute__((noinline)) int
outside (int i, int k)
{
  int buf[16];
  fill (buf, i - 1, k | 1);
  return buf[k & 15] + buf[(k + 5) & 15];
}
#pragma omp end declare target

int
main (void)
{
  static int idx[N], out[N], ref[N];
  int r = 0;
  for (int i = 0; i < N; i++)
    idx[i] = (i * 7) % 13;
#pragma omp target teams distribute parallel for simd map(to: idx[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    out[i] = in_simd (i, idx[i]);
#pragma omp target map(to: idx[0:N]) map(from: r)
  r = outside (idx[3], idx[7]);
  int ok = r == outside (idx[3], idx[7]);
  for (int i = 0; i < N; i++)
    {
      ref[i] = in_simd (i, idx[i]);
      ok &= out[i] == ref[i];
    }
  printf ("%d %d %d %s\n", out[5], out[N - 1], r, ok ? "OK" : "FAIL");
  return !ok;
}
