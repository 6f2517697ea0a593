/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 4: an inline-asm output writes the pointer member of a
   local union directly; the local-aggregate rule must see it (an asm's
   gimple_get_lhs is NULL) and take whatever the template put there as
   unknown.  The value read must be ctab[3] on ptxsim.
   (The plugin of 2026-11-24 ran this one right: GCC copies the asm
   output through a register first; the rule now covers the direct form.)  */
/* { dg-do run } */
/* { dg-options "-O1" } */
#include <stdio.h>
#pragma omp declare target
static const int ctab[8] = { 11, 22, 33, 44, 55, 66, 77, 88 };
#pragma omp end declare target
union U { double d; const int *p; };
int main (int argc, char **argv)
{
  int gdata[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, out[2] = { 0, 0 }, n = argc + 1;
  #pragma omp target map(to: gdata, n) map(tofrom: out)
  for (int k = 0; k < n; k++)
    {
      union U lu;
      if (k == 0)
#ifdef __NVPTX__
        __asm__ ("mov.b64 %0, %1;" : "=l" (lu.p) : "l" (&ctab[2]));
#else
        lu.p = &ctab[2];
#endif
      else
        lu.p = gdata;
      const int *q = lu.p;
      out[k] = q[1];
    }
  if (out[0] == 44 && out[1] == 2) { printf ("OK\n"); return 0; }
  printf ("FAIL %d %d\n", out[0], out[1]); return 1;
}
