/* Negative: next to a reduction the record holds by value (updated with
   inline atomics only), a lastprivate variable the record also holds by
   value, which the thread running the last iteration copies out with a
   plain store into the record.  A plain store is not an atomic on one
   field: the record is written, none of its fields is trusted, and the
   loop's loads through the array pointer loaded from it stay generic.
   The reduction alone (plus) keeps its record facts.  loaded-pointers=0:
   no seed S9.  (A user-defined reduction, merged inside
   GOMP_atomic_start/end with a plain store, would be the other case, but
   GCC 12's device libgomp does not link with it: __atomic_compare_exchange_16.)  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-loaded-pointers=0 -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {last._omp_fn.1/[0-9]+: callers known, frame global, return bottom\n  param 0: global\n  record: written or escaping in the function\n} } } */
/* { dg-final { ptx-stats "last._omp_fn.1" "generic == 1" } } */
/* { dg-final { ptx-stats "plus._omp_fn.1" "generic == 0" } } */
#include <stdio.h>

#define N 1000

__attribute__((noinline)) static double
last (const double *x, double *wlast)
{
  double s = 0.0, v = 0.0;
#pragma omp target map(to: x[0:N]) map(tofrom: s, v)
  {
    double w = 0.0, t = 0.0;
#pragma omp parallel for reduction(+:t) lastprivate(w)
    for (int i = 0; i < N; i++)
      {
	w = x[i] * 2.0;
	t += w;
      }
    s = t;
    v = w;
  }
  *wlast = v;
  return s;
}

__attribute__((noinline)) static double
plus (const double *x)
{
  double t = 0.0;
#pragma omp target map(to: x[0:N]) map(tofrom: t)
  {
#pragma omp parallel for reduction(+:t)
    for (int i = 0; i < N; i++)
      t += x[i];
  }
  return t;
}

int
main (void)
{
  static double x[N];
  double w;
  for (int i = 0; i < N; i++)
    x[i] = i % 7;
  double s = last (x, &w);
  printf ("%.1f %.1f %.1f\n", s, w, plus (x));
  return 0;
}
