/* A function called from a parallel region runs on every thread of the
   team: its automatics have one instance per thread (each on its own
   soft stack), never one per team.  `helper' declares a scratch array and
   hands it to a nested parallel region (on nvptx a nested region runs
   with one thread); it is called from the team's parallel loop, so its
   array must stay where it is.  Only entry functions' variables are ever
   placed: nothing here becomes .shared.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-module-shared" } */
/* { dg-final { scan-ptx-not "*" {\$shared\$} } } */
/* { dg-final { ptx-stats "helper._omp_fn.0" "shared == 0" } } */
/* { dg-final { scan-offload-dump-not lower-module-shared {-> \.shared} } } */
#include <stdio.h>

#define N 512
#define B 16

float in[N], out[N];

#pragma omp declare target
__attribute__((noinline)) float
helper (const float *p)
{
  float tmp[B];
#pragma omp parallel for
  for (int i = 0; i < B; i++)
    tmp[i] = p[i] * p[i];
  float s = 0;
  for (int i = 0; i < B; i++)
    s += tmp[i];
  return s;
}
#pragma omp end declare target

int
main (void)
{
  for (int i = 0; i < N + B; i++)
    if (i < N)
      in[i] = (float) (i % 9);
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int i = 0; i < N - B; i++)
    out[i] = helper (&in[i]);
  double s = 0;
  for (int i = 0; i < N - B; i++)
    s += out[i] * (i % 3);
  printf ("%.1f\n", s);
  return 0;
}
