/* SPDX-License-Identifier: GPL-3.0-or-later */
/* make fuzz -x seed 10 (doc/assumptions.md, A6): an offset rebuilt bit by
   bit with a select on each bit, which GCC turns into branches, so the
   rebuilt integer is a PHI of constants and ORs -- "no address" for any
   data-flow analysis -- while it holds the address of a static table
   (the base it is added to is null).  The space is right by luck (the
   table is .global), but memspace-opt2 gave the PHI of the sum a null
   shadow for that arm, so the kernel read address 20 (ptxsim: "null
   pointer access").  A name the analysis takes for no address now gets
   its own conversion as its shadow.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdint.h>
#pragma omp declare target
const int ct0[64] = { 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987 };
#pragma omp end declare target
int
main (void)
{
  int a0[64], out[64], use = 0;
  for (int i = 0; i < 64; i++)
    a0[i] = 1000 + i;
#pragma omp target teams distribute map(to: a0, use) map(from: out)
  for (int i = 0; i < 64; i++)
    {
      unsigned v = 0;
      if (i & 16)
	{
	  const int *nb = use ? ct0 : (const int *) 0;
	  uintptr_t off = (uintptr_t) (ct0 + i % 8) - (uintptr_t) nb;
	  uintptr_t rebuilt = 0;
	  for (int b = 0; b < 64; b++)
	    rebuilt |= ((off >> b) & 1u) ? (uintptr_t) 1 << b : (uintptr_t) 0;
	  const int *gb = use ? (const int *) a0 : (const int *) 0;
	  const int *r = (const int *) ((uintptr_t) gb + rebuilt);
	  v = (unsigned) r[3] * 31u + (unsigned) r[1];
	}
      out[i] = (int) v;
    }
  long s = 0;
  for (int i = 0; i < 64; i++)
    s += out[i] * (i + 1);
  long want = 0;
  for (int i = 0; i < 64; i++)
    if (i & 16)
      want += (long) (ct0[i % 8 + 3] * 31 + ct0[i % 8 + 1]) * (i + 1);
  printf ("%ld %ld\n", s, want);
  return s != want;
}
