/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Adversarial round 3 (issue 24, 2026-11-28): A2/A7: .shared and .local
   addresses through /4*4+%4, xor with a key twice, rotations, byte
   swaps twice and negation twice, then dereferenced.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */

#include <stdio.h>
#include <stdint.h>
#pragma acc routine seq
__attribute__((noinline)) static uintptr_t key (int g) { return (uintptr_t) 0x5a5a5a5a5a5a5a5aull ^ (uintptr_t) g; }
#pragma acc routine seq
__attribute__((noinline)) static int rd (uintptr_t a, uintptr_t k)
{
  uintptr_t b = (a / 4) * 4 + (a % 4);
  uintptr_t c = (b ^ k) ^ k;
  uintptr_t d = (c << 13 | c >> 51);
  d = (d >> 13 | d << 51);
  uintptr_t e = __builtin_bswap64 (__builtin_bswap64 (d));
  uintptr_t f = -(-e);
  return ((int *) f)[1];
}
int main (void)
{
  int out[4][2];
  #pragma acc parallel num_gangs(4) vector_length(32) copyout(out)
  #pragma acc loop gang
  for (int g = 0; g < 4; g++)
    {
      int sh[3] = { g, g + 1, g + 2 };
      out[g][0] = rd ((uintptr_t) sh, key (g));
      #pragma acc loop vector
      for (int v = 0; v < 1; v++)
        {
          int lo[2] = { 9, g * 7 };
          out[g][1] = rd ((uintptr_t) lo, key (g + 1));
        }
    }
  for (int g = 0; g < 4; g++) if (out[g][0] != g + 1 || out[g][1] != g * 7) { printf ("FAIL %d\n", g); return 1; }
  printf ("OK\n"); return 0;
}
