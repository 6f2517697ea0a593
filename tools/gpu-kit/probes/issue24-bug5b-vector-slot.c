/* Issue 24, bug 5, second shape (-O1): a pointer stored by one kernel as
   an 8-byte vector, loaded by the next one into the vector member of a
   union and dereferenced through the pointer member.  */
/* gpu-kit-options: -O1 -fopenmp */
#include <stdio.h>
typedef unsigned v2u __attribute__ ((vector_size (8)));
union U { v2u v; int *p; };
int main (void)
{
  int data[4] = { 10, 20, 30, 40 }, out[2] = { 0, 0 };
  v2u slot[1];
  /* data stays mapped across both kernels: one device address.  */
  #pragma omp target data map(to: data)
  {
  #pragma omp target map(from: slot)
  { union U w; w.p = &data[2]; slot[0] = w.v; }
  #pragma omp target map(to: slot) map(from: out)
  {
    union U u;
    for (int k = 0; k < 1; k++)
      {
        u.v = slot[k];
        int *q = u.p;
        out[0] = q[0];
        out[1] = q[1];
      }
  }
  }
  printf ("%d %d\n", out[0], out[1]);
  return !(out[0] == 30 && out[1] == 40);
}
