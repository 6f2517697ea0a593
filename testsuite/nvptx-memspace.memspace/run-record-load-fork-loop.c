/* Issue 27 (libgomp's oacc-fortran vector-routine.f90, +15% user
   instructions beyond the conversions): in a worker loop whose body runs
   a vector loop, the entry record's field (the array's address) was
   loaded and converted in every iteration before the vector fork, and
   both the record pointer and the converted field were broadcast at the
   fork; stock's RTL hoists its generic load out of the loop.
   hoist_record_loads now works in functions with OpenACC forks: out of a
   loop that holds one fork, which the load comes before and after which
   its value is used (it was live there already), and no other.
   Attacks: a gang loop holding a worker loop, the field used after the
   worker fork (k2: moving the load in front of that fork would broadcast
   it through .shared; not hoisted out of the gang loop), a loop holding
   two vector loops (k3: two forks, not hoisted).  Every value checked,
   on ptxsim too.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fchecking=2 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump-times "memspace-opt2" {invariant record load hoisted out of loop [0-9]+, uses _[0-9]+: _[0-9]+ = MEM\[[^\n]*\]\.a;} 1 } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "user <= 5" "generic == 0" } } */
/* { dg-final { scan-offload-dump-not "memspace-opt2" {invariant record load hoisted out of loop [0-9]+, uses _[0-9]+: _[0-9]+ = MEM\[[^\n]*\]\.[bc];} } } */

#include <stdlib.h>

#define N 32

#pragma acc routine vector
static void
vector (int *a)
{
#pragma acc loop vector
  for (int i = 0; i < N; i++)
    a[i] = a[i] - i;
}

int
main (void)
{
  int a[N], b[8][N], c[4][N];
  for (int i = 0; i < N; i++)
    a[i] = 2 * i;

  /* k1: vector-routine.f90's shape.  */
#pragma acc parallel copy(a)
#pragma acc loop worker
  for (int i = 0; i < 2; i++)
    vector (a);
  for (int i = 0; i < N; i++)
    if (a[i] != 0)
      abort ();

  /* k2: a worker loop inside a gang loop, the field used after the
     worker fork.  */
#pragma acc parallel num_gangs(2) num_workers(4) vector_length(32) copyout(b)
#pragma acc loop gang
  for (int g = 0; g < 8; g++)
    {
#pragma acc loop worker vector
      for (int i = 0; i < N; i++)
	b[g][i] = g * 100 + i;
    }
  for (int g = 0; g < 8; g++)
    for (int i = 0; i < N; i++)
      if (b[g][i] != g * 100 + i)
	abort ();

  /* k3: two vector loops in one worker loop.  */
#pragma acc parallel num_gangs(1) num_workers(4) vector_length(32) copyout(c)
#pragma acc loop worker
  for (int w = 0; w < 4; w++)
    {
#pragma acc loop vector
      for (int i = 0; i < N; i++)
	c[w][i] = w;
#pragma acc loop vector
      for (int i = 0; i < N; i++)
	c[w][i] += i;
    }
  for (int w = 0; w < 4; w++)
    for (int i = 0; i < N; i++)
      if (c[w][i] != w + i)
	abort ();
  return 0;
}
