/* OpenMP reductions whose variable the data record holds by value: in the
   parallel function of `target teams distribute parallel for
   reduction(+:dot)' and of a `parallel for reduction' inside a target
   region, GCC adds each thread's share into the record's field with
   inline atomics (__atomic_load_8 and .ATOMIC_COMPARE_EXCHANGE for a
   double, __atomic_fetch_add_8 for a long).  The record's other fields
   -- the mapped arrays' pointers -- still hold what the launching
   function stored, so they keep their record facts and the loops read
   with ld.global (doc/gcc-nvptx-facts.md section 16).  loaded-pointers=0:
   the pointers must come from the record facts, not from seed S9.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-loaded-pointers=0 -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {record field at 16 \(8 bytes\): updated by atomics only} } } */
/* { dg-final { scan-offload-dump ipmsp {record field at 8 \(8 bytes\): updated by atomics only} } } */
/* { dg-final { scan-offload-dump-not ipmsp {written or escaping} } } */
/* { dg-final { ptx-stats "dot._omp_fn.1" "generic == 0" "global >= 4" } } */
/* { dg-final { ptx-stats "sums._omp_fn.1" "generic == 0" "global >= 3" } } */
/* { dg-final { ptx-stats "sums._omp_fn.2" "generic == 0" "global >= 2" } } */
#include <stdio.h>

#define N 1000

__attribute__((noinline)) static double
dot (const double *x, const double *y)
{
  double d = 0.0;
#pragma omp target teams distribute parallel for reduction(+:d) map(to: x[0:N], y[0:N])
  for (int i = 0; i < N; i++)
    d += x[i] * y[i];
  return d;
}

__attribute__((noinline)) static void
sums (const double *x, double *sum, long *count)
{
#pragma omp target map(to: x[0:N]) map(from: sum[0:1], count[0:1])
  {
    double s = 0.0;
    long c = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++)
      if (x[i] > 2.0)
	s += x[i];
#pragma omp parallel for reduction(+:c)
    for (int i = 0; i < N; i++)
      c += x[i] > 2.0;
    *sum = s;
    *count = c;
  }
}

int
main (void)
{
  static double x[N], y[N];
  for (int i = 0; i < N; i++)
    {
      x[i] = i % 7;
      y[i] = (i % 5) * 0.5;
    }
  double s;
  long c;
  sums (x, &s, &c);
  printf ("%.1f %.1f %ld\n", dot (x, y), s, c);
  return 0;
}
