/* Part 2, seed 004's per-kernel pools for OpenACC: GCC 12 gives every
   gang-private variable of the image a slice of one .shared array,
   __gang_private_shared, as large as all of them together, and every
   kernel with a gang-private variable reserves all of it (stock: 8448
   bytes for kernel 0 and kernel 1 alike).  shared-strategy=kernel (the
   default) makes each gang-private variable a .shared variable of its
   own; the CUDA linker reserves it only in the kernel that uses it:
   kernel 0 (tmp, 8192 bytes) 8192, kernel 1 (small, 256 bytes) 256, the
   worker-reduction kernel only its reduction and broadcast buffers, the
   plain kernel nothing.  The accesses to them are ld.shared/st.shared;
   the program runs (ptxsim) as stock does.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables shared by the gang; GCC 11 keeps them in each thread's .local frame, so the program computes wrong results on a device" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-gang-private-symbols" } */
/* { dg-final { scan-ptx-not "*" {__gang_private_shared} } } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 tmp\$gang\$[0-9]+\[2048\];} } } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 small\$gang\$[0-9]+\[64\];} } } */
/* { dg-final { scan-offload-dump gang-private-symbols {gang-private tmp \(8192 bytes\) -> \.shared tmp\$gang\$[0-9]+} } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" "st.shared >= 1" "ld.shared >= 1" } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" "st.shared >= 1" "ld.shared >= 1" } } */
/* { dg-final { image-smem "main._omp_fn.0" "== 8192" } } */
/* { dg-final { image-smem "main._omp_fn.1" "== 256" } } */
/* { dg-final { image-smem "main._omp_fn.2" "< 256" } } */
/* { dg-final { image-smem "main._omp_fn.3" "== 0" } } */
#include <stdio.h>

#define N 4096

float a[N], b[N], c[N], r[64];

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
#pragma acc parallel loop gang num_workers(8) copyin(a) copyout(r)
  for (int g = 0; g < 64; g++)
    {
      float s = 0;
#pragma acc loop worker reduction(+:s)
      for (int i = 0; i < 64; i++)
	s += a[g * 64 + i];
      r[g] = s;
    }
#pragma acc parallel loop copy(a)
  for (int i = 0; i < N; i++)
    a[i] += 1;
  double t = 0;
  for (int i = 0; i < N; i++)
    t += b[i] + c[i] * 3 + a[i];
  for (int g = 0; g < 64; g++)
    t += r[g];
  printf ("%.1f\n", t);
  return 0;
}
