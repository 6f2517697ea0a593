/* Soundness: without seed S9 (loaded-pointers=0), a pointer-sized
   integer read from memory may hold any address, so a pointer made from
   it is unknown and the access through it stays generic, even though the
   integer came from a mapped (global) array.
   With the default, the provenance rule treats an integer loaded from
   global memory as a pointer loaded there: when S9's whole-program check
   holds (as here), it carries global provenance only, and the access is
   ld.global (run-int-from-memory.c).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1 -fplugin-arg-nvptx_memspace-loaded-pointers=0" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  p_[0-9]+: generic$} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.u64\s+%r[0-9]+, \[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.f32\s} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.f32\s} } } */

#define N 64

void
f (const unsigned long *addr, float *out)
{
#pragma omp target map(to: addr[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    {
      const float *p = (const float *) addr[i];
      out[i] = *p;
    }
}

int
main (void)
{
  return 0;
}
