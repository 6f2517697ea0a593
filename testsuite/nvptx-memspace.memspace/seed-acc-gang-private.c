/* Seed S3: an OpenACC gang-private variable ("oacc gang-private") is
   expanded into __gang_private_shared, a .shared array.  Written by a
   vector loop and read back with a variable index, its accesses must be
   st.shared/ld.shared on an address taken in the shared window (a mov of
   the symbol; stock GCC: cvta.shared and generic st/ld).
   (shared-strategy=module: GCC's __gang_private_shared pool, which this test is about;
   the default gives each gang-private variable its own .shared symbol.)  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1 -fplugin-arg-nvptx_memspace-shared-strategy=module" } */
/* { dg-final { scan-offload-dump memspace-opt1 {rewrite store shared: } } } */
/* { dg-final { scan-offload-dump memspace-opt1 {rewrite load shared: } } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {mov\.u64\s+%r[0-9]+, __gang_private_shared;} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0" {cvta\.shared\.u64\s+%r[0-9]+, __gang_private_shared} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.shared\.f32\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.shared\.f32\s} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0" {(ld|st)\.(local\.)?f32\s} } } */

#define N 64
#define M 32

void
f (const float *restrict a, float *restrict out)
{
  float tmp[M];
#pragma acc parallel loop gang private(tmp) copyin(a[0:N*M]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
#pragma acc loop vector
      for (int k = 0; k < M; k++)
	tmp[k] = a[i * M + k] * (k + 1);
      float s = 0;
#pragma acc loop seq
      for (int k = 0; k < M; k++)
	s += tmp[(k * 7) & (M - 1)] * k;
      out[i] = s;
    }
}

int
main (void)
{
  static float a[N * M], out[N];
  for (int i = 0; i < N * M; i++)
    a[i] = i & 15;
  f (a, out);
  return 0;
}
