/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Adversarial round 3 (issue 24, 2026-11-28): ipmsp returns: a helper
   returns a .local, a .shared or a global pointer on different paths
   (the return vote must poison).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-require-gcc 12 "OpenACC gang-private arrays shared by the gang; GCC 11 keeps them in each thread's .local frame, so stock GCC 11 computes wrong results on a device (the plugin the same ones)" } */

#include <stdio.h>
int gdata[4] = { 1000, 2000, 3000, 4000 };
#pragma acc declare copyin(gdata)
#pragma acc routine seq
__attribute__((noinline)) static int *pick (int *a, int *b, int c) { return c == 0 ? a : c == 1 ? b : gdata; }
#pragma acc routine seq
__attribute__((noinline)) static int *first (int *a) { return a; }
int main (void)
{
  int out[8][3];
  #pragma acc parallel num_gangs(8) vector_length(32) copyout(out)
  #pragma acc loop gang
  for (int g = 0; g < 8; g++)
    {
      int gp[4];
      #pragma acc loop vector
      for (int j = 0; j < 4; j++) gp[j] = g * 10 + j;
      #pragma acc loop vector
      for (int c = 0; c < 3; c++)
        {
          int lp[4] = { c, c + 1, c + 2, c + 3 };
          int *r = pick (lp, gp, c);
          out[g][c] = r[2] + first (c ? gp : lp)[1];
        }
    }
  for (int g = 0; g < 8; g++)
    for (int c = 0; c < 3; c++)
      {
        int e = (c == 0 ? c + 2 : c == 1 ? g * 10 + 2 : 3000) + (c ? g * 10 + 1 : c + 1);
        if (out[g][c] != e) { printf ("FAIL %d %d %d %d\n", g, c, out[g][c], e); return 1; }
      }
  printf ("OK\n"); return 0;
}
