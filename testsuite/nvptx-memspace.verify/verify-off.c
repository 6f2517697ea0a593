/* The same kernel as verify-global.c without the knob: no run-time check.  */
/* { dg-do compile } */
/* { dg-final { scan-ptx-not "*" {isspacep} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.1" {trap;} } } */
/* { dg-final { ptx-stats "f._omp_fn.1" "generic == 0" } } */

void
f (int n, const float *x, float *y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] += 2.0f * x[i];
}

int
main (void)
{
  return 0;
}
