/* Regression (libgomp.c-c++-common/for-5.c under make check-libgomp): a
   reference rewritten to a space-qualified base kept a generic alias
   pointer type in its MEM_REF offset; SLSR rebuilt the address of the
   SIMT lastprivate array `MEM[(long long[16] *)as_ptr][i]' as a generic
   POINTER_PLUS_EXPR of the space-qualified pointer and FRE died with an
   ICE in eliminate_stmt.  The alias type now points into the reference's
   space, as for a dereference of a named-address-space pointer.  The
   trigger is f8's nest with an empty middle loop, as in for-2.h; g's
   non-empty nest checks the values.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "f8._omp_fn.1" {ld\.global\.f64\s} } } */
/* { dg-final { scan-ptx "f8._omp_fn.1" {st\.global\.u64\s} } } */
/* { dg-final { scan-ptx-not "f8._omp_fn.1" {ld\.f64\s} } } */
/* { dg-final { scan-ptx "g._omp_fn.1" {st\.global\.f64\s} } } */

extern void abort (void);

#pragma omp declare target
double b[20][20][20];
#pragma omp end declare target

__attribute__((noinline, noclone)) void
f8 (void)
{
  long long v1, v2, v3;
#pragma omp target parallel for simd schedule(guided, 32) collapse(3)
  for (v1 = 0; v1 < 20; v1 += 2)
    for (v2 = 30; v2 < 20; v2++)
      for (v3 = 0; v3 < 10; v3++)
	b[v1][v2][v3] += 1.0;
}

__attribute__((noinline, noclone)) void
g (long long n)
{
  long long v1, v2, v3;
#pragma omp target parallel for simd schedule(guided, 32) collapse(3)
  for (v1 = 0; v1 < 20; v1 += 2)
    for (v2 = 0; v2 < n; v2++)
      for (v3 = 10; v3 > 0; v3--)
	b[v1][v2][v3 - 1] += 5.5;
}

int
main (void)
{
  f8 ();
  g (3);
#pragma omp target update from(b)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++)
      for (int k = 0; k < 20; k++)
	if (b[i][j][k] != ((i % 2 == 0 && j < 3 && k < 10) ? 5.5 : 0.0))
	  abort ();
  return 0;
}
