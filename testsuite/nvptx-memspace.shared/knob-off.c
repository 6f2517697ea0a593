/* lower-module-shared=0: the team-level scratch array stays on the soft
   stack (global memory); the parallel regions reach it with
   ld.global/st.global, as with the pass absent.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-lower-module-shared=0" } */
/* { dg-final { scan-ptx-not "*" {\$shared\$} } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" "shared == 0" "st.global == 1" } } */
/* { dg-final { ptx-stats "main._omp_fn.2" "generic == 0" "shared == 0" "ld.global == 5" } } */
/* { dg-final { image-smem "main._omp_fn.0" "== RT" } } */
#include <stdio.h>

#define N 4096
#define B 256

float in[N], out[N];

int
main (void)
{
#pragma omp target teams distribute map(to: in) map(from: out)
  for (int b = 0; b < N / B; b++)
    {
      float scratch[B];
#pragma omp parallel for
      for (int i = 0; i < B; i++)
	scratch[i] = in[b * B + i] * 2.0f;
#pragma omp parallel for
      for (int i = 0; i < B; i++)
	out[b * B + i] = scratch[B - 1 - i] - scratch[i] * 0.5f;
    }
  printf ("%f\n", out[5]);
  return 0;
}
