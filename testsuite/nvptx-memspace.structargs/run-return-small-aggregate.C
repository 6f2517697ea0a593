// SPDX-License-Identifier: GPL-3.0-or-later
// run-return-small-aggregate.c in C++: a trivially copyable class is
// returned in registers on the host, in memory on nvptx (GCC 12's nrv
// pass asserts, tree-nrv.cc:179); a class with a user copy constructor is
// returned by invisible reference on both and never had the problem.
// { dg-do run }
// GCC 11's file is tree-nrv.c, with the same assertion at line 179.
// { dg-stock-build-error "internal compiler error: in execute, at tree-nrv.cc?:179" }
#include <cstdio>

struct cplx { double r, i; };
struct counted
{
  double v;
  counted (double x) : v (x) {}
  counted (const counted &o) : v (o.v + 1) {}
};

#pragma omp declare target
__attribute__((noinline)) cplx
cmul (cplx a, cplx b)
{
  return cplx { a.r * b.r - a.i * b.i, a.r * b.i + a.i * b.r };
}

__attribute__((noinline)) counted
twice (double x)
{
  counted c (2 * x);
  return c;
}
#pragma omp end declare target

#define N 128

int
main ()
{
  static cplx x[N], z[N];
  static double w[N];
  for (int i = 0; i < N; i++)
    x[i] = cplx { double (i), 2.0 };
#pragma omp target teams distribute parallel for map(to: x) map(from: z, w)
  for (int i = 0; i < N; i++)
    {
      z[i] = cmul (x[i], x[(i + 1) % N]);
      w[i] = twice (x[i].r).v;
    }
  bool ok = true;
  for (int i = 0; i < N; i++)
    {
      cplx a = x[i], b = x[(i + 1) % N];
      ok &= z[i].r == a.r * b.r - a.i * b.i && z[i].i == a.r * b.i + a.i * b.r;
      ok &= w[i] == twice (x[i].r).v;
    }
  std::printf ("%g %g %s\n", z[5].r, w[7], ok ? "OK" : "FAIL");
  return !ok;
}
