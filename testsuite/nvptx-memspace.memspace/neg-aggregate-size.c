/* At -Os the back end clears an aggregate inline only while CLEAR_RATIO
   (3 for size, defaults.h:1322) or, through try_store_by_multiple_pieces
   (builtins.cc:4005), SET_RATIO (MOVE_RATIO, 4: nvptx.h:338) allows: the
   40-byte `struct v' (five pieces) becomes a memset call and stays
   generic (rewritten, clear_storage_hints would reach gcc_unreachable,
   expr.cc:3299), while the 24-byte `struct w' (three pieces, SET_RATIO)
   is rewritten.  */
/* { dg-do run } */
/* { dg-options "-Os" } */
/* { dg-final { scan-ptx "main._omp_fn.1" {call[^;]*memset} } } */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {st\.global\.u64\s+\[%r[0-9]+(\+[0-9]+)?\], %r} 3 { gcc { 12 } "GCC 11's clear_storage_hints has no try_store_by_multiple_pieces: struct w stays generic and is a memset call too" } } } */
#include <stdio.h>
#include <stdlib.h>

#define N 100
struct v { double a, b, c, d, e; };
struct w { double a, b, c; };

int
main (void)
{
  struct v *out = malloc (N * sizeof *out);
  struct w *out2 = malloc (N * sizeof *out2);
  for (int i = 0; i < N; i++)
    {
      out[i] = (struct v) { 1, 2, 3, 4, 5 };
      out2[i] = (struct w) { 1, 2, 3 };
    }
#pragma omp target teams distribute parallel for map(tofrom: out[0:N], out2[0:N])
  for (int i = 0; i < N; i++)
    if (i % 7 == 0)
      {
	out[i] = (struct v) {};
	out2[i] = (struct w) {};
      }
  double s = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      s += out[i].a + out[i].b + out[i].c + out[i].d + out[i].e
	   + out2[i].a + out2[i].b + out2[i].c;
      if (i % 7 != 0)
	ref += 21;
    }
  printf ("%.1f %.1f\n", s, ref);
  free (out);
  free (out2);
  return s != ref;
}
