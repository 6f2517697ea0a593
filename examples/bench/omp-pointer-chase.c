/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Pointers loaded from device memory: global when every store of the
   device program stores a global address or none (seed S9; here the
   nodes of a mapped array), else generic.  */
#include <stdio.h>
#ifndef N
#define N 1024
#endif
struct node { struct node *next; int value; };
int main (void)
{
  static struct node nodes[N];
  static int out[1];
  for (int i = 0; i < N; i++) { nodes[i].value = i; nodes[i].next = 0; }
#pragma omp target map(tofrom: nodes) map(from: out)
  {
    for (int i = 0; i < N; i++)
      nodes[i].next = &nodes[(i * 7 + 1) % N];
    struct node *p = &nodes[0];
    int s = 0;
    for (int k = 0; k < N; k++)
      {
	s += p->value;
	p = p->next;
      }
    out[0] = s;
  }
  printf ("%d\n", out[0]);
  return 0;
}
