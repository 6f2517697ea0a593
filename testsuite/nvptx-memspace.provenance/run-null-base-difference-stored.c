/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 1 through seed S9: the difference of two addresses, one of
   them null, stored to global memory by one kernel and loaded back as a
   pointer by the next.  The plugin of 2026-11-24 took the stored value for
   a number, so the whole-program check passed and the loaded pointer was
   converted with cvta.to.global (ptxsim: "address is in the const
   window").  */
/* { dg-do run } */
#include <stdio.h>
#include <stdint.h>
#pragma omp declare target
static const char table[16] = "0123456789abcdef";
__attribute__((noinline)) const char *cbase_of (int u) { return u ? table : (const char *) 0; }
#pragma omp end declare target
int main (void)
{
  int use_base = 0, out[2] = { 0, 0 };
  const char *slot[4] = { 0, 0, 0, 0 };
  #pragma omp target data map(alloc: slot)
  {
    #pragma omp target map(to: use_base)
    {
      const char *cbase = cbase_of (use_base);
      ((uintptr_t *) slot)[1] = (uintptr_t) &table[5] - (uintptr_t) cbase;
    }
    #pragma omp target map(from: out)
    {
      const char *r = slot[1];
      out[0] = r[0]; out[1] = r[1];
    }
  }
  if (out[0] == '5' && out[1] == '6') { printf ("OK\n"); return 0; }
  printf ("FAIL\n"); return 1;
}
