/* A variadic device function.  GCC 12's nvptx offload compiler cannot
   compile va_arg at all (stock GCC: internal compiler error in build2
   during pass stdarg), so the variadic function here does not read its
   extra arguments; what matters is that the plugin handles its fixed
   pointer parameter like any other (ipmsp: global at both calls; the
   extra arguments are not parameters) and that lower-struct-args leaves
   the variadic function alone.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {^first/[0-9]+: left unchanged \(variadic \(va_arg\)\)$} } } */
/* p[0] is global; s.a stays a generic read through the hidden reference
   the nvptx ABI passes the struct by (it only exists in RTL).  */
/* { dg-final { ptx-stats "first" "global == 1" "generic == 1" } } */

#include <stdlib.h>

struct pair { int a, b; };

#pragma omp declare target
static __attribute__((noinline)) int
first (const int *p, struct pair s, ...)
{
  return p[0] + s.a;
}
#pragma omp end declare target

int
main (void)
{
  int a[4] = { 5, 6, 7, 8 }, r = 0, k = 1;
#pragma omp target map(to: a, k) map(from: r)
  {
    struct pair s = { k, 2 }, t = { 2 * k, k };
    r = first (a + k, s, 3, 4.0) + first (a + 2 * k, t, 5);
  }
  return r != 7 + 9;
}
