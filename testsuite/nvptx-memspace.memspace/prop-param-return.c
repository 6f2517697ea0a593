/* ipmsp parameters and returns: `sum4' is static and every call passes a
   mapped (global) pointer, so its parameter is global and its loads are
   ld.global (in-place specialisation).  `pick' returns its global
   parameter plus an offset, so its return is global and the caller's
   access through the result is global.  `mix4' is called with a .const
   table and with a mapped pointer: its parameter is in no single space,
   so in place its loads would stay generic; instead each call goes to a
   clone for its space (ipmsp clones on disagreeing known callers), the
   const one with ld.const, the global one with ld.global, and the
   original, left without callers, is not emitted.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp,tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump ipmsp {^sum4/[0-9]+: callers known, frame global, return bottom\n  param 0: global$} } } */
/* { dg-final { scan-offload-dump ipmsp {^pick/[0-9]+: callers known, frame global, return global\n  param 0: global$} } } */
/* { dg-final { scan-offload-dump ipmsp {^mix4/[0-9]+: callers known, frame global, return bottom\n  param 0: generic$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  q_[0-9]+: global$} } } */
/* { dg-final { ptx-stats "sum4" "generic == 0" "ld.global == 4" } } */
/* { dg-final { scan-offload-dump ipmsp {^mix4 is cloned : mix4\$memspace\$[01] \(const, -\)$} } } */
/* { dg-final { ptx-stats "mix4.memspace.0" "generic == 0" "const == 2" } } */
/* { dg-final { ptx-stats "mix4.memspace.1" "generic == 0" "global == 2" } } */
/* { dg-final { scan-ptx-not "*" {\mmix4 \(} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "generic == 0" "st.global >= 1" } } */

#define N 64

#pragma omp declare target
static const int ctab[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };

static __attribute__((noinline)) int
sum4 (const int *p, int k)
{
  return p[k & 7] + p[(k + 1) & 7] + p[(k + 2) & 7] + p[(k + 3) & 7];
}

static __attribute__((noinline)) int *
pick (int *p, int k)
{
  return p + (k & 7);
}

static __attribute__((noinline)) int
mix4 (const int *p, int k)
{
  return p[k & 7] + p[(k + 1) & 7];
}
#pragma omp end declare target

void
f (const int *restrict a, int *restrict out)
{
#pragma omp target map(to: a[0:N*8]) map(tofrom: out[0:N])
  for (int i = 0; i < N; i++)
    {
      int *q = pick (out, i);
      *q += sum4 (a + i * 8, i) + sum4 (a, i + 3) + mix4 (ctab, i) + mix4 (a, i);
    }
}

int
main (void)
{
  return 0;
}
