/* shared-strategy=module: GCC's own pool.  Both kernels' gang-private
   variables are slices of __gang_private_shared (8192 + 256 bytes), and
   each kernel reserves all of it: the small kernel pays 8448 bytes for
   its 256 (seed 004's "module" strategy and its stated cost; the default,
   kernel, gives 8192 and 256: run-acc-gang-private-kernels.c).  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-shared-strategy=module" } */
/* { dg-final { scan-ptx "*" {\.shared \.align 128 \.u8 __gang_private_shared\[8448\];} } } */
/* { dg-final { scan-ptx-not "*" {\$gang\$} } } */
/* { dg-final { image-smem "main._omp_fn.0" "== 8448" } } */
/* { dg-final { image-smem "main._omp_fn.1" "== 8448" } } */
#include <stdio.h>

#define N 4096

float a[N], b[N], c[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i % 7;
#pragma acc parallel loop gang copyin(a) copyout(b)
  for (int g = 0; g < 16; g++)
    {
      float tmp[2048];
#pragma acc loop vector
      for (int i = 0; i < 2048; i++)
	tmp[i] = a[(g * 256 + i) % N];
#pragma acc loop vector
      for (int i = 0; i < 256; i++)
	b[g * 256 + i] = tmp[i] + tmp[2047 - i];
    }
#pragma acc parallel loop gang copyin(a) copyout(c)
  for (int g = 0; g < 16; g++)
    {
      float small[64];
#pragma acc loop vector
      for (int i = 0; i < 64; i++)
	small[i] = a[g * 64 + i];
#pragma acc loop vector
      for (int i = 0; i < 256; i++)
	c[g * 256 + i] = small[i & 63] * 0.5f;
    }
  printf ("%f %f\n", b[5], c[7]);
  return 0;
}
