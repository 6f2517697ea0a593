/* Issue 26: host addresses reaching the device under OpenMP.  No
   argument: map(tofrom: a) of a malloc'd pointer maps the pointer only
   (the malloc heap); "g": the same with a pointer to a global array
   (ptxsim names the variable, G); "s": a struct mapped without its
   pointer's target while that target is mapped separately, so the device
   reads host memory that libgomp did copy (ptxsim gives the device copy's
   address).  With -g, the source line of each access (marked ACCESS).  */
#include <stdio.h>
#include <stdlib.h>

double G[100];
struct S { double *p; int n; };

int
main (int argc, char **argv)
{
  double *a = malloc (100 * sizeof *a);
  double *g = G;
  for (int i = 0; i < 100; i++)
    a[i] = G[i] = i;
  struct S s = { a, 100 };
  if (argc == 1)
    {
#pragma omp target map(tofrom: a)
      a[7] += 1;   /* ACCESS */
    }
  else if (argv[1][0] == 'g')
    {
#pragma omp target map(tofrom: g)
      g[7] += 1;   /* ACCESS */
    }
  else
    {
#pragma omp target enter data map(to: a[0:100])
#pragma omp target map(to: s)
      s.p[7] += 1;   /* ACCESS */
    }
  printf ("%g\n", a[7]);
  free (a);
  return 0;
}
