/* Soundness: `ident' is an externally visible declare-target function;
   ipmsp cannot see all its callers, so neither its parameter nor its
   return value is known, and the pointer it returns is generic in the
   caller even though the caller passed a mapped pointer.  The access
   through the result stays generic; the direct access through the mapped
   pointer is global.  With cloning off (ipmsp-clone-limit=0) the call
   stays on the original; with cloning, ipmsp would give this site its own
   local clone (see nvptx-memspace.ipmsp/).
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (nvptx-memspace.ipmsp/whole-*.c).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1,ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-clone-limit=0" } */
/* { dg-final { scan-offload-dump ipmsp {^ident/[0-9]+: callers unknown, frame generic, return generic$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  s_[0-9]+: generic$} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.f32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.f32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.f32\s} } } */
/* { dg-final { ptx-stats "ident" "global == 0" } } */

#define N 64

#pragma omp declare target
__attribute__((noinline)) float *
ident (float *p)
{
  return p;
}
#pragma omp end declare target

void
f (const float *x, float *z)
{
#pragma omp target map(to: x[0:N]) map(tofrom: z[0:N])
  {
    float *s = ident (z);
    for (int i = 0; i < N; i++)
      s[i] = s[i] * 2.0f + x[i];
  }
}

int
main (void)
{
  return 0;
}
