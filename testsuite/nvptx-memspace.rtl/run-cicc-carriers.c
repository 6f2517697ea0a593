/* cicc-compat=1 converts pointers of unknown origin to global, whatever
   carried them: here unions read through their pointer member after a
   PHI of their vector or double member, at -O1.  The PHI is a V2SI or
   DF register, and the conversion's "r" input became
   (subreg:DI (reg:V2SI)) / (subreg:DI (reg:DF)), printed as the .v2.u32
   or .f64 register: ptxas rejected the module ("Arguments mismatch for
   instruction 'cvta.to'").  Every pointer is global, so the assumption
   holds and the program must compute what stock GCC computes.  */
/* { dg-do run } */
/* { dg-options "-O1" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-cicc-compat=1 -fplugin-arg-nvptx_memspace-warnings=0" } */
#include <stdio.h>

typedef unsigned v2u __attribute__ ((vector_size (8)));
union UV { v2u v; int *p; };
union UD { double d; int *p; };

int
main (void)
{
  int sel = 1, gdata[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, out[2] = { 0, 0 };
#pragma omp target map(to: gdata, sel) map(tofrom: out)
  {
    union UV a, b, lu;
    a.p = gdata;
    b.p = gdata + 4;
    if (sel)
      lu.v = a.v;
    else
      lu.v = b.v;
    out[0] = lu.p[1];
  }
#pragma omp target map(to: gdata, sel) map(tofrom: out)
  {
    union UD a, b, lu;
    a.p = gdata + 2;
    b.p = gdata + 4;
    if (sel)
      lu.d = a.d;
    else
      lu.d = b.d;
    out[1] = lu.p[1];
  }
  printf ("%d %d\n", out[0], out[1]);
  return !(out[0] == 2 && out[1] == 4);
}
