/* Seed S2 under OpenMP: the frame of an offload entry point is carved from
   the soft stack, which libgomp allocates with cuMemAlloc -- global memory,
   NOT .local.  An addressable local array indexed with a variable must be
   reached through one cvta.to.global of %frame with st.global/ld.global;
   qualifying it .local would address the wrong memory.  */
/* { dg-do compile } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {cvta\.to\.global\.u64\s+%r[0-9]+, %frame;} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {st\.global\.u32\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {ld\.global\.u32\s} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {(ld|st)\.local|cvta\.to\.local} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "local == 0" } } */

#define N 64

void
f (const int *idx, int *out)
{
#pragma omp target map(to: idx[0:N]) map(from: out[0:N])
  {
    int buf[N];
    for (int i = 0; i < N; i++)
      buf[idx[i] & (N - 1)] = i * 3;
    for (int i = 0; i < N; i++)
      out[i] = buf[(i * 5) & (N - 1)];
  }
}

int
main (void)
{
  int idx[N], out[N];
  for (int i = 0; i < N; i++)
    idx[i] = (i * 3) & (N - 1);
  f (idx, out);
  return 0;
}
