/* -fopt-info-missed in the offload options: every access that stays
   generic is reported (by memspace-opt2, whose decision is final), at its
   source line, with the function and the reason.  Here the pointer
   chased through a linked structure has no provable space; the loop's
   first iteration is peeled, so p->next's load is reported twice.
   (The program stores only global addresses, so seed S9 would prove the
   pointer global: loaded-pointers=0.)  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fopt-info-missed -fno-diagnostics-show-caret -fplugin-arg-nvptx_memspace-loaded-pointers=0" } */
/* { dg-prune-output "missed: (?!memspace)" } */
#include <stdio.h>
#define N 64
struct node { struct node *next; int value; };
int
main (void)
{
  static struct node nodes[N];
  static int out[1];
#pragma omp target map(tofrom: nodes) map(from: out)
  {
    for (int i = 0; i < N; i++)
      nodes[i].next = &nodes[(i * 7 + 1) % N];
    struct node *p = &nodes[0];
    int s = 0;
    for (int k = 0; k < N; k++)
      {
	s += p->value; /* { dg-message "missed: memspace: in main._omp_fn.0, access stays generic: unknown or mixed pointer" } */
	p = p->next; /* { dg-message "missed: memspace: in main._omp_fn.0, access stays generic: unknown or mixed pointer" } */
      }
    out[0] = s;
  }
  printf ("%d\n", out[0]);
  return 0;
}
