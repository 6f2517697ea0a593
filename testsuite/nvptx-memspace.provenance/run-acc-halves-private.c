/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 4 in OpenACC: the 32-bit halves of a gang-private
   (.shared) array's address, kept in a private array and recombined in a
   loop that starts from a global pointer.  The halves carry the .shared
   address, so the loop-carried integer is in two spaces and the loads
   through it stay generic.  The plugin of 2026-11-24 took 32-bit integers
   for "no address": the loop-carried integer was global and its shadow
   null for the rebuilt arm (ptxsim: "null pointer access" at address 4);
   with only the provenance of narrow values weakened
   (wrong-untracked-no-address.c) it is a .shared address converted with
   cvta.to.global.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O1" } */
#include <stdio.h>
#include <stdint.h>
int main (int argc, char **argv)
{
  int n = argc + 2, out[4] = { 0, 0, 0, 0 }, g[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  #pragma acc parallel num_gangs(1) copyin(n, g) copyout(out)
  {
    int priv[8];
    unsigned lo[4], hi[4];
    for (int j = 0; j < 8; j++)
      priv[j] = 40 + j;
    for (int j = 0; j < 4; j++)
      {
        uintptr_t a = (uintptr_t) &priv[2 + (j & 1)];
        lo[j] = (unsigned) a;
        hi[j] = (unsigned) (a >> 32);
      }
    uintptr_t v = (uintptr_t) g;
    for (int k = 0; k < n; k++)
      {
        out[k] = ((const int *) v)[1];
        v = ((uint64_t) hi[(k + n) & 3] << 32) | lo[(k + n) & 3];
      }
  }
  if (out[0] == 2 && out[1] + out[2] == 87) { printf ("OK\n"); return 0; }
  printf ("FAIL %d %d %d\n", out[0], out[1], out[2]); return 1;
}
