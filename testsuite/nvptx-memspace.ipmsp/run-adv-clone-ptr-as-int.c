/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Adversarial round 3 (issue 24, 2026-11-28): ipmsp/memspace-opt: a
   helper cloned for .shared and .local uses its pointer as an integer
   (hash, difference with a generic pointer into the same array,
   ordering); the generic original, called through a function pointer,
   must give the same numbers.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */

#include <stdio.h>
#include <stdint.h>
int *gbase[8];
#pragma acc declare create(gbase)
#pragma acc routine seq
__attribute__((noinline)) static long h (int *p, int k)
{
  int *b = gbase[k];          /* generic: loaded */
  long r = (long) ((uintptr_t) p % 1000003);
  r = r * 7 + (p - b);
  r = r * 3 + (p > b) + 2 * (p >= b + 2) + 4 * ((uintptr_t) p == (uintptr_t) (b + 2));
  return r + *p;
}
long (*hp) (int *, int) = h;
#pragma acc declare copyin(hp)
#pragma acc routine seq
__attribute__((noinline)) static void setb (int k, int *b) { gbase[k] = b; }
int main (void)
{
  long out[8][2];
  #pragma acc parallel num_gangs(8) vector_length(32) copyout(out)
  #pragma acc loop gang
  for (int g = 0; g < 8; g++)
    {
      int arr[8];
      #pragma acc loop vector
      for (int j = 0; j < 8; j++) arr[j] = g + j;
      setb (g, arr);
      out[g][0] = h (&arr[2], g);
      out[g][1] = hp (&arr[2], g);
    }
  for (int g = 0; g < 8; g++)
    if (out[g][0] != out[g][1]) { printf ("FAIL %d %ld %ld\n", g, out[g][0], out[g][1]); return 1; }
  printf ("OK\n"); return 0;
}
