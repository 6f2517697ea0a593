/* Cloning a template instantiation.  axpy_row<float> and axpy_row<double>
   are explicitly instantiated: explicit instantiation definitions stay
   externally visible (weak) in the offload program, so another object
   could call them with any pointer, their parameters are unknown and the
   originals must stay generic.  Each instantiation is called from a
   target region with mapped (global) x and y: one argument-space vector
   (-, -, global, global) per instantiation, so ipmsp makes exactly one
   local clone of each, NAME$memspace$0, redirects the call to it and
   specialises the clone: all its loads and stores are global.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump-times ipmsp {is cloned : _Z8axpy_rowI[fd]EviT_PKS0_PS0_\$memspace\$0 \(-, -, global, global\)} 2 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^axpy_row/[0-9]+: callers unknown, frame generic, return bottom\n  param 0: generic\n  param 1: generic\n  param 2: generic\n  param 3: generic$} 2 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^_Z8axpy_rowI[fd]EviT_PKS0_PS0_\$memspace\$0/[0-9]+: callers known, frame global, return bottom\n  param 0: [a-z-]+\n  param 1: [a-z-]+\n  param 2: global\n  param 3: global$} 2 } } */
/* { dg-final { scan-ptx-not "*" {memspace\$1} } } */
/* { dg-final { scan-ptx "*" {^\.func _Z8axpy_rowIfEviT_PKS0_PS0_\$memspace\$0 \(} } } */
/* { dg-final { scan-ptx "*" {^\.func _Z8axpy_rowIdEviT_PKS0_PS0_\$memspace\$0 \(} } } */
/* { dg-final { scan-ptx "*" {^\.weak \.func _Z8axpy_rowIfEviT_PKS0_PS0_ \(} } } */
/* { dg-final { ptx-stats "_Z8axpy_rowIfEviT_PKS0_PS0_.memspace.0" "generic == 0" "ld.global == 2" "st.global == 1" } } */
/* { dg-final { ptx-stats "_Z8axpy_rowIdEviT_PKS0_PS0_.memspace.0" "generic == 0" "ld.global == 2" "st.global == 1" } } */
/* { dg-final { ptx-stats "_Z8axpy_rowIfEviT_PKS0_PS0_" "global == 0" "generic == 3" } } */
/* { dg-final { ptx-stats "_Z8axpy_rowIdEviT_PKS0_PS0_" "global == 0" "generic == 3" } } */
/* { dg-final { scan-ptx "_Z1fifPfS_PdS0_._omp_fn.0.impl" {call[^;]*_Z8axpy_rowIfEviT_PKS0_PS0_\$memspace\$0, } } } */
/* { dg-final { scan-ptx "_Z1fifPfS_PdS0_._omp_fn.1.impl" {call[^;]*_Z8axpy_rowIdEviT_PKS0_PS0_\$memspace\$0, } } } */
/* { dg-final { scan-ptx-not "_Z1fifPfS_PdS0_._omp_fn.0.impl" {call[^;]*_Z8axpy_rowIfEviT_PKS0_PS0_, } } } */
/* { dg-final { scan-ptx-not "_Z1fifPfS_PdS0_._omp_fn.1.impl" {call[^;]*_Z8axpy_rowIdEviT_PKS0_PS0_, } } } */

#pragma omp declare target
template <class T>
__attribute__((noinline)) void
axpy_row (int n, T a, const T *x, T *y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
template void axpy_row<float> (int, float, const float *, float *);
template void axpy_row<double> (int, double, const double *, double *);
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
