/* An atomic through a pointer into an OpenACC gang-private array (shared
   memory, updated concurrently by the gang's vector lanes) must become
   atom.shared.add after a cvta.to.shared (stock GCC: atom.add on a
   generic address).  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {rewrite atomic shared: } } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {^\s*(@%r[0-9]+\s+)?atom\.shared\.add\.u32\s+\S+, \[%r[0-9]+\]} } } */
/* { dg-final { ptx-stats "f._omp_fn.0" "atom.generic == 0" } } */

#define N 64
#define M 32

void
f (const int *restrict a, int *restrict out)
{
  int cnt[M];
#pragma acc parallel loop gang private(cnt) copyin(a[0:N*M]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
#pragma acc loop vector
      for (int k = 0; k < M; k++)
	cnt[k] = 0;
#pragma acc loop vector
      for (int k = 0; k < M; k++)
	{
	  int *p = &cnt[a[i * M + k] & (M - 1)];
#pragma acc atomic update
	  *p += k + 1;
	}
      int s = 0;
#pragma acc loop seq
      for (int k = 0; k < M; k++)
	s += cnt[k] * (k + 1);
      out[i] = s;
    }
}

int
main (void)
{
  return 0;
}
