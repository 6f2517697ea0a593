/* ipmsp=0: the program of clone-public.c without ipmsp.  No clone may be
   made, both target regions call the original `axpy', whose parameters
   are unknown, so its accesses stay generic; the transcript is asked for
   (ipmsp-transcript=1) but the pass does not run, so nothing may be printed
   (any line would be an excess error).  The entry functions still use seed
   S6 (their record loads are global).  With the default, clone-public.c
   gets axpy$memspace$0, all global.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-ipmsp=0 -fplugin-arg-nvptx_memspace-ipmsp-transcript=1" } */
/* { dg-final { scan-ptx-not "*" {memspace\$} } } */
/* { dg-final { ptx-stats "axpy" "global == 0" "generic == 3" } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*\maxpy, } } } */
/* { dg-final { scan-ptx "f._omp_fn.1.impl" {call[^;]*\maxpy, } } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "global >= 1" } } */

#define N 256

#pragma omp declare target
__attribute__((noinline)) void
axpy (int n, float a, const float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
#pragma omp end declare target

void
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
  return 0;
}
