/* An address that escapes through a PHI.  `twice' and `thrice' are static,
   but the target region picks one of them at run time
   (fp = k & 1 ? twice : thrice) and calls it through `fp' with a pointer
   into a read-only table (.global, not .const: its address is a value,
   rtl-hooks/data-areas.cc -- the rule tested here must not depend on
   that); the addresses only appear as PHI arguments.  Their
   callers are therefore not all known: ipmsp must not vote `twice''s
   parameter global from its one direct call (with a mapped pointer),
   since the indirect call could reach it with an address in another
   space, and ld.global through such an address reads the wrong memory.  The
   originals must stay generic (callers unknown); a clone for the direct
   call alone would be fine.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^twice/[0-9]+: callers unknown, } } } */
/* { dg-final { scan-offload-dump ipmsp {^thrice/[0-9]+: callers unknown, } } } */
/* { dg-final { ptx-stats "twice" "global == 0" "const == 0" "generic >= 1" } } */
/* { dg-final { ptx-stats "thrice" "global == 0" "const == 0" "generic >= 1" } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*%r[0-9]+, } } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {cvta\.global\.u64\s+%r[0-9]+, ctab;} } } */

#define N 64

#pragma omp declare target
static const float ctab[N] = { 1, 2, 3, 4, 5, 6, 7, 8 };

static __attribute__((noinline)) float
twice (const float *p, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] * 2.0f;
  return s;
}

static __attribute__((noinline)) float
thrice (const float *p, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] * 3.0f;
  return s;
}
#pragma omp end declare target

void
f (int k, int n, const float *z, float *out)
{
#pragma omp target map(to: z[0:n]) map(from: out[0:2])
  {
    float (*fp) (const float *, int) = (k & 1) ? twice : thrice;
    out[0] = fp (ctab, n);
    out[1] = twice (z, n);
  }
}

int
main (void)
{
  return 0;
}
