/* Vector propagation of a frame (nvptx_warp_propagate, nvptx.cc:4530):
   entering a vector loop, lane 0's .local frame is broadcast word by word
   with shuffles, ld.u64 [%rP] / shfl / st.u64 [%rP] with %rP stepping
   from %frame.  Without soft stack %frame is cvta.local of %frame_ar
   (init_frame, nvptx.cc:1235), so the walk runs on the .local window:
   cvta.to.local of %frame instead of a mov, ld.local/st.local.  GCC's pool
   (shared-strategy=module): with the default each gang-private variable is
   a .shared variable of its own and leaves no dead frame slot to copy.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables shared by the gang; GCC 11 keeps them in each thread's .local frame, so the program computes wrong results on a device" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-shared-strategy=module" } */
/* { dg-final { scan-ptx "f._omp_fn.0" {ld\.local\.u64\s+%r[0-9]+, \[%r[0-9]+\];\n(?:[^\n]*\n){0,4}[^\n]*shfl} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {st\.local\.u64\s+\[%r[0-9]+\], %r[0-9]+;} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {cvta\.to\.local\.u64\s+%r[0-9]+, %frame;} } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0" {mov\.u64\s+%r[0-9]+, %frame;} } } */
/* { dg-final { ptx-stats "f._omp_fn.0" "generic == 0" } } */

#include <stdio.h>

#define N 256
#define C 256

void
f (const float *restrict a, float *restrict out)
{
  float tile[C];
#pragma acc parallel loop gang private(tile) copyin(a[0:N*C]) copyout(out[0:N])
  for (int r = 0; r < N; r++)
    {
#pragma acc loop vector
      for (int c = 0; c < C; c++)
	tile[c] = a[r * C + c] * 2.0f;
      float s = 0;
#pragma acc loop vector reduction(+:s)
      for (int c = 0; c < C; c++)
	s += tile[(c * 3) % C];
      out[r] = s;
    }
}

int
main (void)
{
  static float a[N * C], out[N];
  for (int i = 0; i < N * C; i++)
    a[i] = i % 19;
  f (a, out);
  double c = 0;
  for (int i = 0; i < N; i++)
    c += out[i] * (i % 7);
  printf ("%.1f\n", c);
  return 0;
}
