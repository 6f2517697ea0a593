/* In-place specialisation, no clone.  `scale' is a `static' (local)
   noinline declare-target function: its only callers are the two target
   regions, which pass mapped (global) pointers, so ipmsp votes its pointer
   parameters global and publishes them on the function itself (its callers
   are all known, so no clone is needed).  Its loads and stores must be
   ld.global/st.global (stock GCC: generic), its parameter 2 (an int) stays
   at bottom, and nothing may be cloned.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^scale/[0-9]+: callers known, frame global, return bottom\n  param 0: global\n  param 1: global\n  param 2: [a-z-]+$} } } */
/* { dg-final { scan-offload-dump-not ipmsp {is cloned|avoid cloning} } } */
/* { dg-final { scan-ptx-not "*" {memspace\$} } } */
/* { dg-final { ptx-stats "scale" "generic == 0" "ld.global >= 1" "st.global >= 1" } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*\mscale, } } } */
/* { dg-final { scan-ptx "f._omp_fn.1.impl" {call[^;]*\mscale, } } } */

#pragma omp declare target
static __attribute__((noinline)) void
scale (const float *x, float *y, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = 2.0f * x[i] + y[i];
}
#pragma omp end declare target

void
f (int n, const float *x, float *y, float *z)
{
#pragma omp target map(to: x[0:n]) map(tofrom: y[0:n])
  scale (x, y, n);
#pragma omp target map(to: x[0:n]) map(tofrom: z[0:n])
  scale (x, z, n - 1);
}

int
main (void)
{
  return 0;
}
