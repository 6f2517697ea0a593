/* An address-taken public function keeps unknown callers under the whole
   device program rule: its address may reach any indirect call.  `twice'
   and `thrice' are public `acc routine' functions; the kernel passes one
   of them, chosen per iteration, to `apply', which calls it indirectly
   on an automatic array of the loop body (OpenACC: .local), and it also
   calls `twice' directly on mapped (global) rows.  Were `twice' treated
   as having all callers in view, the direct call's vote (global) would
   specialise it in place and the indirect call would store st.global into
   the .local array, which ptxsim rejects.  Instead both originals stay
   generic and the direct call goes to the clone twice$memspace$0.
   Host, stock and plugin builds must print the same.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^twice/[0-9]+: callers unknown, frame local, return bottom\n  param 0: generic\n} } } */
/* { dg-final { scan-offload-dump ipmsp {^thrice/[0-9]+: callers unknown, frame local, return bottom\n  param 0: generic\n} } } */
/* { dg-final { ptx-stats "twice" "global == 0" "generic == 2" } } */
/* { dg-final { ptx-stats "thrice" "global == 0" "generic == 2" } } */
/* { dg-final { ptx-stats "twice.memspace.0" "generic == 0" "ld.global == 1" "st.global == 1" } } */
#include <stdio.h>

#define ROWS 32
#define COLS 8

#pragma acc routine seq
__attribute__((noinline)) void
twice (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] *= 2.0f;
}

#pragma acc routine seq
__attribute__((noinline)) void
thrice (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] *= 3.0f;
}

#pragma acc routine seq
__attribute__((noinline)) void
apply (void (*op) (float *, int), float *p, int n)
{
  op (p, n);
}

int
main (void)
{
  static float y[ROWS * COLS], z[ROWS * COLS];
  for (int i = 0; i < ROWS * COLS; i++)
    y[i] = (float) (i % 17);
#pragma acc parallel loop copy(y[0:ROWS*COLS]) copyout(z[0:ROWS*COLS])
  for (int r = 0; r < ROWS; r++)
    {
      float t[COLS];
      for (int c = 0; c < COLS; c++)
	t[c] = (float) (r + c);
      apply ((r * 5 / 3) & 1 ? thrice : twice, t, COLS - (r & 3));
      for (int c = 0; c < COLS; c++)
	z[r * COLS + c] = t[c];
      twice (y + r * COLS, COLS - (r & 7));
    }
  double sy = 0, sz = 0, ry = 0, rz = 0;
  for (int i = 0; i < ROWS * COLS; i++)
    {
      int r = i / COLS, c = i % COLS;
      float fz = c < COLS - (r & 3) ? (((r * 5 / 3) & 1) ? 3.0f : 2.0f) : 1.0f;
      float fy = c < COLS - (r & 7) ? 2.0f : 1.0f;
      sy += y[i] * (i + 1);
      sz += z[i] * (i + 1);
      ry += fy * (i % 17) * (i + 1);
      rz += fz * (r + c) * (i + 1);
    }
  printf ("%g %g %g %g\n", sy, ry, sz, rz);
  return sy != ry || sz != rz;
}
