/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 1: an address rebuilt bit by bit, by shifts and by a
   select on each bit (a & bit ? bit : 0), added to a null global base.
   The select's arms are constants: on 2026-11-24 its result was "no
   address" and the sum was loaded with ld.global from the const window.
   A select now carries its condition's provenance.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdint.h>
#pragma omp declare target
static const char table[16] = "0123456789abcdef";
char gbuf[16] = "GHIJKLMNOPQRSTUV";
__attribute__((noinline)) char *gbase_of (int u) { return u ? gbuf : (char *) 0; }
#pragma omp end declare target
int main (void)
{
  int use_base = 0, out[4] = { 0, 0, 0, 0 };
  #pragma omp target map(to: use_base) map(from: out)
  {
    uintptr_t a = (uintptr_t) &table[5], v = 0, w = 0;
    for (int b = 0; b < 64; b++)
      {
        v |= ((a >> b) & 1) << b;
        w |= (a & ((uintptr_t) 1 << b)) ? ((uintptr_t) 1 << b) : 0;
      }
    char *gbase = gbase_of (use_base);
    const char *r = (const char *) ((uintptr_t) gbase + v);
    const char *q = (const char *) ((uintptr_t) gbase + w);
    out[0] = r[0]; out[1] = r[1]; out[2] = q[0]; out[3] = q[1];
  }
  if (out[0] == '5' && out[1] == '6' && out[2] == '5' && out[3] == '6') { printf ("OK\n"); return 0; }
  printf ("FAIL %d %d %d %d\n", out[0], out[1], out[2], out[3]); return 1;
}
