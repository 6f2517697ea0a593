/* Issue 24, bug 2 (verbatim): lower-struct-args misses &s.a passed to a
   callee; the plugin build returns 12 instead of 62 (a wrong value, no
   space error).  */
/* gpu-kit-options: -O2 -fopenmp */
#include <stdio.h>
struct S { int a; int b; };
#pragma omp declare target
__attribute__((noinline)) void bump (int *p) { *p += 5; }
__attribute__((noinline)) int g (struct S s) { bump (&s.a); return s.a * 10 + s.b; }
#pragma omp end declare target
int main (void)
{
  int r = 0;
  #pragma omp target map(from: r)
  { struct S s = { 1, 2 }; r = g (s); }
  printf ("%d\n", r);
  return r != 62;      /* plugin: 12 */
}
