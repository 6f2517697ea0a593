/* OpenACC in C++: a gang-private array in a member function.  `tmp' is
   private to each gang (`parallel loop gang private(tmp)'): the backend
   places it in __gang_private_shared, a .shared array (S3), so the vector
   loop's stores and the seq loop's permuted loads are st.shared /
   ld.shared.  The member pointers a and out are copied into locals before
   the region, so they come from the argument record: global.  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx "_ZN6Rowsum3runEv._omp_fn.0" {st\.shared\.u32\s+\[%r} } } */
/* { dg-final { scan-ptx "_ZN6Rowsum3runEv._omp_fn.0" {ld\.shared\.u32\s+%r[0-9]+, \[%r} } } */
/* { dg-final { scan-ptx "_ZN6Rowsum3runEv._omp_fn.0" {ld\.global\.u32\s} } } */
/* { dg-final { scan-ptx "_ZN6Rowsum3runEv._omp_fn.0" {st\.global\.u32\s} } } */

#define M 32

struct Rowsum
{
  const int *a;
  int *out;
  int n;
  void run ();
};

void
Rowsum::run ()
{
  const int *la = a;
  int *lout = out;
  int ln = n;
  int tmp[M];
#pragma acc parallel loop gang private(tmp) copyin(la[0:ln*M]) copyout(lout[0:ln])
  for (int i = 0; i < ln; i++)
    {
#pragma acc loop vector
      for (int k = 0; k < M; k++)
	tmp[k] = la[i * M + k] * (k + 1);
      int s = 0;
#pragma acc loop seq
      for (int k = 0; k < M; k++)
	s += tmp[(k * 7) & (M - 1)] * (k + 2);
      lout[i] = s;
    }
}

int
main ()
{
  return 0;
}
