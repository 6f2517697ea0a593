/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 1: (uintptr_t) a - (uintptr_t) b with a and b in one space
   is no address only when b is not null; here b is null, so the
   "difference" is a itself, and gbase (null) + off reads table[5].  The
   plugin of 2026-11-24 took off for a number and loaded the .const address
   with ld.global (ptxsim: "address is in the const window, not global").
   The difference now carries the provenance of both operands, and table
   (a declare-target const, its address a value) lives in .global.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "*" {\.global \.align 16 \.u8 table\[16\]} } } */
#include <stdio.h>
#include <stdint.h>
#pragma omp declare target
static const char table[16] = "0123456789abcdef";
char gbuf[16] = "GHIJKLMNOPQRSTUV";
__attribute__((noinline)) const char *cbase_of (int u) { return u ? table : (const char *) 0; }
__attribute__((noinline)) char *gbase_of (int u) { return u ? gbuf : (char *) 0; }
#pragma omp end declare target
int main (void)
{
  int use_base = 0, out[3] = { 0, 0, 0 };
  #pragma omp target map(to: use_base) map(from: out)
  {
    const char *cbase = cbase_of (use_base);
    uintptr_t off = (uintptr_t) &table[5] - (uintptr_t) cbase;
    char *gbase = gbase_of (use_base);
    const char *r = (const char *) ((uintptr_t) gbase + off);
    out[2] = (int) (off >> 60);
    out[0] = r[0]; out[1] = r[1];
  }
  if (out[0] == '5' && out[1] == '6') { printf ("OK\n"); return 0; }
  printf ("FAIL\n"); return 1;
}
