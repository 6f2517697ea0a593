/* Issue 24, bug 3 (verbatim): a const declare-target array mapped from
   the host; libgomp hands the kernel its device address, which ptxsim
   puts in the const window (the plugin converts it with cvta.to.global).
   Exit status 0 = right values.  See const-window.c for what the address
   is on the GPU.  */
/* gpu-kit-options: -O2 -fopenmp */
#include <stdio.h>
#pragma omp declare target
const int ctab[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
#pragma omp end declare target
__attribute__((noinline)) int dot (const int *p, int n)
{
  int s = 0;
  #pragma omp target map(to: p[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++) s += p[i] * (i + 1);
  return s;
}
int main (void)
{
  int h[8] = { 1, 1, 1, 1, 1, 1, 1, 1 };
  int a = dot (h, 8), b = dot (ctab, 8);
  return !(a == 36 && b == 204);
}
