/* Soundness: a mapped member pointer.  In Vec::scale the target region
   maps this->data[0:n]; GCC passes it through a pointer to the member, so
   the device reads `data' from the device copy of the object (a pointer
   loaded from ordinary memory, which the program could have made point
   anywhere, including .shared or .local).  The element accesses through
   it must stay generic.  The loads of the object's members themselves go
   through pointers from the launch record: global.  */
/* Written before seed S9: the program stores only global addresses, so
   S9 would make the loaded pointers below global (nvptx-memspace.loaded
   covers that); loaded-pointers=0 keeps this test's premise.  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "an array section of a member mapped in a member function; GCC 11's C++ rejects it: is not a variable in map clause" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1 -fplugin-arg-nvptx_memspace-loaded-pointers=0" } */
/* { dg-final { scan-offload-dump memspace-opt1 {keep generic \(unknown or mixed pointer\): } } } */
/* { dg-final { scan-ptx "_ZN3Vec5scaleEf._omp_fn.1" {ld\.global\.u64\s} } } */
/* { dg-final { scan-ptx "_ZN3Vec5scaleEf._omp_fn.1" {\mld\.f32\s} } } */
/* { dg-final { scan-ptx "_ZN3Vec5scaleEf._omp_fn.1" {\mst\.f32\s} } } */
/* The loop's one load and one store of data[i] are the only generic ones
   (the float `a' is a record field: ld.global.f32).  */
/* { dg-final { ptx-stats "_ZN3Vec5scaleEf._omp_fn.1" "ld.generic == 1" "st.generic == 1" "ld.global >= 4" } } */

struct Vec
{
  float *data;
  int n;
  void scale (float a)
  {
#pragma omp target teams distribute parallel for map(tofrom: data[0:n])
    for (int i = 0; i < n; i++)
      data[i] *= a;
  }
};

void
f (Vec &v)
{
  v.scale (2.0f);
}

int
main ()
{
  return 0;
}
