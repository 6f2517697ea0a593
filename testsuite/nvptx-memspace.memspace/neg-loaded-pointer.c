/* Without seed S9 (loaded-pointers=0), a pointer loaded from ordinary
   memory (a field of a mapped struct, not the entry record) may point
   anywhere -- a device address the program stored, or one into shared or
   local memory -- so the accesses through it must stay generic.  The
   struct's own fields are read through the mapped (global) pointer.
   With S9 (the default) this program stores no address at all and the
   pointer is global (nvptx-memspace.loaded).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1 -fplugin-arg-nvptx_memspace-loaded-pointers=0" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  p_[0-9]+: generic$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {keep generic \(unknown or mixed pointer\): } } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.u64\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.f32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.f32\s} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {(ld|st)\.global\.f32\s} } } */

struct box { float *p; int n; };

void
f (struct box *b)
{
#pragma omp target map(to: b[0:1])
  {
    float *p = b->p;
    for (int i = 0; i < b->n; i++)
      p[i] = p[(i * 3) % b->n] + 1.0f;
  }
}

int
main (void)
{
  return 0;
}
