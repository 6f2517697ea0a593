/* Issue 27 (libgomp's oacc atomic_capture-2.c, +10% user instructions
   beyond the conversions): a VLA's data pointer is loaded from the
   record before the vector fork, used after it for the loop bound and,
   converted, for the stores.  With the conversion before the fork both
   the generic and the converted register were broadcast (two shfl and
   two mov per lane more than stock); place_conversions now moves such a
   conversion to right after the fork, where every thread converts the
   value it received.  k1 keeps the generic pointer live after the fork
   on purpose (its integer value): 3 shfl as stock, 5 before.  In
   atomic_capture-2 an induction variable IVOPTs based on the generic
   pointer did it, in a way that depends on the rest of the file; k1b
   is its kernel.  A use that is dead (an induction variable used only
   by its own increment) does not count.  Attacks: a conversion used before and after the
   fork stays (k2); a fork inside a gang loop, the conversion then made
   in every iteration (k3); a worker fork, broadcast through .shared
   (k4); uses after two different forks (k5).  Every result checked, on
   ptxsim too.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fchecking=2 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump "memspace-opt2" "conversion of _\[0-9\]+ moved past the OpenACC fork" } } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {shfl\.(?:sync\.)?idx} 3 } } */
/* { dg-final { scan-ptx "main._omp_fn.0" {// forked 4;\n(?:[^\n]*\n){0,12}\s*cvta\.to\.global\.u64} } } */

#include <stdlib.h>

int
main (int argc, char **argv)
{
  int n = 32 + (argc > 99);
  int got = 0;
  int idata[n], jdata[n], kdata[4 * n], wdata[8 * n], vdata[n];

  /* k1: the generic pointer used after the fork, the converted one
     too.  */
#pragma acc parallel loop copyout(idata[0:n])
  for (int i = 0; i < n; i++)
    idata[i] = (int) ((unsigned long) idata & 3) + i;
  for (int i = 0; i < n; i++)
    if (idata[i] != i)
      abort ();

  /* k1b: atomic_capture-2's kernel.  */
#pragma acc data copy (got, idata[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
#pragma acc atomic capture
      { idata[i] = got; got++; }
  }
  if (got != n)
    abort ();
  int seen = 0;
  for (int i = 0; i < n; i++)
    seen |= 1 << idata[i];
  if (seen != -1)
    abort ();

  /* k2: the pointer used by the single thread before the fork too.  */
  for (int i = 0; i < n; i++)
    jdata[i] = i;
#pragma acc parallel num_gangs(1) vector_length(32) copy(jdata[0:n])
  {
    jdata[0] += 100;
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      jdata[i] += 2;
  }
  for (int i = 0; i < n; i++)
    if (jdata[i] != i + 2 + (i == 0 ? 100 : 0))
      abort ();

  /* k3: a vector loop inside a gang loop.  */
#pragma acc parallel num_gangs(2) vector_length(32) copyout(kdata[0:4 * n])
#pragma acc loop gang
  for (int g = 0; g < 4; g++)
    {
#pragma acc loop vector
      for (int i = 0; i < n; i++)
	kdata[g * n + i] = g * 1000 + i;
    }
  for (int i = 0; i < 4 * n; i++)
    if (kdata[i] != (i / n) * 1000 + i % n)
      abort ();

  /* k4: a worker loop (broadcast through .shared).  */
#pragma acc parallel num_gangs(1) num_workers(8) vector_length(32) copyout(wdata[0:8 * n])
#pragma acc loop worker
  for (int w = 0; w < 8; w++)
    {
#pragma acc loop vector
      for (int i = 0; i < n; i++)
	wdata[w * n + i] = w - i;
    }
  for (int i = 0; i < 8 * n; i++)
    if (wdata[i] != i / n - i % n)
      abort ();

  /* k5: two vector loops, one pointer.  */
#pragma acc parallel num_gangs(1) vector_length(32) copyout(vdata[0:n])
  {
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      vdata[i] = i;
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      vdata[n - 1 - i] += 3 * i;
  }
  for (int i = 0; i < n; i++)
    if (vdata[i] != i + 3 * (n - 1 - i))
      abort ();
  return 0;
}
