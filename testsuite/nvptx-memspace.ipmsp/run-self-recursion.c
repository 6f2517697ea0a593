/* Self recursion through a clone.  `rsum' is a public noinline
   declare-target function that splits its array in two halves and calls
   itself on both (GCC turns one call into a loop; the other stays a
   recursive call).  The target region calls it with a mapped (global)
   pointer: one clone, rsum$memspace$0 (global, -).  Inside the clone the
   recursive call passes a global pointer, the same vector, so it must be
   redirected to the clone itself -- not to the original, and not to a
   second clone.  The clone's loads are ld.global; the original, still
   recursive, stays generic.  The result is checked against the host and
   stock GCC.
   -fno-pie: under the host's default -fPIE, GCC 12 redirects the recursive
   call of a public function to a local alias, which the nvptx offload
   compiler rejects ("alias definitions not supported"), with or without
   the plugin.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-options "-fno-pie -no-pie" } */
/* { dg-final { scan-ptx-not "*" {memspace\$1} } } */
/* { dg-final { scan-ptx "run._omp_fn.1" {call[^;]*rsum\$memspace\$0, } } } */
/* { dg-final { scan-ptx "rsum.memspace.0" {call[^;]*rsum\$memspace\$0, } } } */
/* { dg-final { scan-ptx-not "rsum.memspace.0" {call[^;]*\mrsum, } } } */
/* { dg-final { scan-ptx "rsum" {call[^;]*\mrsum, } } } */
/* { dg-final { ptx-stats "rsum.memspace.0" "generic == 0" "ld.global >= 1" } } */
/* { dg-final { ptx-stats "rsum" "global == 0" "generic >= 1" } } */
#include <stdio.h>

#define ROWS 32
#define COLS 100

#pragma omp declare target
__attribute__((noinline)) long
rsum (const int *p, int n)
{
  if (n <= 3)
    {
      long s = 0;
      for (int i = 0; i < n; i++)
	s += (long) p[i] * (i + 2);
      return s;
    }
  int h = n / 2;
  return rsum (p, h) * 3 + rsum (p + h, n - h);
}
#pragma omp end declare target

static void
run (const int *a, long *out)
{
#pragma omp target teams distribute parallel for map(to: a[0:ROWS*COLS]) map(from: out[0:ROWS])
  for (int i = 0; i < ROWS; i++)
    out[i] = rsum (a + i * COLS, COLS - i);
}

int
main (void)
{
  static int a[ROWS * COLS];
  static long out[ROWS];
  for (int i = 0; i < ROWS * COLS; i++)
    a[i] = (i * 7919) % 211 - 100;
  run (a, out);
  long sum = 0, ref = 0;
  for (int i = 0; i < ROWS; i++)
    {
      sum += out[i] * (i + 1);
      ref += rsum (a + i * COLS, COLS - i) * (i + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
