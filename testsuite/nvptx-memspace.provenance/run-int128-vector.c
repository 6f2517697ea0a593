/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 4: a pointer carried in an unsigned __int128 (wider than a
   pointer) and in an 8-byte vector member of a union, met in a loop with
   a global pointer: both carry the address they were made from.
   (The plugin of 2026-11-24 ran this one right, by luck of the shapes
   GCC produced; it guards the widening and vector rules.)  */
/* { dg-do run } */
#include <stdio.h>
#include <stdint.h>
typedef unsigned v2u __attribute__ ((vector_size (8)));
#pragma omp declare target
static const int ctab[8] = { 11, 22, 33, 44, 55, 66, 77, 88 };
#pragma omp end declare target
int main (int argc, char **argv)
{
  int gdata[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, out[6] = { 0 }, n = argc + 1;
  #pragma omp target map(to: gdata, n) map(tofrom: out)
  {
    unsigned __int128 w = (uintptr_t) gdata;
    for (int k = 0; k < n; k++)
      {
        out[k] = ((const int *) (uintptr_t) w)[1];
        w = ((unsigned __int128) (uintptr_t) &ctab[2]) | ((unsigned __int128) k << 100);
      }
    union { v2u v; const int *p; } u;
    v2u vv = { 0, 0 };
    for (int k = 0; k < n; k++)
      {
        if (k == 0) u.p = gdata; else u.v = vv;
        out[2 + k] = u.p[1];
        union { const int *p; v2u v; } t; t.p = &ctab[2]; vv = t.v;
      }
  }
  if (out[0] == 2 && out[1] == 44 && out[2] == 2 && out[3] == 44) { printf ("OK\n"); return 0; }
  printf ("FAIL %d %d %d %d\n", out[0], out[1], out[2], out[3]); return 1;
}
