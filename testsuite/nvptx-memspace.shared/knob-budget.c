/* shared-budget=1024: largest benefit first.  `hot' (1024 bytes) is
   read in every iteration of the second parallel loop, eight times as
   often as `cold' (512 bytes) is written; `hot' fills the budget and
   `cold' stays in global memory, reported with the bytes left.  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fopt-info-missed -fno-diagnostics-show-caret -fplugin-arg-nvptx_memspace-shared-budget=1024 -fplugin-arg-nvptx_memspace-dump=ipa-lower-module-shared" } */
/* { dg-prune-output "missed: (?!lower-module-shared)" } */
/* { dg-prune-output "scalar_type: " } */
/* { dg-final { scan-ptx-not "*" {\mcold\$shared\$} } } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 hot\$shared\$[0-9]+\[256\];} } } */
/* { dg-final { scan-offload-dump lower-module-shared {shared budget 1024 bytes, 1024 placed} } } */
#include <stdio.h>

#define N 2048

float in[N], out[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (float) (i % 13);
#pragma omp target teams distribute map(to: in) map(from: out)
  for (int b = 0; b < 8; b++)
    {
      float cold[128]; /* { dg-message "missed: lower-module-shared: cold of main._omp_fn.0 stays in global memory: 512 bytes do not fit the shared budget \\(0 of 1024 bytes left\\)" } */
      float hot[256];
#pragma omp parallel for
      for (int i = 0; i < 128; i++)
	cold[i] = in[b * 256 + i];
#pragma omp parallel for
      for (int i = 0; i < 256; i++)
	hot[i] = cold[i & 127] + 1.0f;
#pragma omp parallel for
      for (int i = 0; i < 256; i++)
	{
	  float s = 0;
	  for (int k = 0; k < 8; k++)
	    s += hot[(i + k * 31) & 255];
	  out[b * 256 + i] = s;
	}
    }
  printf ("%f\n", out[9]);
  return 0;
}
