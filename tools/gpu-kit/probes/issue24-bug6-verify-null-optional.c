/* Issue 24, bug 6: an optional pointer argument, NULL in one call and only
   dereferenced after a null check.  The plain plugin build is right;
   verify=1 traps on the NULL ("pointer 0x0 is not in global memory").
   On a GPU: does the verify build trap the same way?  */
/* gpu-kit-options: -O2 -fopenmp */
#include <stdio.h>
#pragma omp declare target
__attribute__((noinline)) int opt_sum (const int *a, const int *b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  if (b) for (int i = 0; i < n; i++) s += 10 * b[i];
  return s;
}
#pragma omp end declare target
int main (void)
{
  int a[4] = { 1, 2, 3, 4 }, b[4] = { 5, 6, 7, 8 }, r[2] = { 0, 0 };
  #pragma omp target map(to: a, b) map(from: r)
  { r[0] = opt_sum (a, 0, 4); r[1] = opt_sum (a, b, 4); }
  printf ("%d %d\n", r[0], r[1]);
  return !(r[0] == 10 && r[1] == 270);
}
