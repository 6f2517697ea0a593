/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A linked list built on the device (nodes from the device heap, linked
   in a shuffled order) and walked by every thread of a parallel region:
   p->next is loaded from global memory and, since no store of the
   program puts a non-global address into memory, global (seed S9).  */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 4096
#endif
#ifndef T
#define T 64
#endif
struct node { struct node *next; double value; long key; };
int main (void)
{
  static double out[T];
#pragma omp target map(from: out)
  {
    struct node *nodes = malloc (N * sizeof *nodes);
    struct node *head = 0;
    if (nodes)
      for (int i = 0; i < N; i++)
	{
	  struct node *n = &nodes[(i * 1237) % N];
	  n->value = i * 0.5;
	  n->key = i % 13;
	  n->next = head;
	  head = n;
	}
#pragma omp parallel for
    for (int t = 0; t < T; t++)
      {
	double s = 0;
	for (struct node *p = head; p; p = p->next)
	  if (p->key == t % 13)
	    s += p->value;
	out[t] = s;
      }
    free (nodes);
  }
  double sum = 0;
  for (int t = 0; t < T; t++)
    sum += out[t] * (t + 1);
  printf ("%g\n", sum);
  return 0;
}
