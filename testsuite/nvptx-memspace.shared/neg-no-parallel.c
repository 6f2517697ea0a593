/* A target region's array that no parallel region sees is used by the
   team's initial warp alone: nothing is shared across the team, and
   .shared would only cost the kernel occupancy.  It stays on the soft
   stack (the dump lists it with "no data record"; memset takes its
   address).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-module-shared" } */
/* { dg-final { scan-ptx-not "*" {\$shared\$} } } */
/* { dg-final { scan-offload-dump lower-module-shared {count \(404 bytes, benefit [0-9.]+, no data record, read by 0 launched functions\): stays \(its address reaches no parallel region\)} } } */
/* { dg-final { scan-offload-dump lower-module-shared {shared budget 47104 bytes, 0 placed} } } */
#include <stdio.h>

#define N 2048

int in[N], out[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (i * 37) % 101;
#pragma omp target map(to: in) map(from: out)
  {
    int count[101];
    __builtin_memset (count, 0, sizeof count);
    for (int i = 0; i < N; i++)
      count[in[i]]++;
    for (int i = 0; i < N; i++)
      out[i] = count[in[i]];
  }
  printf ("%d\n", out[3]);
  return 0;
}
