/* A noinline declare-target function template called from two target
   regions, implicitly instantiated for float and for double.  Implicit
   instantiations are COMDAT: the offload LTO unit makes them local, so
   every caller is known and ipmsp specialises each instantiation in place
   (no clone): both calls pass mapped pointers (global), so parameters 2
   and 3 are global and all of axpy_row's loads and stores are global.
   Stock GCC leaves them generic.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump-times ipmsp {^axpy_row/[0-9]+: callers known, frame global, return bottom\n  param 0: [a-z-]+\n  param 1: [a-z-]+\n  param 2: global\n  param 3: global$} 2 } } */
/* { dg-final { scan-offload-dump-not ipmsp {is cloned} } } */
/* { dg-final { scan-ptx-not "*" {memspace\$} } } */
/* { dg-final { scan-ptx "*" {^\.func _Z8axpy_rowIfEviT_PKS0_PS0_ \(} } } */
/* { dg-final { scan-ptx "*" {^\.func _Z8axpy_rowIdEviT_PKS0_PS0_ \(} } } */
/* { dg-final { ptx-stats "_Z8axpy_rowIfEviT_PKS0_PS0_" "generic == 0" "ld.global == 2" "st.global == 1" } } */
/* { dg-final { ptx-stats "_Z8axpy_rowIdEviT_PKS0_PS0_" "generic == 0" "ld.global == 2" "st.global == 1" } } */
/* { dg-final { scan-ptx "_Z8axpy_rowIfEviT_PKS0_PS0_" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "_Z8axpy_rowIdEviT_PKS0_PS0_" {st\.global\.f64\s} } } */
/* { dg-final { scan-ptx "_Z1fifPfS_PdS0_._omp_fn.0.impl" {call[^;]*_Z8axpy_rowIfEviT_PKS0_PS0_, } } } */
/* { dg-final { scan-ptx "_Z1fifPfS_PdS0_._omp_fn.1.impl" {call[^;]*_Z8axpy_rowIdEviT_PKS0_PS0_, } } } */

#pragma omp declare target
template <class T>
__attribute__((noinline)) void
axpy_row (int n, T a, const T *x, T *y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
#pragma omp end declare target

void
f (int n, float a, float *x, float *y, double *u, double *v)
{
#pragma omp target map(to: x[0:n]) map(tofrom: y[0:n])
  axpy_row (n, a, x, y);
#pragma omp target map(to: u[0:n]) map(tofrom: v[0:n])
  axpy_row (n - 1, (double) a, u, v);
}

int
main ()
{
  return 0;
}
