/* Issue 24, bug 4 (verbatim, -O1): a .const address carried through the
   double member of a union, then loaded as global by the plugin.  */
/* gpu-kit-options: -O1 -fopenmp */
#include <stdio.h>
#pragma omp declare target
static const int ctab[8] = { 11, 22, 33, 44, 55, 66, 77, 88 };
#pragma omp end declare target
union U { double d; const int *p; unsigned int w[2]; };
int main (void)
{
  union U slots[2];
  int gdata[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, out[4] = { 0, 0, 0, 0 };
  #pragma omp target map(from: slots)
  { slots[0].p = &ctab[2]; slots[1].p = 0; }
  #pragma omp target map(to: slots, gdata) map(tofrom: out)
  for (int k = 0; k < 2; k++)
    {
      union U lu;
      if (k == 0) lu.d = slots[0].d;   /* the bits of a .const address */
      else lu.p = gdata;
      out[3] += lu.w[1] != 0;          /* keeps SRA off */
      const int *q = lu.p;
      out[k] = q[1];
    }
  if (out[0] == 44 && out[1] == 2) { printf ("OK\n"); return 0; }
  printf ("FAIL %d %d\n", out[0], out[1]); return 1;
}
