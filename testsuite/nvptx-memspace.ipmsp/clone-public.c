/* Cloning an externally visible function.  `axpy' is a public noinline
   declare-target function: another offload object could call it, so its
   parameters stay unknown (POISON) and its own body must stay generic.
   Both target regions call it with mapped (global) x and y, one vector of
   argument spaces (-, -, global, global), so ipmsp makes exactly one local
   clone, axpy$memspace$0, redirects both calls to it, and specialises the
   clone: all its accesses are global.  The original stays (unknown callers)
   with generic accesses only.  (A compile test: a run test cannot take
   plugin arguments, its stock reference build would reject them.)
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-transcript=1" } */
/* { dg-message {nitial work list size : [0-9]+} "" { target *-*-* } 0 } */
/* { dg-message {xpy is cloned : axpy\$memspace\$0 \(-, -, global, global\)} "" { target *-*-* } 0 } */
/* { dg-message {xpy\$memspace\$0 : changed in argument memory space \(2 of 4 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {\._omp_fn\.[01] : 1 callees are affected} "" { target *-*-* } 0 } */
/* { dg-final { scan-offload-dump-times ipmsp {is cloned} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {callees are affected} 1 } } */
/* { dg-final { scan-offload-dump ipmsp {^axpy/[0-9]+: callers unknown, frame generic, return bottom\n  param 0: generic\n  param 1: generic\n  param 2: generic\n  param 3: generic$} } } */
/* { dg-final { scan-offload-dump ipmsp {^axpy\$memspace\$0/[0-9]+: callers known, frame global, return bottom\n  param 0: [a-z-]+\n  param 1: [a-z-]+\n  param 2: global\n  param 3: global$} } } */
/* { dg-final { scan-ptx-not "*" {memspace\$1} } } */
/* { dg-final { ptx-stats "axpy.memspace.0" "generic == 0" "ld.global == 2" "st.global == 1" } } */
/* { dg-final { ptx-stats "axpy" "global == 0" "generic == 3" } } */
/* { dg-final { scan-ptx "*" {^\.visible \.func axpy \(} } } */
/* { dg-final { scan-ptx "*" {^\.func axpy\$memspace\$0 \(} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*axpy\$memspace\$0, } } } */
/* { dg-final { scan-ptx "f._omp_fn.1.impl" {call[^;]*axpy\$memspace\$0, } } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {call[^;]*\maxpy, } } } */
/* { dg-final { scan-ptx-not "f._omp_fn.1.impl" {call[^;]*\maxpy, } } } */
#include <stdio.h>

#define N 256

#pragma omp declare target
__attribute__((noinline)) void
axpy (int n, float a, const float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
#pragma omp end declare target

static void
f (int n, float a, float b, const float *x, float *y, float *z)
{
#pragma omp target map(to: x[0:n]) map(tofrom: y[0:n])
  axpy (n, a, x, y);
#pragma omp target map(to: x[0:n]) map(tofrom: z[0:n])
  axpy (n - 3, b, x, z);
}

int
main (void)
{
  static float x[N], y[N], z[N];
  for (int i = 0; i < N; i++)
    {
      x[i] = (float) (i % 13);
      y[i] = (float) (i % 7);
      z[i] = (float) (i % 5);
    }
  f (N, 2.0f, 3.0f, x, y, z);
  double sy = 0, sz = 0, ry = 0, rz = 0;
  for (int i = 0; i < N; i++)
    {
      sy += y[i] * (i + 1);
      sz += z[i] * (i + 1);
      ry += (2.0f * (i % 13) + (i % 7)) * (i + 1);
      rz += (i < N - 3 ? 3.0f * (i % 13) + (i % 5) : (float) (i % 5)) * (i + 1);
    }
  printf ("%g %g %g %g\n", sy, ry, sz, rz);
  return sy != ry || sz != rz;
}
