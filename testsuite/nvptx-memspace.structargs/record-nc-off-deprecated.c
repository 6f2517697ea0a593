/* record-nc-off.c with the knob's former name, opt-byval (issue 28): the
   same PTX, and a warning that names lower-struct-args.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-opt-byval=0" } */
/* { dg-warning "nvptx_memspace: knob .opt-byval. is deprecated and will be removed; use .lower-struct-args." "" { target *-*-* } 0 } */
/* { dg-final { scan-ptx-not "scale._omp_fn.0.impl" {ld\.global\.nc} } } */
/* { dg-final { scan-ptx "scale._omp_fn.0.impl" {ld\.global\.u64\s} } } */

void
scale (int n, float a, float *y)
{
#pragma omp target map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] *= a;
}

int
main (void)
{
  return 0;
}
