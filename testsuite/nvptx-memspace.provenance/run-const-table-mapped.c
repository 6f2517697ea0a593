/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 3: a pointer the host puts in the entry record may point
   into a const declare-target table: libgomp maps the host's table to the
   device variable (cuModuleGetGlobal).  The plugin of 2026-11-24 kept the
   table in .const and converted the record pointer with cvta.to.global
   (ptxsim: "address is in the const window, not global").  Variables of
   the offload table now live in .global (rtl-hooks/data-areas.cc), so
   seed S6 holds, and the record pointer is still global.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "*" {\.visible \.global \.align 16 \.u32 ctab\[8\]} } } */
/* { dg-final { scan-ptx-not "*" {\.const} } } */
/* { dg-final { ptx-stats "dot._omp_fn.0.impl" "generic == 0" } } */
#include <stdio.h>
#pragma omp declare target
const int ctab[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
#pragma omp end declare target
__attribute__((noinline)) int dot (const int *p, int n)
{
  int s = 0;
  #pragma omp target map(to: p[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++) s += p[i] * (i + 1);
  return s;
}
int main (void)
{
  int h[8] = { 1, 1, 1, 1, 1, 1, 1, 1 };
  int a = dot (h, 8), b = dot (ctab, 8);
  printf ("%d %d\n", a, b);
  return !(a == 36 && b == 204);
}
