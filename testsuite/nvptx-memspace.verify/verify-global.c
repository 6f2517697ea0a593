/* verify=1 puts an isspacep.global check after every conversion to the
   global space (the record, and each pointer loaded from it) and, on
   failure, prints which function and source line made the claim and
   traps.  Without the knob (verify-off.c) there is no check.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^verify: [1-9][0-9]* run-time checks$} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {isspacep\.global\s+%mp, %r[0-9]+;} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {trap;} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {call \(%value_in\), printf,} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {printf \(&"nvptx-memspace verify: f._omp_fn.1 \(.*verify-global.c:[0-9]+\): pointer %p is not in global memory} } } */
/* { dg-final { scan-ptx-times "f._omp_fn.1" {isspacep\.global\s} 3 } } */
/* Each check also asks whether the pointer is null or in another
   space's window (memspace-verify.cc): four isspacep per check.  */
/* { dg-final { scan-ptx-times "f._omp_fn.1" {isspacep\.} 12 } } */

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
