/* Soundness: pointers loaded from a mapped array of pointers.  rows[0:n]
   is mapped, so rows itself is global and each rows[i] is read with
   ld.global.u64; but the pointer values it holds are whatever the program
   stored there (here host pointers, in general any device address,
   including .shared or .local ones), so the accesses through r must stay
   generic.  */
/* Written before seed S9: the program stores only global addresses, so
   S9 would make the loaded pointers below global (nvptx-memspace.loaded
   covers that); loaded-pointers=0 keeps this test's premise.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1 -fplugin-arg-nvptx_memspace-loaded-pointers=0" } */
/* { dg-final { scan-offload-dump memspace-opt1 {keep generic \(unknown or mixed pointer\): } } } */
/* { dg-final { scan-ptx "_Z4bumpiPPfi._omp_fn.1" {ld\.global\.u64\s} } } */
/* { dg-final { scan-ptx "_Z4bumpiPPfi._omp_fn.1" {\mld\.f32\s} } } */
/* { dg-final { scan-ptx "_Z4bumpiPPfi._omp_fn.1" {\mst\.f32\s} } } */
/* { dg-final { scan-ptx-not "_Z4bumpiPPfi._omp_fn.1" {(ld|st)\.global\.f32\s} } } */

void
bump (int n, float **rows, int m)
{
#pragma omp target teams distribute parallel for map(to: rows[0:n])
  for (int i = 0; i < n; i++)
    {
      float *r = rows[i];
      for (int j = 0; j < m; j++)
	r[j] += 1.0f;
    }
}

int
main ()
{
  return 0;
}
