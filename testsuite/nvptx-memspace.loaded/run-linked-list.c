/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9: a linked list built on the device in mapped memory and walked
   there.  Every store of the program stores a global address (nodes of
   the mapped array) or none, so p->next, loaded from global memory, is
   global: the walk is ld.global throughout.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(after cloning\): every store of the device program stores a global address or none} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.global\.u64\s+%r[0-9]+, \[%r[0-9]+\];} } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" } } */
#include <stdio.h>
#include <stdlib.h>

struct node { struct node *next; double val; };
#define N 1000

int
main (void)
{
  struct node *nodes = malloc (N * sizeof *nodes);
  double sum = 0;
#pragma omp target map(tofrom: nodes[0:N]) map(tofrom: sum)
  {
    for (int i = 0; i < N; i++)
      {
	/* Every other node, then back: a list order the compiler cannot
	   turn into an index.  */
	int next = i < N / 2 ? 2 * i + 2 : 2 * (N - 1 - i) - 1;
	nodes[i].next = next < N && next > 0 ? &nodes[next] : 0;
	nodes[i].val = i;
      }
    double s = 0;
    for (struct node *p = nodes; p; p = p->next)
      s += p->val;
    sum = s;
  }
  printf ("%g\n", sum);
  free (nodes);
  return 0;
}
