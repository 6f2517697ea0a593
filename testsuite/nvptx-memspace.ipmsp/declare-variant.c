/* A hidden caller: OpenMP `declare variant'.  The call `sum4 (ctab, i)'
   is to the base function of a variant for device arch nvptx; the host
   compiler cannot resolve the selector, so the offload compiler resolves
   it in ompdevlow -- after ipmsp -- into `sum4_dev (ctab, i)', passing
   the table's address (.global: its address is a value, so the plugin
   keeps it out of .const, rtl-hooks/data-areas.cc; the rule tested here
   must not depend on that).  The static variant `sum4_dev' is also called directly
   with a mapped (.global) pointer.  Its callers are therefore not all
   visible to ipmsp as calls: its parameter must not be voted global (an
   address of another space through ld.global reads the wrong memory).  The body of
   `sum4_dev' that the variant-resolved call reaches must stay generic; its
   parameter is in no single space.  The direct call, whose argument is
   global, may get its own clone (only that site reaches it).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump-not ipmsp {^sum4_dev/[0-9]+: callers known, frame global, return bottom\n  param 0: global$} } } */
/* { dg-final { ptx-stats "sum4_dev" "global == 0" "const == 0" "generic == 2" } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0.impl" {call[^;]*\msum4_dev, } 1 } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0.impl" {call[^;]*\msum4_dev\$memspace\$0, } 1 } } */
/* { dg-final { ptx-stats "sum4_dev.memspace.0" "generic == 0" "global == 2" } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {cvta\.global\.u64\s+%r[0-9]+, ctab;} } } */

#define N 64

#pragma omp declare target
static const int ctab[16] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3 };

static __attribute__((noinline)) int
sum4_dev (const int *p, int k)
{
  return p[k & 15] * 2 + p[(k + 1) & 15];
}

#pragma omp declare variant (sum4_dev) match (device={arch(nvptx)})
__attribute__((noinline)) int
sum4 (const int *p, int k)
{
  return p[k & 15] + p[(k + 1) & 15];
}
#pragma omp end declare target

void
f (const int *a, int *out)
{
#pragma omp target map(to: a[0:16]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    out[i] = sum4 (ctab, i) * 100 + sum4_dev (a, i);
}

int
main (void)
{
  return 0;
}
