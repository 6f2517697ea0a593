/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Adversarial round 3 (issue 24, 2026-11-28): two translation units:
   helpers defined in another TU (aux/adv-two-tu-helpers.c) called with
   .shared (gang-private), .local and global pointers; a pointer stored by
   the other TU in a device global and read back.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-additional-sources "aux/adv-two-tu-helpers.c" } */

#include <stdio.h>
#pragma acc routine seq
extern int tu_sum (const int *p, int n);
#pragma acc routine seq
extern void tu_store (int *p);
#pragma acc routine seq
extern int tu_load (int k);
int gd[4] = { 1, 2, 3, 4 };
#pragma acc declare copyin(gd)
int main (void)
{
  int out[4][3];
  #pragma acc parallel num_gangs(4) vector_length(32) copyout(out)
  #pragma acc loop gang
  for (int g = 0; g < 4; g++)
    {
      int sh[4] = { g, g, g, g };
      out[g][0] = tu_sum (sh, 4) + tu_sum (gd, 4);
      #pragma acc loop vector
      for (int v = 0; v < 1; v++)
        {
          int lo[3] = { 5, 6, g };
          out[g][1] = tu_sum (lo, 3);
          tu_store (lo);
          out[g][2] = tu_load (2);
        }
    }
  for (int g = 0; g < 4; g++)
    if (out[g][0] != 4 * g + 10 || out[g][1] != 11 + g || out[g][2] != g) { printf ("FAIL %d %d %d %d\n", g, out[g][0], out[g][1], out[g][2]); return 1; }
  printf ("OK\n"); return 0;
}
