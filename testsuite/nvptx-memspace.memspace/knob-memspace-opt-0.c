/* memspace-opt=0 switches the rewrite off: the saxpy body and the entry
   function keep every access generic (stock GCC's code), no
   cvta.to.global is emitted, and the plugin's passes write no rewrite.
   seed-parallel-record.c is the same kernel with the default.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-memspace-opt=0" } */
/* { dg-final { ptx-stats "saxpy._omp_fn.1" "global == 0" "generic >= 5" "cvta_to == 0" } } */
/* { dg-final { ptx-stats "saxpy._omp_fn.0.impl" "global == 0" "local == 0" "cvta_to == 0" } } */

void
saxpy (int n, float a, const float *restrict x, float *restrict y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int
main (void)
{
  float x[4] = { 1, 2, 3, 4 }, y[4] = { 1, 1, 1, 1 };
  saxpy (4, 2.0f, x, y);
  return y[3] != 9.0f;
}
