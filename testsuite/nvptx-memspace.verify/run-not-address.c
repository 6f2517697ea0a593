/* Issue 24, bug 6: other values that are no address reach a verify
   check on a correct program.  A list's last next pointer, loaded from
   memory and proven global, is NULL when the loop ends: its conversion
   right after the load was checked before the loop's exit test (ptxsim:
   trap in walk).  An integer that is either an address or the sentinel 1
   (uintptr_t, a PHI of (uintptr_t) p and 1: the lattice counts 1 as no
   address, so the PHI is global) is converted where it is defined and
   was checked there with the value 1 (ptxsim: trap in sentinel), although
   it is only dereferenced when it is not 1.  Accepting null alone would
   not do: the check now traps only on an address of another space.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1" } */
/* { dg-final { scan-ptx "walk" {isspacep\.global\s} } } */
/* { dg-final { scan-ptx "sentinel" {isspacep\.global\s} } } */

#include <stdio.h>
#include <stdint.h>

struct node { int v; struct node *next; };

#pragma omp declare target
__attribute__((noinline)) int
walk (struct node *p)
{
  int s = 0;
  while (p)
    {
      s += p->v;
      p = p->next;
    }
  return s;
}

__attribute__((noinline)) int
sentinel (const int *p, int c)
{
  uintptr_t u = c ? (uintptr_t) p : 1;
  int s = 0;
  for (int i = 0; i < 3; i++)
    {
      if (u != 1)
	s += *(const int *) u;
      u = u != 1 ? u + sizeof (int) : 1;
    }
  return s;
}
#pragma omp end declare target

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 }, r[3];
#pragma omp target map(to: a) map(from: r)
  {
    struct node n2 = { 3, 0 }, n1 = { 2, &n2 }, n0 = { 1, &n1 };
    r[0] = walk (&n0);
    r[1] = sentinel (a, 1);
    r[2] = sentinel (a, 0);
  }
  printf ("%d %d %d\n", r[0], r[1], r[2]);
  return !(r[0] == 6 && r[1] == 6 && r[2] == 0);
}
