/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Adversarial round 3 (issue 24, 2026-11-28): S8: a function pointer
   stored in a device global and called with .shared and .local
   pointers; the same helper called directly with global data (its
   callers are not all in view).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */

#include <stdio.h>
#pragma acc routine seq
__attribute__((noinline)) static int sum3 (const int *p) { return p[0] + p[1] + p[2]; }
int (*gfn) (const int *);
int gd[3] = { 1, 2, 3 };
#pragma acc declare create(gfn) copyin(gd)
#pragma acc routine seq
__attribute__((noinline)) static void setfn (int k) { gfn = k ? sum3 : 0; }
#pragma acc routine seq
__attribute__((noinline)) static int callfn (const int *p) { return gfn (p); }
int main (void)
{
  int out[4] = {0,0,0,0};
  #pragma acc parallel num_gangs(1) vector_length(32) copyout(out)
  {
    int gpv[3] = { 10, 20, 30 };
    setfn (1);
    out[0] = callfn (gpv);
    #pragma acc loop vector
    for (int v = 0; v < 2; v++)
      {
        int lp[3] = { v, v, v + 100 };
        out[1 + v] = callfn (lp);
      }
    out[3] = sum3 (gd);
  }
  if (out[0] == 60 && out[1] == 100 && out[2] == 103 && out[3] == 6) { printf ("OK\n"); return 0; }
  printf ("FAIL %d %d %d %d\n", out[0], out[1], out[2], out[3]); return 1;
}
