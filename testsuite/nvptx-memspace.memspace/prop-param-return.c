/* ipmsp parameters and returns: `sum4' is static and every call passes a
   mapped (global) pointer, so its parameter is global and its loads are
   ld.global (in-place specialisation).  `pick' returns its global
   parameter plus an offset, so its return is global and the caller's
   access through the result is global.  `mix4' is called with a
   gang-private array (.shared) and with a mapped pointer: its parameter
   is in no single space, so in place its loads would stay generic;
   instead each call goes to a clone for its space (ipmsp clones on
   disagreeing known callers), the shared one with ld.shared, the global
   one with ld.global, and the original, left without callers, is not
   emitted.
   OpenACC since the provenance rule: the second space used to be a
   `static const' declare-target table (.const), which now lives in
   .global (rtl-hooks/data-areas.cc: the host can know the address of an
   offload-table variable, so .const would break seed S6).  An automatic
   array of the region's gang-redundant code is gang-private (GCC 12's
   __gang_private_shared; the plugin makes it a .shared variable of the
   kernel), the copied arrays are global, helpers are `acc routine seq'
   and frames are .local.  The int parameter k and the int returns have
   provenance values too (every register type has one); the test is not
   about them.  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp,tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump ipmsp {^sum4/[0-9]+: callers known, frame local, return [a-z-]+\n  param 0: global\n  param 1: [a-z-]+$} } } */
/* { dg-final { scan-offload-dump ipmsp {^pick/[0-9]+: callers known, frame local, return global\n  param 0: global\n  param 1: [a-z-]+$} } } */
/* { dg-final { scan-offload-dump ipmsp {^mix4/[0-9]+: callers known, frame local, return [a-z-]+\n  param 0: generic\n  param 1: [a-z-]+$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  q_[0-9]+: global$} } } */
/* { dg-final { ptx-stats "sum4" "generic == 0" "ld.global == 4" } } */
/* { dg-final { scan-offload-dump ipmsp {^mix4 is cloned : mix4\$memspace\$[01] \(shared, -\)$} } } */
/* { dg-final { scan-offload-dump ipmsp {^mix4 is cloned : mix4\$memspace\$[01] \(global, -\)$} } } */
/* { dg-final { ptx-stats "mix4.memspace.0" "generic == 0" "shared == 2" } } */
/* { dg-final { ptx-stats "mix4.memspace.1" "generic == 0" "global == 2" } } */
/* { dg-final { scan-ptx-not "*" {\mmix4 \(} } } */
/* { dg-final { ptx-stats "f._omp_fn.0" "generic == 0" "st.global >= 1" } } */

#define N 64

#pragma acc routine seq
static __attribute__((noinline)) int
sum4 (const int *p, int k)
{
  return p[k & 7] + p[(k + 1) & 7] + p[(k + 2) & 7] + p[(k + 3) & 7];
}

#pragma acc routine seq
static __attribute__((noinline)) int *
pick (int *p, int k)
{
  return p + (k & 7);
}

#pragma acc routine seq
static __attribute__((noinline)) int
mix4 (const int *p, int k)
{
  return p[k & 7] + p[(k + 1) & 7];
}

void
f (const int *restrict a, int *restrict out)
{
#pragma acc parallel num_gangs(1) copyin(a[0:N*8]) copy(out[0:N])
  {
    int stab[8];
    for (int j = 0; j < 8; j++)
      stab[j] = j + 1;
#pragma acc loop seq
    for (int i = 0; i < N; i++)
      {
	int *q = pick (out, i);
	*q += (sum4 (a + i * 8, i) + sum4 (a, i + 3) + mix4 (stab, i)
	       + mix4 (a, i));
      }
  }
}

int
main (void)
{
  return 0;
}
