/* A reference to a struct on the frame of an offload entry point.  With
   IPA-SRA off, `scale (const Range &r, float &f)' receives the address of
   the Range that the target region builds in its own frame.  An entry
   point's frame is on the soft stack, which libgomp allocates in global
   memory, and the target region contains no simd region; ipmsp proves the
   one caller's argument global, so r.p and r.n are read with ld.global
   and f (the mapped scalar) is read and written with ld/st.global.  r.p
   itself is a pointer loaded from memory: the frame could hold any
   pointer, so the element accesses through it stay generic (sound).  */
/* Written before seed S9: the program stores only global addresses, so
   S9 would make the loaded pointers below global (nvptx-memspace.loaded
   covers that); loaded-pointers=0 keeps this test's premise.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fno-ipa-sra" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp,tree-memspace-opt1 -fplugin-arg-nvptx_memspace-loaded-pointers=0" } */
/* { dg-final { scan-offload-dump ipmsp {^scale/[0-9]+: callers known, frame global, return bottom\n  param 0: global\n  param 1: global$} } } */
/* { dg-final { scan-ptx "_ZL5scaleRK5RangeRf" {ld\.global\.u64\s} } } */
/* { dg-final { scan-ptx "_ZL5scaleRK5RangeRf" {ld\.global\.u32\s} } } */
/* { dg-final { scan-ptx "_ZL5scaleRK5RangeRf" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "_ZL5scaleRK5RangeRf" {st\.global\.f32\s} } } */
/* { dg-final { scan-ptx "_ZL5scaleRK5RangeRf" {\mld\.f32\s} } } */
/* { dg-final { scan-ptx "_ZL5scaleRK5RangeRf" {\mst\.f32\s} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {keep generic \(unknown or mixed pointer\): } } } */

struct Range
{
  float *p;
  int n;
};

#pragma omp declare target
__attribute__((noinline)) static void
scale (const Range &r, float &f)
{
  for (int i = 0; i < r.n; i++)
    r.p[i] *= f;
  f += 1.0f;
}
#pragma omp end declare target

void
g (float *a, int n, float &f)
{
#pragma omp target map(tofrom: a[0:n], f)
  {
    Range r = { a, n };
    scale (r, f);
  }
}

int
main ()
{
  return 0;
}
