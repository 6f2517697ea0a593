/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Assumption A4 (doc/assumptions.md): a value the analysis does not model
   -- here an inline-asm output -- is unknown, never "no address".  The
   asm copies the address of a .local array (the frame of an OpenACC
   routine) into an integer; added to a base that is a global address or
   null (null at run time), it must stay generic: the meet of global and
   unknown.  Were the asm's output taken for a number, the sum would be
   global and read with ld.global (wrong-unmodelled-no-address.c).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
#include <stdio.h>
#include <stdint.h>

char gbuf[16];
#pragma acc declare create(gbuf)

#pragma acc routine seq
__attribute__((noinline)) static char *
gbase_of (int use)
{
  return use ? gbuf : (char *) 0;
}

#pragma acc routine seq
__attribute__((noinline)) static int
read_through_asm (int use, int k)
{
  char priv[16];
  for (int i = 0; i < 16; i++)
    priv[i] = 'a' + ((i + k) & 15);
  uintptr_t bits;
#ifdef __NVPTX__
  __asm__ volatile ("mov.u64 %0, %1;" : "=l" (bits) : "l" (priv) : "memory");
#else
  __asm__ volatile ("" : "=r" (bits) : "0" (priv) : "memory");
#endif
  const char *r = (const char *) ((uintptr_t) gbase_of (use) + bits);
  return r[3] * 100 + r[5];
}

int
main (int argc, char **argv)
{
  int use = argc > 5, out[4];
#pragma acc parallel num_gangs(1) copyin(use) copyout(out)
  {
#pragma acc loop seq
    for (int k = 0; k < 4; k++)
      out[k] = read_through_asm (use, k);
  }
  int ok = 1;
  for (int k = 0; k < 4; k++)
    ok &= out[k] == ('a' + ((3 + k) & 15)) * 100 + 'a' + ((5 + k) & 15);
  printf ("%d %d %s\n", out[0], out[3], ok ? "OK" : "FAIL");
  return !ok;
}
