/* `omp simd' in the target region: the privatised `t' is SIMT-private
   (on nvptx each lane's copy lives in the .local %simtstack_ar:
   omp-low's "omp simt private" variables and the operands of
   .GOMP_SIMT_ENTER), so it is never placed.  `scratch', declared outside
   the simd loop, is one per team like any team-level array (the lanes of
   the team's warp already share its soft-stack slot): written by the simd
   loop and read by a parallel loop, it is placed in .shared.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-module-shared" } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 scratch\$shared\$[0-9]+\[256\];} } } */
/* { dg-final { scan-ptx-not "*" {\mt\$shared\$} } } */
/* { dg-final { scan-offload-dump lower-module-shared {SIMT-private} } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" "ld.shared == 2" } } */
#include <stdio.h>

#define N 4096
#define B 256

float in[N], out[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (float) (i % 31);
#pragma omp target teams distribute map(to: in) map(from: out)
  for (int b = 0; b < N / B; b++)
    {
      float scratch[B];
      float t[4];
#pragma omp simd private(t)
      for (int i = 0; i < B; i++)
	{
	  t[i & 3] = in[b * B + i];
	  scratch[i] = t[i & 3] * 2.0f + t[(i + 1) & 3] * 0.0f;
	}
#pragma omp parallel for
      for (int i = 0; i < B; i++)
	out[b * B + i] = scratch[B - 1 - i] + scratch[i];
    }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += out[i] * (i % 3);
  printf ("%.1f\n", s);
  return 0;
}
