/* One conversion per root: in the parallel body of a saxpy the roots are
   the record pointer, x and y.  Each is converted once with
   cvta.to.global and the loop uses the converted chains: exactly three
   cvta.to.global in the function, none of them inside the loop (the last
   scan: a block that starts at a label, holds a cvta.to and branches back
   to that label).  A conversion per access, or one left inside the loop,
   fails.  (The count is the PTX's: memspace-opt1 converts the record
   pointer, memspace-opt2 the loop's x and y; the entry function's own
   conversions depend on which instance rewrites its frame record.)  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^memspace: [0-9]+ of [0-9]+ memory references specialised \(global [0-9]+, shared 0, local 0, const 0\); [0-9]+ conversions(; [0-9]+ read-only global loads)?$} } } */
/* { dg-final { scan-ptx-times "saxpy._omp_fn.1" {cvta\.to\.global\.u64\s} 3 } } */
/* { dg-final { ptx-stats "saxpy._omp_fn.1" "cvta_to == 3" "cvta_from == 0" "generic == 0" } } */
/* { dg-final { scan-ptx-not "saxpy._omp_fn.1" {^\$L([0-9]+):\n(?:[^$\n][^\n]*\n)*[^$\n][^\n]*cvta\.to\.[^\n]*\n(?:[^$\n][^\n]*\n)*[^\n]*bra\s+\$L\1;} } } */

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
