/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Adversarial round 3 (issue 24, 2026-11-28): memspace-backend/ipmsp:
   aggregate copies and small memcpy between .shared, .local and global
   in a helper cloned per (destination, source).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */

#include <stdio.h>
#include <string.h>
struct B { int a, b, c; short d; char e[6]; };
struct B gb[4];
#pragma acc declare create(gb)
#pragma acc routine seq
__attribute__((noinline)) static void cp (struct B *d, const struct B *s) { *d = *s; }
#pragma acc routine seq
__attribute__((noinline)) static void mc (void *d, const void *s) { memcpy (d, s, 8); }
int main (void)
{
  int out[4][4];
  #pragma acc parallel num_gangs(4) vector_length(32) copyout(out)
  #pragma acc loop gang
  for (int g = 0; g < 4; g++)
    {
      struct B sh;
      sh.a = g; sh.b = g + 1; sh.c = g + 2; sh.d = 7; memset (sh.e, 'x', 6);
      cp (&gb[g], &sh);
      #pragma acc loop vector
      for (int v = 0; v < 1; v++)
        {
          struct B lo;
          cp (&lo, &gb[g]);
          lo.a += 10;
          struct B lo2;
          cp (&lo2, &lo);
          mc (&lo2.b, &lo.a);
          out[g][0] = lo2.a; out[g][1] = lo2.b; out[g][2] = lo2.c + lo2.d; out[g][3] = lo2.e[5];
        }
    }
  for (int g = 0; g < 4; g++)
    if (out[g][0] != g + 10 || out[g][1] != g + 10 || out[g][2] != g + 8 || out[g][3] != 'x') { printf ("FAIL %d %d %d %d %d\n", g, out[g][0], out[g][1], out[g][2], out[g][3]); return 1; }
  printf ("OK\n"); return 0;
}
