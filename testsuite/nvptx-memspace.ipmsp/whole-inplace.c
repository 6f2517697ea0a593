/* Whole device program (the default, whole-device-program=1): `axpy' and
   `smooth' are public noinline declare-target functions, but nothing
   outside the offload compilation can call them by name (no device
   library declares either name; facts section 14), so their callers are
   all in view: ipmsp specialises both in place, no clone and no original
   is kept.  The target regions pass mapped (global) x and y to `smooth',
   which passes them and the address of its own automatic array `t' to
   `axpy': axpy's parameters are global, and its frame and smooth's
   frame are global (soft stack; neither may run in an `omp simd'
   region, all callers being known).  With whole-device-program=0 the
   originals are kept (whole-keep-originals.c).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^axpy/[0-9]+: callers known, frame global, return bottom\n  param 0: [a-z-]+\n  param 1: [a-z-]+\n  param 2: global\n  param 3: global$} } } */
/* { dg-final { scan-offload-dump ipmsp {^smooth/[0-9]+: callers known, frame global, return bottom\n  param 0: [a-z-]+\n  param 1: global\n  param 2: global$} } } */
/* { dg-final { scan-offload-dump-not ipmsp {is cloned|avoid cloning|^(axpy|smooth)/[0-9]+: callers unknown} } } */
/* { dg-final { scan-ptx-not "*" {memspace\$} } } */
/* { dg-final { ptx-stats "axpy" "generic == 0" "ld.global == 2" "st.global == 1" } } */
/* { dg-final { ptx-stats "smooth" "generic == 0" } } */
/* { dg-final { scan-ptx "*" {^\.visible \.func axpy \(} } } */
/* { dg-final { scan-ptx "*" {^\.visible \.func smooth \(} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*\msmooth, } } } */

#pragma omp declare target
__attribute__((noinline)) void
axpy (int n, float a, const float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

__attribute__((noinline)) void
smooth (int n, const float *x, float *y)
{
  float t[16];
  for (int i = 0; i < 16; i++)
    t[i] = x[i] * 0.5f;
  axpy (16, 2.0f, x, t);
  axpy (n, 1.0f, t, y);
}
#pragma omp end declare target

void
f (int n, const float *x, float *y, float *z)
{
#pragma omp target map(to: x[0:n]) map(tofrom: y[0:n])
  smooth (n, x, y);
#pragma omp target map(to: x[0:n]) map(tofrom: z[0:n])
  smooth (n - 3, x, z);
}

int
main (void)
{
  return 0;
}
