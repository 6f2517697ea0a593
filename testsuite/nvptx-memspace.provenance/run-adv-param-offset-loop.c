/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Adversarial round 3 (issue 24, 2026-11-28): A8 and placement: an
   integer parameter voted .shared that is an offset for some callers,
   dereferenced conditionally in a loop (the callee may convert the
   offset at entry: cvta.to of a value in no window is never used).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-require-gcc 12 "OpenACC gang-private arrays shared by the gang; GCC 11 keeps them in each thread's .local frame, so stock GCC 11 computes wrong results on a device (the plugin the same ones)" } */

#include <stdio.h>
#include <stdint.h>
#pragma acc routine seq
__attribute__((noinline)) static int *maybe (int *p, int u) { return u ? p : 0; }
#pragma acc routine seq
__attribute__((noinline)) static int rd (uintptr_t v, int use, int n)
{
  int s = 0;
  for (int k = 0; k < n; k++)
    {
      if (use && k == n - 1) s += *(int *) v;
      else s += k;
    }
  return s;
}
#pragma acc routine seq
__attribute__((noinline)) static int rd2 (uintptr_t v, uintptr_t b, int n)
{
  int s = 0;
  for (int k = 0; k < n; k++)
    s += b == 0 ? ((int *) v)[k] : (int) (v >> 2) + k;
  return s;
}
int main (void)
{
  int out[4][2];
  #pragma acc parallel num_gangs(4) vector_length(32) copyout(out)
  #pragma acc loop gang
  for (int g = 0; g < 4; g++)
    {
      int sh[8];
      #pragma acc loop vector
      for (int j = 0; j < 8; j++) sh[j] = g * 100 + j;
      int *b = maybe (sh, g & 1);
      uintptr_t v = (uintptr_t) &sh[3] - (uintptr_t) b;
      out[g][0] = rd (v, b == 0, 4);
      out[g][1] = rd2 (v, (uintptr_t) b, 3);
    }
  for (int g = 0; g < 4; g++)
    {
      int odd = g & 1;
      int e0 = odd ? 0 + 1 + 2 + 3 : 0 + 1 + 2 + g * 100 + 3;
      int e1 = odd ? 3 * 3 + 3 : 3 * g * 100 + 3 + 4 + 5;
      if (out[g][0] != e0 || out[g][1] != e1) { printf ("FAIL %d: %d %d\n", g, out[g][0], out[g][1]); return 1; }
    }
  printf ("OK\n"); return 0;
}
