/* Seed S4: in `target ... parallel for simd' a private array is privatised
   per SIMT lane: ompdevlow turns it into storage from
   .GOMP_SIMT_ENTER_ALLOC, which lives in the .local %simtstack_ar.  The
   call's result must be local in the lattice and the array's accesses
   ld.local/st.local after one cvta.to.local (stock GCC: generic).  The
   mapped arrays stay global.  */
/* { dg-do compile } */
/* { dg-offload-options "-fdump-tree-ompdevlow -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump ompdevlow {= \.GOMP_SIMT_ENTER_ALLOC \([0-9]+, [0-9]+\);} } } */
/* { dg-final { scan-offload-dump memspace-opt2 {rewrite store local: } } } */
/* { dg-final { scan-offload-dump memspace-opt2 {rewrite load local: } } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {%simtstack_ar} } } */
/* { dg-final { scan-ptx-times "f._omp_fn.1" {cvta\.to\.local\.u64\s} 1 } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {st\.local\.u32\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {ld\.local\.u32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {st\.global\.u32\s} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.1" {(ld|st)\.u32\s} } } */

#define N 1024

void
f (const int *restrict idx, int *restrict out)
{
  int t[4];
#pragma omp target teams distribute parallel for simd private(t) map(to: idx[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 4; k++)
	t[(idx[i] + k) & 3] = i + k;
      out[i] = t[idx[i] & 3] * 3 + t[(idx[i] + 1) & 3];
    }
}

int
main (void)
{
  static int idx[N], out[N];
  for (int i = 0; i < N; i++)
    idx[i] = i * 7;
  f (idx, out);
  return 0;
}
