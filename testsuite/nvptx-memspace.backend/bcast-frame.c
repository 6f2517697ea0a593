/* Worker propagation of a frame (nvptx_propagate, nvptx.cc:4430): a gang
   with an addressable local array copies its .local frame word by word
   into __oacc_bcast and the workers copy it back.  Both pointers of the
   copy loop are provably in one space -- the frame pointer is cvta.local
   of %frame_ar without soft stack (init_frame, nvptx.cc:1235), the buffer
   pointer starts at __oacc_bcast and steps by 8 -- and are used only as
   addresses, so the loop runs on their windows: ld.local/st.shared, then
   ld.shared/st.local, one conversion per pointer where stock had a mov
   and a cvta.shared -- and one cvta.to.local of %frame for both copy
   loops, made once at the start of the function (the frame pointer never
   changes after the prologue; issue 27: these conversions used to run at
   every fork, inside the user's loops too).  The frame exists because GCC also gives the gang-private
   array a dead frame slot: with the default shared-strategy=kernel the array
   is a .shared variable of its own, no frame is left to copy, so the test
   keeps GCC's pool (shared-strategy=module).  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=rtl-memspace-backend -fplugin-arg-nvptx_memspace-shared-strategy=module" } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.local\.u64\s+%r[0-9]+, \[%r[0-9]+\];} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.local\.u64\s+\[%r[0-9]+\], %r[0-9]+;} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.shared\.u64\s+\[%r[0-9]+\], %r[0-9]+;} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.shared\.u64\s+%r[0-9]+, \[%r[0-9]+\];} } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0" {cvta\.to\.local\.u64\s+%r[0-9]+, %frame;} 1 } } */
/* { dg-final { scan-offload-dump memspace-backend {the local window of %frame, converted once at the start} } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0" {mov\.u64\s+%r[0-9]+, __oacc_bcast;} 2 } } */
/* { dg-final { ptx-stats "f._omp_fn.0" "generic == 0" "local >= 2" } } */
/* { dg-final { scan-offload-dump memspace-backend {web of r[0-9]+ \(local\)} } } */
/* { dg-final { scan-offload-dump memspace-backend {web of r[0-9]+ \(shared\)} } } */

#include <stdio.h>

#define N 64
#define M 128

void
f (const float (*restrict a)[M], float (*restrict b)[M])
{
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(a[0:N]) copyout(b[0:N])
  for (int i = 0; i < N; i++)
    {
      float tmp[16];
      for (int k = 0; k < 16; k++)
	tmp[k] = a[i][k] * 0.5f;
#pragma acc loop worker
      for (int j = 0; j < M; j++)
	b[i][j] = a[i][j] + tmp[(j * 5) % 16];
    }
}

int
main (void)
{
  static float a[N][M], b[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = (i + 3 * j) % 11;
  f (a, b);
  double c = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      c += b[i][j] * (j + 1);
  printf ("%.1f\n", c);
  return 0;
}
