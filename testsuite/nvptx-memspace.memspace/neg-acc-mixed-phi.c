/* Soundness: a pointer that is either into a gang-private array (.shared)
   or into a mapped array (.global) is in no single space.  The meet is
   generic and every access through it must stay generic; qualifying it
   with either space would address the wrong memory on the other path.
   GCC turns p into a PHI of &tmp and the mapped pointer; the only loads
   of tmp and of b are through it, so there must be no shared load and
   exactly one global load (a[]) -- the load through the PHI is generic.
   The store to tmp is shared.  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {= PHI <[^>]*&tmp\([0-9]+\)[^>]*>} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {keep generic \(unknown or mixed pointer\): _[0-9]+ = \*_[0-9]+;} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {rewrite store shared: } } } */
/* { dg-final { scan-offload-dump-not memspace-opt1 {rewrite load shared: } } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.shared\.f32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.f32\s} } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0" {ld\.global\.f32\s} 1 } } */
/* { dg-final { ptx-stats "f._omp_fn.0" "ld.shared == 0" } } */

#define N 64
#define M 32

void
f (const float *restrict a, float *restrict b, float *restrict out)
{
  float tmp[M];
#pragma acc parallel loop gang private(tmp) copyin(a[0:N*M]) copy(b[0:N*M]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
#pragma acc loop vector
      for (int k = 0; k < M; k++)
	tmp[k] = a[i * M + k] * (k + 1);
      float *p = (i & 1) ? tmp : b + i * M;
      float s = 0;
#pragma acc loop seq
      for (int k = 0; k < M; k++)
	s += p[(k * 7) & (M - 1)];
      out[i] = s;
    }
}

int
main (void)
{
  return 0;
}
