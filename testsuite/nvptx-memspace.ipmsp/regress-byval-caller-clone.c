/* Regression (fuzz seed 4306): lower-struct-args replaced the call to
   the by-value helper's clone without moving the call-graph edge onto the
   new statement; ipmsp's clone of the caller then copied a call without
   an edge and GCC stopped in copy_bb ("internal compiler error").  Both
   clones must exist and the caller's clone must call the split one (or
   the split one's own clone: its callers disagree on q).
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-final { scan-ptx "*" {^\.func \(\.param\.u32 %value_out\) lookup\$memspace\$0 \(} } } */
/* { dg-final { scan-ptx "lookup.memspace.0" {call[^;]*combine\$byval\$0(?:\$memspace\$[0-9]+)?, } } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {call[^;]*lookup\$memspace\$0, } } } */

#include <stdio.h>

struct pair { unsigned a; float f; };

#pragma omp declare target
__attribute__ ((noinline)) unsigned
combine (struct pair s, const float *q)
{
  return s.a + (unsigned) (q[s.a & 7] * s.f);
}

__attribute__ ((noinline)) unsigned
lookup (const float *q, unsigned x)
{
  struct pair s = { x, 2.0f };
  return combine (s, q) ^ x;
}
#pragma omp end declare target

int
main (void)
{
  float q[8];
  unsigned r = 0;
  for (int i = 0; i < 8; i++)
    q[i] = i * 1.5f;
#pragma omp target map(to: q) map(tofrom: r)
  for (unsigned i = 0; i < 16; i++)
    r += lookup (q, i);
  printf ("%u\n", r);
  return 0;
}
