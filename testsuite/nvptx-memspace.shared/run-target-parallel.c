/* A plain `target' region (one team) with a scratch array shared by two
   parallel regions, and a team-level struct whose fields the parallel
   regions update through the record (`acc.sum' with an atomic, `acc.max'
   under a critical section).  Both are placed in .shared; every access
   of the parallel regions to them is .shared.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 buf\$shared\$[0-9]+\[512\];} } } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u[0-9]+ acc\$shared\$[0-9]+\[[0-9]+\];} } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" "st.shared == 1" } } */
/* { dg-final { ptx-stats "main._omp_fn.2" "generic == 0" "ld.shared >= 2" "atom.shared == 1" } } */
#include <stdio.h>

#define N 512

struct stats { int sum; int max; };

int in[N];
int res[3];

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (i * 29) % 211;
#pragma omp target map(to: in) map(from: res)
  {
    int buf[N];
    struct stats acc = { 0, -1 };
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      buf[i] = in[i] ^ (i & 7);
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      {
	int v = buf[N - 1 - i] + buf[i];
#pragma omp atomic
	acc.sum += v;
	if (v > acc.max)
	  {
#pragma omp critical
	    if (v > acc.max)
	      acc.max = v;
	  }
      }
    res[0] = acc.sum;
    res[1] = acc.max;
    res[2] = buf[17];
  }
  printf ("%d %d %d\n", res[0], res[1], res[2]);
  return 0;
}
