/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Adversarial round 3 (issue 24, 2026-11-28): S9: a gang-private
   address enters global memory as the value operand of
   __atomic_fetch_add/or/xor on a uintptr_t and is read back as a
   pointer by a routine (the loaded-pointers check must see atomics as
   stores of their value).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */

#include <stdio.h>
#include <stdint.h>
uintptr_t slot[4];
#pragma acc declare create(slot)
#pragma acc routine seq
__attribute__((noinline)) static int readit (int k)
{
  int *p = (int *) slot[k];
  return p[1];
}
int main (void)
{
  int out[4] = {0,0,0,0};
  #pragma acc parallel num_gangs(1) num_workers(1) vector_length(32) copyout(out)
  {
    int loc[4] = { 10, 20, 30, 40 };
    slot[0] = 0;
    __atomic_fetch_add (&slot[0], (uintptr_t) loc, __ATOMIC_RELAXED);
    out[0] = readit (0);
    slot[1] = 0;
    __atomic_fetch_or (&slot[1], (uintptr_t) &loc[1], __ATOMIC_RELAXED);
    out[1] = readit (1);
    slot[2] = 0;
    __atomic_fetch_xor (&slot[2], (uintptr_t) &loc[2], __ATOMIC_RELAXED);
    out[2] = readit (2) + loc[0];
  }
  if (out[0] == 20 && out[1] == 30 && out[2] == 50) { printf ("OK\n"); return 0; }
  printf ("FAIL %d %d %d\n", out[0], out[1], out[2]); return 1;
}
