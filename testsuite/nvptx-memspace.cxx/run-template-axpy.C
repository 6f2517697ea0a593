/* A function template containing a `target teams distribute parallel
   for', instantiated for float and for double.  Each instantiation has its
   own outlined functions (mangled _Z4axpyIfE... / _Z4axpyIdE...); in the
   parallel function x and y are pointers of the launch record, filled by
   the entry point from its argument record (mapped copies: S6), so every
   load and store of the loop is global -- stock GCC prints them all
   generic.  The weighted sums of both results are checked on the host.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "_Z4axpyIfEviT_PKS0_PS0_._omp_fn.1" "generic == 0" "ld.global >= 2" "st.global >= 1" } } */
/* { dg-final { ptx-stats "_Z4axpyIdEviT_PKS0_PS0_._omp_fn.1" "generic == 0" "ld.global >= 2" "st.global >= 1" } } */
/* { dg-final { scan-ptx "_Z4axpyIfEviT_PKS0_PS0_._omp_fn.1" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "_Z4axpyIfEviT_PKS0_PS0_._omp_fn.1" {st\.global\.f32\s} } } */
/* { dg-final { scan-ptx "_Z4axpyIdEviT_PKS0_PS0_._omp_fn.1" {ld\.global\.f64\s} } } */
/* { dg-final { scan-ptx "_Z4axpyIdEviT_PKS0_PS0_._omp_fn.1" {st\.global\.f64\s} } } */
/* { dg-final { scan-ptx-not "*" {\m(ld|st)\.f(32|64)\s} } } */
#include <cstdio>

template <class T>
void
axpy (int n, T a, const T *x, T *y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

#define N 4096

int
main ()
{
  static float xf[N], yf[N];
  static double xd[N], yd[N];
  for (int i = 0; i < N; i++)
    {
      xf[i] = (float) (i % 17);
      yf[i] = (float) (i % 5);
      xd[i] = (double) (i % 23);
      yd[i] = (double) (i % 3);
    }
  axpy (N, 2.0f, xf, yf);
  axpy (N - 7, 3.0, xd, yd);
  double sf = 0, rf = 0, sd = 0, rd = 0;
  for (int i = 0; i < N; i++)
    {
      sf += (double) yf[i] * (i % 11 + 1);
      rf += (double) (2.0f * (i % 17) + (i % 5)) * (i % 11 + 1);
      sd += yd[i] * (i % 13 + 1);
      rd += (i < N - 7 ? 3.0 * (i % 23) + (i % 3) : (double) (i % 3)) * (i % 13 + 1);
    }
  printf ("%.1f %.1f %.1f %.1f\n", sf, rf, sd, rd);
  return sf != rf || sd != rd;
}
