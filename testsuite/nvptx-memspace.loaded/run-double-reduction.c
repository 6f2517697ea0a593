/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 with a reduction of a double: GCC updates the shared sum with a
   compare-and-swap loop on the number's bits (omp-low.cc: __atomic_load_8,
   VIEW_CONVERT_EXPR<double>, the addition, VIEW_CONVERT_EXPR back,
   .ATOMIC_COMPARE_EXCHANGE).  The old content of global memory that the
   atomics read is a global address or none under invariant I, and the
   double's bits hold no non-global address, so the check holds and the
   list walk p = p->next is ld.global throughout (issue 16: before, the
   check failed on the VIEW_CONVERT_EXPR and the walk stayed generic).  */
/* { dg-do run } */
/* { dg-require-gcc 12 "GCC 11 leaves sum at 0 after this combined target teams reduction, on the host fallback too" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(after cloning\): every store of the device program stores a global address or none} } } */
/* { dg-final { scan-ptx "main._omp_fn.2" {atom\.global\.cas\.b64} } } */
/* { dg-final { scan-ptx "main._omp_fn.2" {ld\.global\.u64\s+%r[0-9]+, \[%r[0-9]+\];} } } */
/* { dg-final { ptx-stats "main._omp_fn.2" "generic == 0" } } */
#include <stdio.h>
#include <stdlib.h>

struct node { struct node *next; double val; };
#define N 1000
#define HEADS 8

int
main (void)
{
  struct node *nodes = malloc (N * sizeof *nodes);
  double sum = 0;
#pragma omp target data map(alloc: nodes[0:N])
  {
    /* The links are device addresses: built on the device.  */
#pragma omp target map(alloc: nodes[0:N])
    for (int i = 0; i < N; i++)
      {
	nodes[i].next = i + HEADS < N ? &nodes[i + HEADS] : 0;
	nodes[i].val = i;
      }
#pragma omp target teams distribute parallel for map(alloc: nodes[0:N]) reduction(+:sum)
    for (int h = 0; h < HEADS; h++)
      for (struct node *p = &nodes[h]; p; p = p->next)
	sum += p->val;
  }
  printf ("%.1f\n", sum);
  free (nodes);
  return sum != (N - 1) * N / 2.0;
}
