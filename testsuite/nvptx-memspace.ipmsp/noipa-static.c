/* noipa on local functions.  GCC documents `noipa' as disabling
   interprocedural optimisation between the function and its callers, "as
   if the body of the function is not available when optimizing callers
   and the callers are unavailable when optimizing the body".  ipmsp is an
   IPA pass, so for the static noipa functions here it must neither
   specialise the body from its callers' arguments (`scale_nipa''s
   parameters stay generic although every call passes a global pointer),
   nor let callers use what the body returns (`pick_nipa' returns its
   global argument, but the entry's accesses through the result stay
   generic), nor clone them.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump-not ipmsp {^scale_nipa/[0-9]+: callers known} } } */
/* { dg-final { scan-offload-dump-not ipmsp {^pick_nipa/[0-9]+: [^\n]*return global} } } */
/* { dg-final { scan-offload-dump-not ipmsp {is cloned} } } */
/* { dg-final { ptx-stats "scale_nipa" "global == 0" "generic == 3" } } */
/* { dg-final { scan-ptx-not "*" {memspace\$} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.f32\s} } } */

#pragma omp declare target
static __attribute__((noipa)) void
scale_nipa (int n, const float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] = 2.0f * x[i] + y[i];
}

static __attribute__((noipa)) float *
pick_nipa (float *p, int k)
{
  return p + k;
}
#pragma omp end declare target

void
f (int n, int k, const float *x, float *y)
{
#pragma omp target map(to: x[0:n]) map(tofrom: y[0:n])
  {
    scale_nipa (n, x, y);
    float *q = pick_nipa (y, k);
    *q = 1.0f;
  }
}

int
main (void)
{
  return 0;
}
