/* Issue 27 (libgomp's target-35, +1.8% user instructions): a function
   converted its frame records once above the branch on its argument, so
   the path that uses none of them (the atomic one, taken 1.6 M times)
   ran the cvta and its adds on every call.  move_conversions_per_branch
   makes such conversions once per branch.  k1: target-35's shape (two
   branches with parallel regions, one with atomics only).  Attacks: the
   records' addresses also used after the branches join (k2: the branch
   heads do not dominate that use, nothing is split), the branch inside a
   loop (k3: a path could enter both branches, nothing is split), a
   branch whose head is a loop header entered from the branch block (k1's
   first branch).  Every result checked, on ptxsim too.  */
/* { dg-do run } */
/* { dg-options "-fopenmp" } */
/* { dg-offload-options "-fchecking=2 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump-times "memspace-opt2" "conversions made once per branch" 1 } } */

#include <stdlib.h>

#pragma omp declare target
__attribute__ ((noinline)) void
k1 (int x, int y, int *a, int *b)
{
  if (x == 0)
    {
      for (int i = 0; i < 4; i++)
#pragma omp parallel for shared (a, b)
	for (int j = 0; j < 8; j++)
	  k1 (3, i, a, b);
    }
  else if (x == 1)
    {
#pragma omp parallel for shared (a, b)
      for (int j = 0; j < 8; j++)
	k1 (3, y, a, b);
    }
  else
    {
#pragma omp atomic
      b[y] += 1;
#pragma omp atomic
      *a += 1;
    }
}

__attribute__ ((noinline)) int
sum8 (volatile int *p)
{
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += p[i];
  return s;
}

__attribute__ ((noinline)) int
k2 (int x)
{
  volatile int t[8], u[8];
  for (int i = 0; i < 8; i++)
    t[i] = u[i] = i;
  int s = 0;
  if (x == 0)
    s += sum8 (t);
  else if (x == 1)
    s += sum8 (u);
  return s + sum8 (t);
}

__attribute__ ((noinline)) int
k3 (int n)
{
  volatile int t[8], u[8];
  int s = 0;
  for (int k = 0; k < n; k++)
    {
      for (int i = 0; i < 8; i++)
	t[i] = u[i] = i + k;
      if (k & 1)
	s += sum8 (t);
      else if (k & 2)
	s += sum8 (u);
    }
  return s;
}
#pragma omp end declare target

int
main (void)
{
  int a = 0, b[8] = { 0 }, r2 = 0, r3 = 0;
#pragma omp target map(tofrom: a, b, r2, r3)
  {
    k1 (0, 0, &a, b);
    k1 (1, 5, &a, b);
    k1 (2, 6, &a, b);
    r2 = k2 (0) + k2 (1) + k2 (2);
    r3 = k3 (7);
  }
  if (a != 40 + 1)
    abort ();
  for (int i = 0; i < 8; i++)
    if (b[i] != (i < 4 ? 8 : 0) + (i == 5 ? 8 : 0) + (i == 6))
      abort ();
  if (r2 != 28 * 5)
    abort ();
  /* k = 1, 3, 5 (odd): 28 + 8k each; k = 2, 6 (k & 2): 28 + 8k.  */
  if (r3 != (28 + 8) + (28 + 24) + (28 + 40) + (28 + 16) + (28 + 48))
    abort ();
  return 0;
}
