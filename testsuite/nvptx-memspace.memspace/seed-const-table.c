/* Seed S1 for a `static const' declare-target table: a variable with
   static storage is accessed in the space of its data area, on the
   table's own address (a mov of the symbol); stock GCC makes a generic
   address with cvta.const and loads with a generic ld.
   The table is TREE_READONLY, which nvptx puts in .const, but it is in
   the offload table: the host can know its device address (libgomp maps
   a host pointer into it to that address), so .const would break seed
   S6, and the plugin puts it in .global (rtl-hooks/data-areas.cc).  The
   loads are ld.global.nc (a const object is read-only while a kernel runs), still on the symbol's own address, with no cvta.
   S1's .const case itself cannot be reached from C, C++, Fortran or
   OpenACC any more: .const keeps only read-only variables that are not
   in the offload table and whose address is never taken, and every
   variable the offload code refers to is in the offload table (GCC 12
   refuses one that is not: "referenced in offloaded code but hasn't been
   marked to be included in the offloaded code"); a compiler-made table
   such as switch conversion's CSWTCH is made on the host and is in it
   too, and constants of the pool are .global.  */
/* { dg-do compile } */
/* { dg-final { scan-ptx "*" {^\s*\.global \.align 16 \.u32 tab\[16\] = } } } */
/* { dg-final { scan-ptx-not "*" {\.const} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {mov\.u64\s+%r[0-9]+, tab;} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.global\.nc\.u32\s+%r[0-9]+, \[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0.impl" {cvta\.(const|global)\.u64\s+%r[0-9]+, tab;} } } */
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
