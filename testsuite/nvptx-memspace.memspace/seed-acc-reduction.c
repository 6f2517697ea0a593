/* Seed S5: OpenACC worker reductions go through __worker_red, a .shared
   buffer whose address GIMPLE gets from __builtin_nvptx_worker_addr.  The
   results of those calls must be shared in the lattice and the accesses
   through them st.shared/ld.shared through the buffer's own .shared
   address, moved in with "mov.u64 %r, __worker_red" (stock GCC: generic
   accesses through the cvta.shared address; converting that back with
   cvta.to.shared would be a wasted round trip).  The three calls
   GCC makes here are the only shared pointers, and no pointer of the
   function is left unknown.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {rewrite store shared: } } } */
/* { dg-final { scan-offload-dump memspace-opt1 {rewrite load shared: } } } */
/* { dg-final { scan-offload-dump-times memspace-opt1 {= __builtin_nvptx_worker_addr \(} 3 } } */
/* { dg-final { scan-offload-dump-times memspace-opt1 {^  _[0-9]+: shared$} 3 } } */
/* { dg-final { scan-offload-dump-not memspace-opt1 {^  [^ ]+: generic$} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {mov\.u64\s+%r[0-9]+, __worker_red;} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0" {cvta\.to\.shared\.u64\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.shared\.f32\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.shared\.f32\s+%r[0-9]+, \[%r[0-9]+\]} } } */
/* { dg-final { ptx-stats "f._omp_fn.0" "ld.global >= 2" } } */

#define N 1024

float
f (const float *restrict a)
{
  float s = 0;
#pragma acc parallel loop gang worker reduction(+:s) copyin(a[0:N]) num_workers(8)
  for (int i = 0; i < N; i++)
    s += a[i] * (i & 7);
  return s;
}

int
main (void)
{
  static float a[N];
  for (int i = 0; i < N; i++)
    a[i] = 1;
  return f (a) != 3.5f * N;
}
