/* The default side of neg-int-from-memory.c: a pointer-sized integer
   loaded from mapped (global) memory, made a pointer and read through.
   Under the provenance rule an integer loaded from global memory is a
   pointer loaded there: seed S9's whole-program check holds (every store
   of the device program stores a global address or none -- here the
   first target region stores integers made from addresses of the mapped
   x), so the integer carries global provenance only, p is global and the
   load through it is ld.global.  Before the rule p was generic whatever
   S9 said.  The addresses are the device's own (the first region writes
   them, the second reads them back while x stays mapped), so ptxsim
   checks that ld.global reads the right memory.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp,tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(after cloning\): every store of the device program stores a global address or none} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  p_[0-9]+: global$} } } */
/* { dg-final { scan-ptx "f._omp_fn.1.impl" {ld\.global\.f32\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.1.impl" "generic == 0" } } */
#include <stdio.h>

#define N 64

static void
f (const float *x, unsigned long *addr, float *out)
{
#pragma omp target data map(to: x[0:N])
  {
#pragma omp target map(from: addr[0:N])
    for (int i = 0; i < N; i++)
      addr[i] = (unsigned long) &x[(i * 7) % N];
#pragma omp target map(to: addr[0:N]) map(from: out[0:N])
    for (int i = 0; i < N; i++)
      {
	const float *p = (const float *) addr[i];
	out[i] = *p;
      }
  }
}

int
main (void)
{
  static float x[N], out[N];
  static unsigned long addr[N];
  for (int i = 0; i < N; i++)
    x[i] = i * 1.5f;
  f (x, addr, out);
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += out[i] != x[(i * 7) % N];
  printf ("%d\n", bad);
  return bad != 0;
}
