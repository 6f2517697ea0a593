/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 3 in OpenACC: a const table made resident with `acc
   declare copyin' is in the offload table; a pointer to its host copy,
   passed with present(), is the device table's address.  The plugin of
   2026-11-24 kept the table in .const and converted the pointer with
   cvta.to.global.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx-not "*" {\.const} } } */
#include <stdio.h>
const int ctab[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
#pragma acc declare copyin(ctab)
__attribute__((noinline)) int dot (const int *p, int n)
{
  int s = 0;
  #pragma acc parallel loop reduction(+:s) present(p[0:n])
  for (int i = 0; i < n; i++) s += p[i] * (i + 1);
  return s;
}
int main (void)
{
  int h[8] = { 1, 1, 1, 1, 1, 1, 1, 1 }, a, b;
  #pragma acc data copyin(h)
  a = dot (h, 8);
  b = dot (ctab, 8);
  printf ("%d %d\n", a, b);
  return !(a == 36 && b == 204);
}
