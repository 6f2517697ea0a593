/* Regression (issue 16, "no repeated record loads"; found in GCC's
   libgomp test nvptx-sese-1.c): the region loads the record field that
   points to `r' three times in GIMPLE (stores through it and a call in
   between); stock GCC's RTL merges the generic loads into one.  As
   .global.nc loads (space 9) they were not merged across the .global
   stores (space 1: RTL takes distinct spaces for conflicting), so two
   stayed (5 -> 6 memory instructions).  A field loaded more than once is
   now loaded in the stores' space, and merged as stock does.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" "user <= 5" } } */

#pragma acc routine seq
int __attribute__ ((noinline)) pick (int x)
{
  return x & 2;
}

int
main (void)
{
  int r = 0;
#pragma acc parallel copy(r) vector_length(32)
  {
#pragma acc loop vector reduction (+:r)
    for (int i = 0; i < 40; i++)
      r += i;
    if (pick (r))
      r *= 2;
    if (r & 1)
#pragma acc loop vector reduction (+:r)
      for (int i = 0; i < 40; i++)
	r += i;
  }
  return r != 780;
}
