/* SPDX-License-Identifier: GPL-3.0-or-later */
/* acc-shared-scratch.c -- block-shared scratch array (GPU shared memory)
 * used for a tree reduction, written in OpenACC.
 *
 * Memory-space pattern:
 *   a, rowsum  copyin/copyout arrays: GLOBAL pointers.
 *   tile[T]    gang-private array of a 'parallel loop gang'.  GCC 12 places
 *              it in the compiler-generated '.shared __gang_private_shared'
 *              buffer (one copy per gang = per CUDA block) and addresses it
 *              via 'cvta.shared' + generic ld/st -> SHARED.  The vector lanes
 *              of the gang write different elements in one 'loop vector' and
 *              read each other's elements in the next one (tree reduction),
 *              which is exactly what block-shared memory is for.
 *
 * Why OpenACC: getting a .shared scratch array from C through GCC 12
 * offloading is hard in OpenMP:
 *   - __attribute__((shared)) is an nvptx-only attribute; the x86 host front
 *     end drops it ("'shared' attribute directive ignored").
 *   - '#pragma omp allocate(x) allocator(omp_pteam_mem_alloc)' is "sorry,
 *     unimplemented" in GCC 12.
 *   - an array declared inside 'omp target teams' and shared by the threads
 *     of an inner 'parallel' lives on the OpenMP soft stack
 *     (__nvptx_stacks[] -> %frame), which is GLOBAL memory, not .shared.
 *   - inline PTX ('.shared' + cvta) in a declare-variant/device_type(nohost)
 *     function still gets compiled for the host and breaks the x86 assembler.
 * OpenACC gang-private arrays, however, land in .shared (checked in the PTX).
 *
 * GCC 12 quirk: the final 'rowsum[r] = tile[0]' load comes out as four
 * 'ld.u8' (alignment of the shared slice lost) although the loads inside the
 * reduction loop are plain 'ld.f32'.
 *
 * Why it is interesting for address-space inference: the shared buffer is
 * only ever reached through a generic pointer produced by one cvta.shared at
 * the top of the kernel (and re-broadcast to the vector lanes with shfl), so
 * every tile access can be rewritten to ld.shared/st.shared.
 */
#include <stdio.h>
#include <stdlib.h>

#define ROWS 512
#define COLS 1000
#define T    64              /* tile size: power of two */

int main(void)
{
  float *a = malloc(ROWS * COLS * sizeof *a);
  float *rowsum = malloc(ROWS * sizeof *rowsum);
  if (!a || !rowsum)
    {
      printf("acc-shared-scratch: FAIL (out of memory)\n");
      return 1;
    }
  /* Small integer values: every partial sum is exact in float, so the
     device result must match the host one bit for bit.  */
  for (int i = 0; i < ROWS * COLS; i++)
    a[i] = (float) ((i * 37 + i / 7) % 16);

  float tile[T];
#pragma acc parallel loop gang private(tile) \
        copyin(a[0:ROWS*COLS]) copyout(rowsum[0:ROWS])
  for (int r = 0; r < ROWS; r++)
    {
      /* Each lane accumulates a strided part of the row into tile[k].  */
#pragma acc loop vector
      for (int k = 0; k < T; k++)
        {
          float s = 0.0f;
          for (int c = k; c < COLS; c += T)
            s += a[r * COLS + c];
          tile[k] = s;
        }
      /* Tree reduction in shared memory: lane k reads tile[k + h], which
         another lane wrote in the previous vector loop.  */
      for (int h = T / 2; h > 0; h /= 2)
        {
#pragma acc loop vector
          for (int k = 0; k < h; k++)
            tile[k] += tile[k + h];
        }
      rowsum[r] = tile[0];
    }

  int errors = 0, first = -1;
  for (int r = 0; r < ROWS; r++)
    {
      float s = 0.0f;
      for (int c = 0; c < COLS; c++)
        s += a[r * COLS + c];
      if (rowsum[r] != s && errors++ == 0)
        first = r;
    }

  if (errors)
    printf("acc-shared-scratch: FAIL (%d mismatches, row %d: got %g)\n",
           errors, first, rowsum[first]);
  else
    printf("acc-shared-scratch: OK\n");
  free(a);
  free(rowsum);
  return errors != 0;
}
