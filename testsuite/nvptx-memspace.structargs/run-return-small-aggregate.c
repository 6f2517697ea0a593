/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A small aggregate returned by value from device functions that are not
   inlined: x86_64 returns struct { double r, i; } in registers, so the
   host's GIMPLE returns a temporary; nvptx returns it in memory, and GCC
   12's nrv pass asserts that such a function returns its RESULT_DECL
   (tree-nrv.cc:179): stock GCC 12 stops with an internal error at -O1
   and above.  The plugin's return-slot pass stores the value into the
   slot first (gimple-passes/return-slot.cc).  By-value arguments of the
   same type go through lower-struct-args.  Every value is checked on
   ptxsim against the host.  */
/* { dg-do run } */
/* GCC 11's file is tree-nrv.c, with the same assertion at line 179.  */
/* { dg-stock-build-error "internal compiler error: in execute, at tree-nrv.cc?:179" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-return-slot" } */
/* { dg-final { scan-offload-dump return-slot {^cadd\$byval\$0: 1 return copied into the return slot$} } } */
/* { dg-final { scan-offload-dump return-slot {^cmul\$byval\$0: 1 return copied into the return slot$} } } */
/* { dg-final { scan-offload-dump return-slot {^cpick\$byval\$0: 1 return copied into the return slot$} } } */
#include <stdio.h>

typedef struct { double r, i; } cplx;

#pragma omp declare target
__attribute__((noinline)) cplx
cmul (cplx a, cplx b)
{
  cplx c;
  c.r = a.r * b.r - a.i * b.i;
  c.i = a.r * b.i + a.i * b.r;
  return c;
}

__attribute__((noinline)) cplx
cadd (cplx a, cplx b)
{
  cplx c = { a.r + b.r, a.i + b.i };
  return c;
}

/* Two returns of different objects.  */
__attribute__((noinline)) cplx
cpick (cplx a, cplx b, int which)
{
  if (which & 1)
    return a;
  cplx c = { b.i, b.r };
  return c;
}
#pragma omp end declare target

#define N 256

int
main (void)
{
  static cplx x[N], y[N], z[N];
  for (int i = 0; i < N; i++)
    {
      x[i].r = i; x[i].i = 1;
      y[i].r = 2; y[i].i = -i;
    }
#pragma omp target teams distribute parallel for map(to: x, y) map(from: z)
  for (int i = 0; i < N; i++)
    z[i] = cpick (cadd (cmul (x[i], y[i]), x[i]), y[i], i);
  int ok = 1;
  double s = 0;
  for (int i = 0; i < N; i++)
    {
      cplx m = { x[i].r * y[i].r - x[i].i * y[i].i, x[i].r * y[i].i + x[i].i * y[i].r };
      cplx a = { m.r + x[i].r, m.i + x[i].i };
      cplx want = (i & 1) ? a : (cplx) { y[i].i, y[i].r };
      ok &= z[i].r == want.r && z[i].i == want.i;
      s += z[i].r + z[i].i;
    }
  printf ("%g %s\n", s, ok ? "OK" : "FAIL");
  return !ok;
}
