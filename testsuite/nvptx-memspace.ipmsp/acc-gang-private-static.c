/* OpenACC gang-private storage passed to a `static' routine (in-place
   specialisation).  `tmp' is private to the gang loop, so GCC places it in
   .shared (__gang_private_shared, seed S3) and passes `&tmp' to `wsum' as
   a shared-window address.  `wsum' is static and only ever called with
   `&tmp', so ipmsp may vote its parameter shared (then ld.shared), or
   generic -- never local: the frame rule does not apply to a gang-private
   variable, and ld.local through a shared address reads the wrong memory.
   (The gang-private marking is made by oaccdevlow; ipmsp, a late IPA
   pass, must not judge such a variable before it is marked.)
   (shared-strategy=module: GCC's __gang_private_shared pool, which this test is about;
   the default gives each gang-private variable its own .shared symbol.)  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-shared-strategy=module" } */
/* { dg-final { scan-offload-dump-not ipmsp {^  param 0: local$} } } */
/* { dg-final { scan-offload-dump ipmsp {^wsum/[0-9]+: callers known, frame local, return [a-z]+\n  param 0: (shared|generic)\n} } } */
/* { dg-final { scan-ptx-not "wsum" {(ld|st)\.local\.u32\s} } } */
/* { dg-final { scan-ptx-not "wsum" {cvta\.to\.local} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {cvta\.shared\.u64\s+%r[0-9]+, __gang_private_shared;|mov\.u64\s+%r[0-9]+, __gang_private_shared;} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {call[^;]*\mwsum, } } } */

#define N 64
#define M 32

#pragma acc routine seq
static __attribute__((noinline)) int
wsum (const int *p, int n)
{
  int s = 0;
  for (int k = 0; k < n; k++)
    s += p[(k * 7) & (M - 1)] * (k + 2);
  return s;
}

void
f (const int *restrict a, int *restrict out, int n)
{
  int tmp[M];
#pragma acc parallel loop gang private(tmp) copyin(a[0:N*M]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
#pragma acc loop vector
      for (int k = 0; k < M; k++)
	tmp[k] = a[i * M + k] * (k + 1);
      out[i] = wsum (tmp, n);
    }
}

int
main (void)
{
  return 0;
}
