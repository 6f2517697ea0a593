/* Lambdas inside a target region capturing pointers by value.  The closure
   objects are built in the parallel function from x, z, w and y, which it
   loads from its launch record (mapped copies: global); after inlining and
   SRA the captured copies are those same SSA values, so every access the
   lambdas make is global: the plain lambda reading x and z, and the
   generic lambda (auto parameter) reading the weight table w.  Stock GCC
   prints them all generic.  The weighted sum is checked.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "_Z5blendiPKfS0_S0_Pf._omp_fn.1" "generic == 0" "ld.global >= 5" "st.global >= 1" } } */
/* { dg-final { scan-ptx "_Z5blendiPKfS0_S0_Pf._omp_fn.1" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "_Z5blendiPKfS0_S0_Pf._omp_fn.1" {st\.global\.f32\s} } } */
/* { dg-final { scan-ptx-not "_Z5blendiPKfS0_S0_Pf._omp_fn.1" {\m(ld|st)\.f32\s} } } */
#include <cstdio>

#define N 2048
#define W 16

void
blend (int n, const float *x, const float *z, const float *w, float *y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n], z[0:n], w[0:W]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    {
      auto g = [=] (int j) { return x[j] * 2.0f + z[j]; };
      auto weight = [w] (auto j) { return w[j % W]; };
      y[i] += g (i) * weight (i) + g ((i * 7) % n);
    }
}

int
main ()
{
  static float x[N], z[N], w[W], y[N];
  for (int i = 0; i < N; i++)
    {
      x[i] = (float) (i % 13);
      z[i] = (float) (i % 6);
      y[i] = (float) (i % 3);
    }
  for (int k = 0; k < W; k++)
    w[k] = (float) (k % 4 + 1);
  blend (N, x, z, w, y);
  double s = 0, r = 0;
  for (int i = 0; i < N; i++)
    {
      int j = (i * 7) % N;
      float ref = (float) (i % 3)
		  + (x[i] * 2.0f + z[i]) * w[i % W] + (x[j] * 2.0f + z[j]);
      s += (double) y[i] * (i % 5 + 1);
      r += (double) ref * (i % 5 + 1);
    }
  printf ("%.1f %.1f\n", s, r);
  return s != r;
}
