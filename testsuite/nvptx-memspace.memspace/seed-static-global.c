/* Seed S1: a non-const variable with static storage lives in .global
   (nvptx_encode_section_info).  Read with a variable index inside a target
   region, the access must be ld.global and the array's address must be
   taken in its own window with a plain mov of the symbol -- stock GCC
   takes the generic address with cvta.global and loads with a generic
   ld.  */
/* { dg-do compile } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {mov\.u64\s+%r[0-9]+, garr;} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0.impl" {cvta\.global\.u64\s+%r[0-9]+, garr} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.global\.u32\s+%r[0-9]+, \[%r[0-9]+\]} } } */
/* { dg-final { scan-ptx-not "main._omp_fn.0.impl" {ld\.u32\s} } } */
#include <stdio.h>

#pragma omp declare target
static int garr[64];
#pragma omp end declare target

int main (void)
{
  int r = 0;
  for (int i = 0; i < 64; i++)
    garr[i] = i;
#pragma omp target update to(garr)
#pragma omp target map(tofrom: r)
  {
    int s = 0;
    for (int i = 0; i < 64; i++)
      s += garr[(i * 7) & 63] * (i + 1);
    r = s;
  }
  printf ("%d\n", r);
  return 0;
}
