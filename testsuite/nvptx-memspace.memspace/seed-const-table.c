/* Seed S1: a `static const' table is TREE_READONLY and lives in .const.
   Indexed with a variable, the loads must be ld.const on the table's
   own address (a mov of the symbol); stock GCC makes a generic address
   with cvta.const and loads with a generic ld.  */
/* { dg-do compile } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.const\.u32\s+%r[0-9]+, \[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0.impl" {cvta\.const} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0.impl" {ld\.u32\s} } } */
#include <stdio.h>

#pragma omp declare target
static const unsigned tab[16] = {
  3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3
};
#pragma omp end declare target

int main (void)
{
  unsigned r = 0, seed = 12345;
#pragma omp target map(tofrom: r) firstprivate(seed)
  {
    unsigned s = 0, x = seed;
    for (int i = 0; i < 100; i++)
      {
	x = x * 1103515245u + 12345u;
	s += tab[(x >> 16) & 15] * (i + 1);
      }
    r = s;
  }
  printf ("%u\n", r);
  return 0;
}
