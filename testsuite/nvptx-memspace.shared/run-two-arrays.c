/* Two team-level arrays: `vals' (floats) and `perm' (ints) are both
   filled by the first parallel region and read by the second; both become
   .shared variables of the kernel and every access to them in the
   parallel regions is st.shared/ld.shared.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-module-shared" } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 vals\$shared\$[0-9]+\[128\];} } } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 perm\$shared\$[0-9]+\[128\];} } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" "st.shared == 2" "st.global == 0" } } */
/* { dg-final { ptx-stats "main._omp_fn.2" "generic == 0" "ld.shared == 2" "st.global == 1" } } */
/* { dg-final { scan-offload-dump lower-module-shared {shared budget 47104 bytes, 1024 placed} } } */
#include <stdio.h>

#define N 2048
#define B 128

float in[N], out[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (float) (i % 29);
#pragma omp target teams distribute map(to: in) map(from: out)
  for (int b = 0; b < N / B; b++)
    {
      float vals[B];
      int perm[B];
#pragma omp parallel for
      for (int i = 0; i < B; i++)
	{
	  vals[i] = in[b * B + i] + 1.0f;
	  perm[i] = (i * 37 + b) % B;
	}
#pragma omp parallel for
      for (int i = 0; i < B; i++)
	out[b * B + i] = vals[perm[i]] * 3.0f;
    }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += out[i] * (i % 7);
  printf ("%.1f\n", s);
  return 0;
}
