/* A noinline member function called in a parallel region on an object
   built in that region.  `this' points into the frame of the parallel
   function (launched by GOMP_parallel from the entry point, no simd
   region: its soft-stack frame is global), and apply's only caller is
   known, so ipmsp proves `this' global: the loads of the members a, x
   and y are ld.global.  x and y are pointers loaded from the object,
   i.e. from memory that could hold any pointer: the accesses through
   them stay generic (sound; the object does not escape but the analysis
   does not follow stores into memory).  */
/* Written before seed S9: the program stores only global addresses, so
   S9 would make the loaded pointers below global (nvptx-memspace.loaded
   covers that); loaded-pointers=0 keeps this test's premise.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-loaded-pointers=0" } */
/* { dg-final { scan-offload-dump ipmsp {^apply/[0-9]+: callers known, frame global, return bottom\n  param 0: global\n  param 1: [a-z-]+$} } } */
/* { dg-final { ptx-stats "_ZNK5Saxpy5applyEi" "ld.global == 3" "generic == 3" } } */
/* { dg-final { scan-ptx "_ZNK5Saxpy5applyEi" {ld\.global\.u64\s} } } */
/* { dg-final { scan-ptx "_ZNK5Saxpy5applyEi" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx-not "_ZNK5Saxpy5applyEi" {st\.global\.f32\s} } } */

struct Saxpy
{
  float a;
  const float *x;
  float *y;
  __attribute__((noinline)) void apply (int i) const
  {
    y[i] = a * x[i] + y[i];
  }
};

void
f (int n, float a, const float *x, float *y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    {
      Saxpy s = { a, x, y };
      s.apply (i);
    }
}

int
main ()
{
  return 0;
}
