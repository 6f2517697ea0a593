/* A clone's return space.  `row' is a public noinline declare-target
   function returning a pointer into the array its first argument points
   to.  The original has unknown callers, so its parameter and hence its
   return value are unknown (generic).  The target region calls it with a
   mapped (global) matrix: ipmsp clones it for (global, -, -), the clone's
   return is resolved to global ("row$memspace$0 : return memory space is
   resolved : global"), and the caller's loads and stores through the
   returned pointer become ld.global/st.global (stock GCC, or a call left
   on the original: generic).
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-transcript=1" } */
/* { dg-message {nitial work list size : 2} "" { target *-*-* } 0 } */
/* { dg-message {ow is cloned : row\$memspace\$0 \(global, -, -\)} "" { target *-*-* } 0 } */
/* { dg-message {ow\$memspace\$0 : changed in argument memory space \(1 of 3 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {ow\$memspace\$0 : return memory space is resolved : global} "" { target *-*-* } 0 } */
/* { dg-message {\._omp_fn\.0 : 1 callees are affected} "" { target *-*-* } 0 } */
/* { dg-final { scan-offload-dump-times ipmsp {return memory space is resolved} 1 } } */
/* { dg-final { scan-offload-dump ipmsp {^row/[0-9]+: callers unknown, frame generic, return generic$} } } */
/* { dg-final { scan-offload-dump ipmsp {^row\$memspace\$0/[0-9]+: callers known, frame global, return global\n  param 0: global\n  param 1: [a-z-]+\n  param 2: [a-z-]+$} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*row\$memspace\$0, } } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.f32\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "generic == 0" } } */

#pragma omp declare target
__attribute__((noinline)) float *
row (float *base, int r, int ld)
{
  return base + r * ld;
}
#pragma omp end declare target

void
f (int m, int n, float *a)
{
#pragma omp target map(tofrom: a[0:m*n])
  for (int i = 0; i < m; i++)
    {
      float *p = row (a, i, n);
      for (int j = 1; j < n; j++)
	p[j] = p[j] * 0.5f + p[j - 1];
    }
}

int
main (void)
{
  return 0;
}
