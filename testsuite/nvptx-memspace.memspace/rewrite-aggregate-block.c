/* Aggregate assignments through pointers of known space (issue 16, item
   4): `*p = {}' and `*p = *q' on mapped (global) memory are BLKmode
   block operations that expansion clears or copies by pieces; rewritten,
   every piece is st.global / ld.global (stock: generic).  MOVE_RATIO is 4
   (nvptx.h:338), so a copy is by pieces up to three 8-byte pieces (a
   larger one is a memcpy call: neg-aggregate-libcall.c).  The region's
   results depend on every piece and are checked against the host.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" "ld.global == 8" "st.global == 8" } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {st\.global\.u64\s+\[%r[0-9]+\+32\], %r} } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {ld\.global\.u64\s+%r[0-9]+, \[%r[0-9]+\+16\]} } } */
#include <stdio.h>
#include <stdlib.h>

#define N 1000
struct v { double a, b, c, d, e; };
struct u { double a, b, c; };

int
main (void)
{
  struct v *out = malloc (N * sizeof *out);
  struct u *in = malloc (N * sizeof *in), *out2 = malloc (N * sizeof *out2);
  for (int i = 0; i < N; i++)
    {
      in[i] = (struct u) { i, 2 * i, 3 * i };
      out[i] = (struct v) { -1, -1, -1, -1, -1 };
      out2[i] = (struct u) { -1, -1, -1 };
    }
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(tofrom: out[0:N], out2[0:N])
  for (int i = 0; i < N; i++)
    {
      if (i % 3 == 0)
	out[i] = (struct v) {};		/* clear: five st.global.u64 */
      else
	out2[i] = in[N - 1 - i];	/* copy: three ld.global, three st.global */
    }
  double s = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      s += out[i].a + 3 * out[i].b + 5 * out[i].c + 7 * out[i].d + 11 * out[i].e;
      s += 13 * out2[i].a + 17 * out2[i].b + 19 * out2[i].c;
      double j = N - 1 - i;
      if (i % 3 != 0)
	ref += -1 * (1 + 3 + 5 + 7 + 11) + 13 * j + 17 * 2 * j + 19 * 3 * j;
      else
	ref += -1 * (13 + 17 + 19);
    }
  printf ("%.1f %.1f\n", s, ref);
  free (in);
  free (out);
  free (out2);
  return s != ref;
}
