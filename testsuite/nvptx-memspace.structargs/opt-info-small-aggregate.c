/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 26: every access of a small aggregate passed or returned by value
   that stays generic says why in -fopt-info-missed, at its line.  The
   results go through nvptx's return slot (the caller's object, passed by
   hidden reference: no vote carries its space); the caller keeps its
   frame generic because the back end copies a frame variable as a whole
   (store forwarding in RTL).  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fopt-info-missed -fno-diagnostics-show-caret" } */
/* { dg-prune-output "missed: (?!memspace)" } */

typedef struct { double r, i; } cplx;

#pragma omp declare target
__attribute__((noinline)) cplx
cmul (cplx a, cplx b)
{
  cplx c;
  c.r = a.r * b.r - a.i * b.i;
  c.i = a.r * b.i + a.i * b.r;
  /* nrv makes c the return slot; both stores are reported at the return.  */
  return c; /* { dg-message "missed: memspace: in cmul.byval.0, access stays generic: return slot: the caller's object, passed by hidden reference, is not followed" } */
}
#pragma omp end declare target

#define N 64

void
f (cplx *x, cplx *z)
{
  /* The loads of the first call's result from its frame slot (GCC gives
     them the directive's location).  */
#pragma omp target teams distribute parallel for map(to: x[0:N]) map(from: z[0:N]) /* { dg-message "missed: memspace: in f._omp_fn.1, access stays generic: frame kept generic: the back end copies a frame variable of this function as a whole" } */
  for (int i = 0; i < N; i++)
    z[i] = cmul (cmul (x[i], x[i]), x[i]);
}

int
main (void)
{
  return 0;
}
