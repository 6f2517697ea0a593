/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 4: an address rebuilt from two 32-bit halves,
   ((uint64_t) hi << 32) | lo, carried in a loop that starts from a global
   pointer.  Integers narrower than a pointer were "never addresses" on
   2026-11-24: the loop-carried integer was global and memspace-opt2's
   shadow PHI got a null for the rebuilt value, so the kernel read address
   4 (ptxsim: "null pointer access") -- a wrong value, not only a wrong
   space.  A truncation, a widening and an OR carry their operands'
   provenance.  */
/* { dg-do run } */
/* { dg-options "-O1" } */
#include <stdio.h>
#include <stdint.h>
#pragma omp declare target
static const int ctab[8] = { 11, 22, 33, 44, 55, 66, 77, 88 };
#pragma omp end declare target
int main (int argc, char **argv)
{
  unsigned lo[4], hi[4];
  int n = argc + 2;
  int gdata[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, out[4] = { 0, 0, 0, 0 };
  #pragma omp target map(from: lo, hi)
  { uintptr_t a = (uintptr_t) &ctab[2]; for (int k = 0; k < 4; k++) { lo[k] = (unsigned) a; hi[k] = (unsigned) (a >> 32); } }
  #pragma omp target map(to: lo, hi, gdata, n) map(tofrom: out)
  {
    uintptr_t v = (uintptr_t) gdata;
    for (int k = 0; k < n; k++)
      {
        out[k] = ((const int *) v)[1];
        v = ((uint64_t) hi[k] << 32) | lo[k];
      }
  }
  if (out[0] == 2 && out[1] == 44 && out[2] == 44) { printf ("OK\n"); return 0; }
  printf ("FAIL %d %d %d\n", out[0], out[1], out[2]); return 1;
}
