/* The CUDA __shared__ scratch-buffer pattern in OpenMP: inside `target
   teams distribute', each team stages a block of the input in `scratch'
   with one `parallel for' and reads it back reversed with another.
   `scratch' has one live instance per team (the entry function runs once
   per team, on its initial warp), and its address reaches the parallel
   regions only through their data records: lower-module-shared makes it
   a .shared variable of the kernel, ipmsp votes the record fields
   .shared, and every access to it in the parallel regions is
   st.shared/ld.shared (stock: st.global/ld.global through the soft
   stack).  Run: the same output as stock GCC and the host.  */
/* { dg-do run } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fopt-info-optimized -fplugin-arg-nvptx_memspace-dump=ipa-lower-module-shared" } */
/* { dg-prune-output "optimized: memspace:" } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 scratch\$shared\$[0-9]+\[256\];} } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" "st.shared == 1" "st.global == 0" } } */
/* { dg-final { ptx-stats "main._omp_fn.2" "generic == 0" "ld.shared == 2" "ld.global == 3" } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {cvta\.shared\.u64\s+%r[0-9]+, scratch\$shared\$[0-9]+;} } } */
/* { dg-final { scan-offload-dump lower-module-shared {scratch \(1024 bytes, benefit [0-9.]+, address in a data record, read by 2 launched functions\): -> \.shared} } } */
/* { dg-final { scan-offload-dump lower-module-shared {shared budget 47104 bytes, 1024 placed} } } */
/* { dg-final { image-smem "main._omp_fn.0" "== RT+1024" } } */
#include <stdio.h>

#define N 4096
#define B 256

float in[N], out[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (float) ((i * 7) % 23);
#pragma omp target teams distribute map(to: in) map(from: out)
  for (int b = 0; b < N / B; b++)
    {
      float scratch[B]; /* { dg-message "lower-module-shared: scratch of main._omp_fn.0 placed in .shared \\(1024 bytes\\)" } */
#pragma omp parallel for
      for (int i = 0; i < B; i++)
	scratch[i] = in[b * B + i] * 2.0f;
#pragma omp parallel for
      for (int i = 0; i < B; i++)
	out[b * B + i] = scratch[B - 1 - i] - scratch[i] * 0.5f;
    }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += out[i] * (i % 11);
  printf ("%.1f\n", s);
  return 0;
}
