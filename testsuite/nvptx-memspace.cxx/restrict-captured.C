/* __restrict__ on pointers captured by a target region, in a function
   template.  omp-low strips restrict from the record fields, but x, w and
   y are captured variables declared restrict: process-restrict makes them
   roots.  x and w are only read, global (mapped) and come straight from
   the host record, so their loads are ld.global.nc; y is written, so its
   accesses are plain ld.global / st.global and never .nc.  The same
   template without restrict (scale_add_plain) gets no .nc load: without
   restrict another pointer could write the data.  */
/* { dg-do compile } */
/* { dg-final { scan-ptx-times "_Z9scale_addIfEviT_PKS0_S2_PS0_._omp_fn.1" {ld\.global\.nc\.f32\s} 2 } } */
/* { dg-final { scan-ptx "_Z9scale_addIfEviT_PKS0_S2_PS0_._omp_fn.1" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "_Z9scale_addIfEviT_PKS0_S2_PS0_._omp_fn.1" {st\.global\.f32\s} } } */
/* { dg-final { ptx-stats "_Z9scale_addIfEviT_PKS0_S2_PS0_._omp_fn.1" "generic == 0" "nc == 2" } } */
/* { dg-final { scan-ptx-times "_Z9scale_addIdEviT_PKS0_S2_PS0_._omp_fn.1" {ld\.global\.nc\.f64\s} 2 } } */
/* { dg-final { scan-ptx-not "_Z15scale_add_plainIfEviT_PKS0_S2_PS0_._omp_fn.1" {\.nc\.} } } */
/* { dg-final { scan-ptx "_Z15scale_add_plainIfEviT_PKS0_S2_PS0_._omp_fn.1" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx-not "*" {st\.global\.nc} } } */

template <class T>
void
scale_add (int n, T a, const T *__restrict__ x, const T *__restrict__ w,
	   T *__restrict__ y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n], w[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] * w[i] + y[i];
}

template <class T>
void
scale_add_plain (int n, T a, const T *x, const T *w, T *y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n], w[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] * w[i] + y[i];
}

void
f (int n, float *x, float *w, float *y, double *u, double *v, double *z)
{
  scale_add (n, 2.0f, x, w, y);
  scale_add (n, 3.0, u, v, z);
  scale_add_plain (n, 2.0f, x, w, y);
}

int
main ()
{
  return 0;
}
