/* Seed S8 for GOMP_parallel records: the data record of a `parallel'
   construct is an automatic of the (global) entry frame, and ipmsp follows
   the stores of x and y into it to the launched body, saxpy._omp_fn.1.
   The ipmsp dump must show the record's pointer fields as global, and the
   body must load x and y from its record with ld.global and run its loop
   with ld.global/st.global only (stock GCC: all generic).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^saxpy\._omp_fn\.1/[0-9]+: callers known, frame global} } } */
/* { dg-final { scan-offload-dump ipmsp {^  param 0: global$} } } */
/* { dg-final { scan-offload-dump ipmsp {^  record field at 0 \(8 bytes\): global$} } } */
/* { dg-final { scan-offload-dump ipmsp {^  record field at 8 \(8 bytes\): global$} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {ld\.global\.u64\s+%r[0-9]+, \[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {ld\.global\.u64\s+%r[0-9]+, \[%r[0-9]+\+8\]} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {ld\.global\.f32\s} } } */
/* { dg-final { scan-ptx "saxpy._omp_fn.1" {st\.global\.f32\s} } } */
/* { dg-final { ptx-stats "saxpy._omp_fn.1" "generic == 0" "st.global >= 1" "ld.global >= 4" } } */

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
