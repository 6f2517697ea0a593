/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Adversarial round 3 (issue 24, 2026-11-28): A8, the open case: an
   integer PHI and a call result with .shared provenance that hold an
   offset (a - b, b not null) on one path and an address (b null) on
   another; the conversions must sink to the dereferences.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-require-gcc 12 "OpenACC gang-private arrays shared by the gang; GCC 11 keeps them in each thread's .local frame, so stock GCC 11 computes wrong results on a device (the plugin the same ones)" } */

#include <stdio.h>
#include <stdint.h>
#pragma acc routine seq
__attribute__((noinline)) static int *maybe (int *p, int u) { return u ? p : 0; }
#pragma acc routine seq
__attribute__((noinline)) static uintptr_t diff (int *a, int *b) { return (uintptr_t) a - (uintptr_t) b; }
int main (void)
{
  int out[4][4];
  #pragma acc parallel num_gangs(4) vector_length(32) copyout(out)
  #pragma acc loop gang
  for (int g = 0; g < 4; g++)
    {
      int sh[8];
      #pragma acc loop vector
      for (int j = 0; j < 8; j++) sh[j] = g * 100 + j;
      int *b = maybe (sh, g & 1);          /* null in even gangs */
      uintptr_t v = (uintptr_t) &sh[3] - (uintptr_t) b;   /* address or 12 */
      uintptr_t w = diff (&sh[5], b);                       /* call result */
      out[g][0] = (int) (b == 0 ? *(int *) v : (int) v);
      out[g][1] = (int) (b == 0 ? *(int *) w : (int) w);
      uintptr_t x;
      if (g & 2) x = v; else x = (uintptr_t) &sh[1];
      out[g][2] = (b == 0 || !(g & 2)) ? *(int *) x : (int) x;
      out[g][3] = 0;
      for (int k = 0; k < 3; k++)
        {
          uintptr_t y = k == 1 ? w : (uintptr_t) &sh[k];
          out[g][3] += (b == 0 || k != 1) ? *(int *) y : (int) y;
        }
    }
  for (int g = 0; g < 4; g++)
    {
      int odd = g & 1;
      int e0 = odd ? 12 : g * 100 + 3, e1 = odd ? 20 : g * 100 + 5;
      int e2 = (g & 2) ? e0 : g * 100 + 1;
      int e3 = g * 100 + 0 + g * 100 + 2 + e1;
      if (out[g][0] != e0 || out[g][1] != e1 || out[g][2] != e2 || out[g][3] != e3)
        { printf ("FAIL %d: %d %d %d %d\n", g, out[g][0], out[g][1], out[g][2], out[g][3]); return 1; }
    }
  printf ("OK\n"); return 0;
}
