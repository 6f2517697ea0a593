/* -fopt-info-optimized in the offload options prints the plugin's remark,
   one per function that has memory references, through GCC's dump
   machinery; it must reach the compiler's output.  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fopt-info-optimized" } */
/* { dg-message "memspace: in scale._omp_fn.0, \[0-9\]+ of \[0-9\]+ memory references specialised \\(global \[1-9\]\[0-9\]*, shared 0, local 0, const 0\\)" "" { target *-*-* } 0 } */

void
scale (int n, const float *x, float *y)
{
#pragma omp target map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = 3.0f * x[i];
}

int
main (void)
{
  float x[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, y[8];
  scale (8, x, y);
  return y[7] != 24.0f;
}
