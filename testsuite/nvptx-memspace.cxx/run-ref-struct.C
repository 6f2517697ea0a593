/* References into a declare-target function.  `accumulate (float &acc,
   const Range &r)' is noinline and static, called once from a target
   region with acc bound to the mapped scalar s (its address comes from the
   entry record: global) and r a Range built in the region from the mapped
   array.  IPA-SRA passes r's fields by value
   (_ZL10accumulateRfRK5Range.isra.0); ipmsp proves the reference
   parameter global (the only caller is known), so the loads and stores of
   acc are ld.global / st.global.  The elements are read through r.p, a
   pointer the caller loads back from its local Range when ipmsp votes:
   that stays generic, so the helper keeps exactly one generic load.
   Stock GCC: every access generic.  The weighted sum is checked.  */
/* Written before seed S9: the program stores only global addresses, so
   S9 would make the loaded pointers below global (nvptx-memspace.loaded
   covers that); loaded-pointers=0 keeps this test's premise.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-loaded-pointers=0" } */
/* { dg-final { scan-offload-dump ipmsp {^accumulate\.isra/[0-9]+: callers known, frame global, return bottom\n  param 0: global$} } } */
/* { dg-final { scan-ptx "_ZL10accumulateRfRK5Range.isra.0" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "_ZL10accumulateRfRK5Range.isra.0" {st\.global\.f32\s} } } */
/* { dg-final { ptx-stats "_ZL10accumulateRfRK5Range.isra.0" "ld.global == 1" "st.global == 1" "generic <= 1" } } */
/* { dg-final { ptx-stats "_Z3sumPKfi._omp_fn.0.impl" "generic == 0" } } */
#include <cstdio>

struct Range
{
  const float *p;
  int n;
};

#pragma omp declare target
__attribute__((noinline)) static void
accumulate (float &acc, const Range &r)
{
  for (int i = 0; i < r.n; i++)
    acc += r.p[i] * (float) (i % 7 + 1);
}
#pragma omp end declare target

float
sum (const float *a, int n)
{
  float s = 0.5f;
#pragma omp target map(to: a[0:n]) map(tofrom: s)
  {
    Range r = { a, n };
    accumulate (s, r);
  }
  return s;
}

#define N 1000

int
main ()
{
  static float a[N];
  for (int i = 0; i < N; i++)
    a[i] = (float) (i % 9);
  float s = sum (a, N), ref = 0.5f;
  for (int i = 0; i < N; i++)
    ref += a[i] * (float) (i % 7 + 1);
  printf ("%.1f %.1f\n", s, ref);
  return s != ref;
}
