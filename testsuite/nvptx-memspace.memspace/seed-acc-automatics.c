/* Seed S2 under OpenACC: there is no soft stack, every frame is the .local
   array %frame_ar.  A vector-private array indexed with a variable must be
   reached through cvta.to.local of %frame with st.local/ld.local (stock
   GCC: generic st/ld through the cvta.local'd %frame).  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */
/* { dg-final { scan-ptx "f._omp_fn.0" {cvta\.to\.local\.u64\s+%r[0-9]+, %frame;} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.local\.f32\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.local\.f32\s} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0" {(ld|st)\.f32\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.0" "local >= 3" } } */

#define N 256

void
f (const int *restrict idx, float *restrict out)
{
  float tmp[8];
#pragma acc parallel loop gang vector private(tmp) copyin(idx[0:N]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 8; k++)
	tmp[(idx[i] + k) & 7] = i * k;
      out[i] = tmp[idx[i] & 7] + tmp[(idx[i] + 3) & 7];
    }
}

int
main (void)
{
  int idx[N];
  float out[N];
  for (int i = 0; i < N; i++)
    idx[i] = i;
  f (idx, out);
  return 0;
}
