/* The budget covers the whole device image, not one kernel: every OpenMP
   kernel reserves the .shared variables of every entry function (the
   entries are called through gomp_nvptx_main's indirect call, and the
   device linker gives a kernel what every function it may call
   indirectly uses: doc/gcc-nvptx-facts.md §11).  Two kernels with a
   30000-byte team-level array each: the one with the larger benefit
   (more accesses) is placed, the other stays in global memory, since
   both in .shared would give each kernel 60000 bytes, over PTX's limit.  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fopt-info-missed -fno-diagnostics-show-caret" } */
/* { dg-prune-output "missed: (?!lower-module-shared)" } */
/* { dg-prune-output "scalar_type: " } */
/* { dg-final { scan-ptx-not "*" {\mfirst\$shared\$} } } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 second\$shared\$[0-9]+\[7500\];} } } */
/* Both kernels reserve `second' (30000 bytes) and the runtime's 396.  */
/* { dg-final { image-smem "main._omp_fn.0" "== RT+30000" } } */
/* { dg-final { image-smem "main._omp_fn.3" "== RT+30000" } } */
#include <stdio.h>

#define N 7500

float in[N], out[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (float) (i % 13);
#pragma omp target teams map(to: in) map(from: out) num_teams(1)
  {
    float first[N]; /* { dg-message "missed: lower-module-shared: first of main._omp_fn.0 stays in global memory: 30000 bytes do not fit the shared budget \\(17104 of 47104 bytes left\\)" } */
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      first[i] = in[i];
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      out[i] = first[N - 1 - i];
  }
#pragma omp target teams map(to: in) map(tofrom: out) num_teams(1)
  {
    float second[N];
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      second[i] = in[i];
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      out[i] += second[N - 1 - i] + second[i] + second[(i * 7) % N];
  }
  printf ("%f\n", out[7]);
  return 0;
}
