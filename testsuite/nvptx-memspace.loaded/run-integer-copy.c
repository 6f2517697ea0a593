/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 when the program copies pointer-sized integers from global memory
   to global memory: what a load of global memory reads is a global
   address or none under invariant I, whatever type it is read as, so the
   store of the copy passes the check and the pointers loaded from the
   table are global (before, "a stored address is not proven global").  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(after cloning\): every store of the device program stores a global address or none} } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" } } */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define N 256

int
main (void)
{
  long *data = malloc (N * sizeof *data);
  uintptr_t *in = malloc (N * sizeof *in), *copy = malloc (N * sizeof *copy);
  long **ptrs = malloc (N * sizeof *ptrs);
  long sum = 0;
  for (int i = 0; i < N; i++)
    {
      data[i] = i;
      in[i] = (uintptr_t) (i * 37 % N);
    }
#pragma omp target map(to: data[0:N], in[0:N]) map(from: copy[0:N]) map(alloc: ptrs[0:N]) map(tofrom: sum)
  {
    for (int i = 0; i < N; i++)
      {
	copy[i] = in[i];		/* an integer from global memory */
	ptrs[i] = &data[in[i]];
      }
    long s = 0;
    for (int i = 0; i < N; i++)
      s += *ptrs[(i * 5) % N];		/* a pointer from global memory */
    sum = s;
  }
  long ref = 0, bad = 0;
  for (int i = 0; i < N; i++)
    {
      ref += i;
      bad += copy[i] != in[i];
    }
  printf ("%ld %ld %ld\n", sum, ref, bad);
  free (data); free (in); free (copy); free (ptrs);
  return sum != ref || bad;
}
