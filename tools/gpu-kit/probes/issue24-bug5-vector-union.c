/* Issue 24, bug 5 (-O1): a pointer whose value reaches RTL in a vector
   register (a union written through an 8-byte vector member) and is then
   dereferenced.  The plugin's conversion took (subreg:DI (reg:V2SI)) as
   its "r" input and printed cvta.to.global.u64 on a .v2.u32 register,
   which ptxas rejects; stock builds it.  Here: does the build (and the
   driver's JIT of its PTX) succeed, and does it compute 30+40?  */
/* gpu-kit-options: -O1 -fopenmp */
#include <stdio.h>
typedef unsigned v2u __attribute__ ((vector_size (8)));
union U { v2u v; int *p; unsigned w[2]; };
#pragma omp declare target
__attribute__ ((noinline)) v2u bits_of (int *p)
{
  union U u;
  u.p = p;
  return u.v;
}
#pragma omp end declare target
int main (void)
{
  int data[4] = { 10, 20, 30, 40 }, out[2] = { 0, 0 };
  #pragma omp target map(to: data) map(from: out)
  {
    union U u;
    u.v = bits_of (&data[2]);    /* written through the vector member */
    int *q = u.p;                /* ... read back as a pointer */
    out[0] = q[0];
    out[1] = q[1];
  }
  printf ("%d %d\n", out[0], out[1]);
  return !(out[0] == 30 && out[1] == 40);
}
