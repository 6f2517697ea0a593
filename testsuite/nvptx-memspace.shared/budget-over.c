/* The budget: a team-level array larger than the shared budget (47104
   bytes by default: PTX's 48 KiB of static shared memory per kernel less
   room for the runtime's own .shared variables) stays in global memory,
   reported with -fopt-info-missed; the small one next to it still fits
   and is placed.  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fopt-info-missed -fno-diagnostics-show-caret -fplugin-arg-nvptx_memspace-dump=ipa-lower-module-shared" } */
/* { dg-prune-output "missed: (?!lower-module-shared)" } */
/* { dg-prune-output "scalar_type: " } */
/* { dg-final { scan-ptx-not "*" {\mbig\$shared\$} } } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 small\$shared\$[0-9]+\[256\];} } } */
/* { dg-final { scan-offload-dump lower-module-shared {big \(51200 bytes, benefit [0-9.]+, address in a data record, read by 2 launched functions\): over the shared budget} } } */
/* { dg-final { scan-offload-dump lower-module-shared {shared budget 47104 bytes, 1024 placed} } } */
#include <stdio.h>

#define N 12800
#define S 256

float in[N], out[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (float) (i % 13);
#pragma omp target teams map(to: in) map(from: out) num_teams(1)
  {
    float big[N]; /* { dg-message "missed: lower-module-shared: big of main._omp_fn.0 stays in global memory: 51200 bytes do not fit the shared budget \\(47104 of 47104 bytes left\\)" } */
    float small[S];
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      {
	big[i] = in[i] * 2.0f;
	if (i < S)
	  small[i] = in[i];
      }
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      out[i] = big[N - 1 - i] + small[i % S];
  }
  printf ("%f\n", out[7]);
  return 0;
}
