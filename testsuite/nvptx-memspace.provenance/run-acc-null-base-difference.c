/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 1 in OpenACC, with a .shared address: the integer
   difference of a gang-private array's address and a maybe-null pointer
   into it is that address when the pointer is null; added to a null
   global base it must not be loaded with ld.global.  The plugin of
   2026-11-24 took the difference for a number (ptxsim: "address is in the
   shared window, not global").  -fno-tree-reassoc keeps GCC from
   rewriting gb + (a - b) into (gb - b) + a, which hides the shape.  The
   data-area change cannot help here (no read-only data): this attacks the
   provenance rule alone (wrong-null-difference.c weakens it).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -fno-tree-reassoc" } */
#include <stdio.h>
#include <stdint.h>
#pragma acc routine seq
__attribute__((noinline)) int *pick (int *p, int u) { return u ? p : (int *) 0; }
int main (void)
{
  int use = 0, out[2] = { 0, 0 }, g[4] = { 9, 9, 9, 9 };
  #pragma acc parallel num_gangs(1) copyin(use, g) copyout(out)
  {
    int priv[4];
    #pragma acc loop gang private(priv)
    for (int k = 0; k < 1; k++)
      {
        priv[0] = 41; priv[1] = 42;
        uintptr_t off = (uintptr_t) &priv[0] - (uintptr_t) pick (priv, use);
        int *r = (int *) ((uintptr_t) pick (g, use) + off);
        out[0] = r[0]; out[1] = r[1];
      }
  }
  if (out[0] == 41 && out[1] == 42) { printf ("OK\n"); return 0; }
  printf ("FAIL %d %d\n", out[0], out[1]); return 1;
}
