/* Issue 27 (bench omp-reduction: an add and a cvta.to.global before each
   atom.global.add on a record field, where stock adds the field's offset
   in the address, atom.add [%r+8]): the address of a part of what a
   converted pointer points to, &MEM[P + K].field, is P's shadow plus the
   constant offset (memspace-shadow, SHADOW_POINTER_PLUS), not a
   conversion of its own.  k1: the reduction's record field; k2: a field
   of an element at a constant index through a mapped pointer, updated by
   atomics; k3: a nested field, address compared with another pointer;
   k4: a variable index (stays a root conversion); k5: a union member;
   k6: a negative offset (a pointer to the middle of an array).  Every
   result checked, on ptxsim too.  */
/* { dg-do run } */
/* { dg-options "-fopenmp" } */
/* { dg-offload-options "-fchecking=2" } */
/* { dg-final { scan-ptx "main._omp_fn.1" {atom\.global\.add\.u64\t_, \[%r[0-9]+\+8\]} { gcc { 12 } "GCC 11 outlines the regions in another order" } } } */
/* { dg-final { scan-ptx-times "main._omp_fn.1" {cvta\.to\.global} 2 { gcc { 12 } "GCC 11 outlines the regions in another order" } } } */
/* { dg-final { scan-ptx-times "main._omp_fn.3" {atom\.global\.add\.u32} 5 { gcc { 12 } "GCC 11 outlines the regions in another order" } } } */
/* { dg-final { scan-ptx-times "main._omp_fn.3" {cvta\.to\.global} 5 { gcc { 12 } "GCC 11 outlines the regions in another order" } } } */

#include <stdlib.h>

struct inner { int a, b; };
struct cell { long pad; int x; struct inner in; };
union both { int i; float f; };

int
main (void)
{
  int n = 1000;
  long c = 0;
  double v[1000];
  for (int i = 0; i < n; i++)
    v[i] = i * 0.01;

  /* k1: count (a reduction's atomic on the record).  */
#pragma omp target teams distribute parallel for map(to: v) map(tofrom: c) reduction(+: c)
  for (int i = 0; i < n; i++)
    c += v[i] > 2.0;
  if (c != 799)
    abort ();

  struct cell *cells = calloc (8, sizeof *cells);
  union both *u = calloc (4, sizeof *u);
  int *mid = calloc (16, sizeof *mid) ;
  int same = 0;
  /* k2..k6 */
#pragma omp target teams distribute parallel for map(tofrom: cells[0:8], u[0:4], mid[0:16], same)
  for (int i = 0; i < n; i++)
    {
#pragma omp atomic
      cells[3].x += 1;
#pragma omp atomic
      cells[5].in.b += 2;
      int *pa = &cells[5].in.a, *pb = &cells[5].in.b;
      if (pa + 1 == pb && i == 0)
	same = 1;
#pragma omp atomic
      cells[i & 7].in.a += 1;
#pragma omp atomic
      u[2].i += 1;
      int *m = mid + 8;
#pragma omp atomic
      m[-3] += 1;
    }
  if (cells[3].x != n || cells[5].in.b != 2 * n || same != 1 || u[2].i != n
      || mid[5] != n)
    abort ();
  for (int k = 0; k < 8; k++)
    if (cells[k].in.a != n / 8)
      abort ();
  return 0;
}
