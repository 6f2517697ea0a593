/* A class whose member functions are called inside a target region.  The
   Saxpy object is built in the parallel function from the mapped pointers
   (launch record: global); its inline member functions are inlined and the
   object scalarised, so `this->x[i]' and `this->y[i]' are accesses through
   the global record pointers: all global.  Stock GCC: generic.  The
   weighted sum is checked.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "_Z3runifPKfPf._omp_fn.1" "generic == 0" "ld.global >= 2" "st.global >= 1" } } */
/* { dg-final { scan-ptx "_Z3runifPKfPf._omp_fn.1" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "_Z3runifPKfPf._omp_fn.1" {st\.global\.f32\s} } } */
/* { dg-final { scan-ptx-not "_Z3runifPKfPf._omp_fn.1" {\m(ld|st)\.f32\s} } } */
#include <cstdio>

class Saxpy
{
  float a;
  const float *x;
  float *y;

public:
  Saxpy (float a_, const float *x_, float *y_) : a (a_), x (x_), y (y_) {}
  float value (int i) const { return a * x[i] + y[i]; }
  void apply (int i) { y[i] = value (i); }
};

void
run (int n, float a, const float *x, float *y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    {
      Saxpy s (a, x, y);
      s.apply (i);
    }
}

#define N 3000

int
main ()
{
  static float x[N], y[N];
  for (int i = 0; i < N; i++)
    {
      x[i] = (float) (i % 19);
      y[i] = (float) (i % 4);
    }
  run (N, 1.5f, x, y);
  double s = 0, r = 0;
  for (int i = 0; i < N; i++)
    {
      s += (double) y[i] * (i % 9 + 1);
      r += (double) (1.5f * (i % 19) + (i % 4)) * (i % 9 + 1);
    }
  printf ("%.1f %.1f\n", s, r);
  return s != r;
}
