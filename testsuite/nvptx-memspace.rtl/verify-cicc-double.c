/* cicc-compat=1 and verify=1, -O1: the pointer read from a union after a
   PHI of its double member is a (subreg:DI (reg:DF)) in RTL, the input
   of both the conversion and verify's isspacep check; both printed the
   .f64 register and ptxas rejected the module ("Arguments mismatch for
   instruction 'cvta.to'", "... 'isspacep'").  */
/* { dg-do compile } */
/* { dg-options "-O1" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-cicc-compat=1 -fplugin-arg-nvptx_memspace-warnings=0 -fplugin-arg-nvptx_memspace-verify=1" } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {isspacep\.global} } } */
#include <stdio.h>

union UD { double d; int *p; };

int
main (void)
{
  int sel = 1, gdata[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, out = 0;
#pragma omp target map(to: gdata, sel) map(tofrom: out)
  {
    union UD a, b, lu;
    a.p = gdata;
    b.p = gdata + 4;
    if (sel)
      lu.d = a.d;
    else
      lu.d = b.d;
    out = lu.p[1];
  }
  printf ("%d\n", out);
  return out != 2;
}
