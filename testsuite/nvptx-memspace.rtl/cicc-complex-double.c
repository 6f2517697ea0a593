/* cicc-compat=1, -O2: pointers carried by a _Complex double (GCC splits
   it into two DF registers: the conversion's input became
   (subreg:DI (reg:DF))) and by a double returned from a function (the
   call's DF result).  Both printed an .f64 register as cvta.to's source
   and ptxas rejected the module ("Arguments mismatch for instruction
   'cvta.to'").  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-cicc-compat=1 -fplugin-arg-nvptx_memspace-warnings=0" } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" } } */
/* { dg-final { ptx-stats "main._omp_fn.1.impl" "generic == 0" } } */
#include <stdio.h>

union UC { _Complex double c; int *p[2]; };
union UD { double d; int *p; };

#pragma omp declare target
__attribute__ ((noinline)) double
pack (int *a)
{
  union UD u;
  u.p = a;
  return u.d;
}
#pragma omp end declare target

int
main (void)
{
  int sel = 1, gdata[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, out[3] = { 0, 0, 0 };
#pragma omp target map(to: gdata, sel) map(tofrom: out)
  {
    union UC a, b, lu;
    a.p[0] = gdata;
    a.p[1] = gdata + 4;
    b.p[0] = gdata + 2;
    b.p[1] = gdata + 6;
    if (sel)
      lu.c = a.c;
    else
      lu.c = b.c;
    out[0] = lu.p[0][1];
    out[1] = lu.p[1][1];
  }
#pragma omp target map(to: gdata) map(tofrom: out)
  {
    union UD r;
    r.d = pack (gdata + 2);
    out[2] = r.p[1];
  }
  printf ("%d %d %d\n", out[0], out[1], out[2]);
  return !(out[0] == 2 && out[1] == 6 && out[2] == 4);
}
