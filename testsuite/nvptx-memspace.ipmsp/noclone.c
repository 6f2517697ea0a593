/* Functions that must not be cloned.  `axpy_nc' is public and marked
   noclone, `axpy_nipa' is public and marked noipa (which implies noclone,
   noinline and no_icf).  Both are called with mapped (global) pointers,
   so each is a candidate, but neither may be versioned: the transcript
   says "avoid cloning of F (-, -, global, global): not versionable", no
   clone appears, the calls stay on the originals, and, their callers being
   unknown, their accesses stay generic.  The plain public `axpy', called
   the same way, is cloned.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-transcript=1" } */
/* { dg-message {nitial work list size : 4} "" { target *-*-* } 0 } */
/* { dg-message {void cloning of axpy_nc \(-, -, global, global\): not versionable} "" { target *-*-* } 0 } */
/* { dg-message {void cloning of axpy_nipa \(-, -, global, global\): not versionable} "" { target *-*-* } 0 } */
/* { dg-message {xpy is cloned : axpy\$memspace\$0 \(-, -, global, global\)} "" { target *-*-* } 0 } */
/* { dg-message {xpy\$memspace\$0 : changed in argument memory space \(2 of 4 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {\._omp_fn\.0 : 1 callees are affected} "" { target *-*-* } 0 } */
/* { dg-final { scan-offload-dump-times ipmsp {not versionable} 2 } } */
/* { dg-final { scan-offload-dump-times ipmsp {is cloned} 1 } } */
/* { dg-final { scan-ptx-not "*" {axpy_nc\$|axpy_nipa\$|memspace\$1} } } */
/* { dg-final { ptx-stats "axpy_nc" "global == 0" "generic == 3" } } */
/* { dg-final { ptx-stats "axpy_nipa" "global == 0" "generic == 3" } } */
/* { dg-final { ptx-stats "axpy.memspace.0" "generic == 0" } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*\maxpy_nc, } } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*\maxpy_nipa, } } } */

#pragma omp declare target
__attribute__((noinline, noclone)) void
axpy_nc (int n, float a, const float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

__attribute__((noipa)) void
axpy_nipa (int n, float a, const float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] - y[i];
}

__attribute__((noinline)) void
axpy (int n, float a, const float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * y[i] + x[i];
}
#pragma omp end declare target

void
f (int n, float a, const float *x, float *y)
{
#pragma omp target map(to: x[0:n]) map(tofrom: y[0:n])
  {
    axpy_nc (n, a, x, y);
    axpy_nipa (n, a, x, y);
    axpy (n, a, x, y);
  }
}

int
main (void)
{
  return 0;
}
