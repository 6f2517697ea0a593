/* SPDX-License-Identifier: GPL-3.0-or-later */
/* acc-private.c -- OpenACC private scratch arrays at gang and vector level.
 *
 * Memory-space pattern (what GCC 12 does today, checked in the PTX):
 *   data, x, score, med  copyin/copyout arrays: GLOBAL pointers, loaded from
 *          the kernel's argument block.
 *   hist[NBINS]  private(hist) on a 'parallel loop gang': GCC 12 turns a
 *          gang-private variable into a slice of the compiler-generated
 *          '.shared .u8 __gang_private_shared[]' buffer, reached through
 *          'cvta.shared' + generic ld/st -> SHARED.
 *          (--param=openacc-privatization=noisy reports "variable 'hist'
 *          adjusted for OpenACC privatization level: 'gang'".)
 *   win[W]  private(win) on a 'parallel loop gang vector': stays in the
 *          per-thread frame '.local .b8 %frame_ar[]', reached through
 *          'cvta.local %frame' + generic ld/st -> LOCAL.  Worker-private
 *          arrays behave the same way (no privatization adjustment for the
 *          'worker' level in GCC 12: they stay in .local and the frame is
 *          broadcast to the vector lanes through __oacc_bcast/shfl).
 *
 * GCC 12 quirks seen in the PTX: both hist[] loads are split into four
 * 'ld.u8' each (alignment of the shared slice lost; stores stay 'st.f32'),
 * and hist still gets a dead 128-byte slot in the .local frame.
 *
 * Why it is interesting: the two kernels use pointers into three state
 * spaces (global, shared, local), all generic addresses that GCC builds with
 * cvta; an inference pass can recover the space from the cvta source
 * (__gang_private_shared, %frame_ar) and from the kernel arguments.  The
 * scratch arrays are indexed with data-dependent subscripts, so they cannot
 * be scalarised into registers.
 */
#include <stdio.h>
#include <stdlib.h>

#define ROWS  256
#define COLS  500
#define NBINS 32
#define N     (1 << 16)
#define W     7              /* odd window for the moving median */

int main(void)
{
  int *data = malloc(ROWS * COLS * sizeof *data);
  float *score = malloc(ROWS * sizeof *score);
  float *x = malloc((N + W - 1) * sizeof *x), *med = malloc(N * sizeof *med);
  if (!data || !score || !x || !med)
    {
      printf("acc-private: FAIL (out of memory)\n");
      return 1;
    }
  for (int i = 0; i < ROWS * COLS; i++)
    data[i] = (int) ((i * 2654435761u) >> 7) % NBINS;
  for (int i = 0; i < N + W - 1; i++)
    x[i] = (float) ((i * 40503u) % 1009);

  /* Kernel 1: per-row histogram in a gang-private (shared memory) array.  */
  float hist[NBINS];
#pragma acc parallel loop gang private(hist) \
        copyin(data[0:ROWS*COLS]) copyout(score[0:ROWS])
  for (int r = 0; r < ROWS; r++)
    {
#pragma acc loop vector
      for (int b = 0; b < NBINS; b++)
        hist[b] = 0.0f;
#pragma acc loop seq
      for (int c = 0; c < COLS; c++)
        hist[data[r * COLS + c]] += 1.0f;
      float s = 0.0f;
#pragma acc loop vector reduction(+:s)
      for (int b = 0; b < NBINS; b++)
        s += hist[b] * (float) (b + 1);
      score[r] = s;
    }

  /* Kernel 2: moving median; the window is vector-private (local memory).  */
  float win[W];
#pragma acc parallel loop gang vector private(win) \
        copyin(x[0:N+W-1]) copyout(med[0:N])
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < W; k++)            /* insertion sort of the window */
        {
          float v = x[i + k];
          int j = k;
          for (; j > 0 && win[j - 1] > v; j--)
            win[j] = win[j - 1];
          win[j] = v;
        }
      med[i] = win[W / 2];
    }

  /* Host reference.  */
  int errors = 0;
  for (int r = 0; r < ROWS; r++)
    {
      float h[NBINS] = { 0 }, s = 0.0f;
      for (int c = 0; c < COLS; c++)
        h[data[r * COLS + c]] += 1.0f;
      for (int b = 0; b < NBINS; b++)
        s += h[b] * (float) (b + 1);
      errors += score[r] != s;           /* small integers: exact in float */
    }
  for (int i = 0; i < N; i++)
    {
      int below = 0, equal = 0;          /* med[i] must be the window median */
      for (int k = 0; k < W; k++)
        {
          below += x[i + k] < med[i];
          equal += x[i + k] == med[i];
        }
      errors += !(equal > 0 && below <= W / 2 && below + equal > W / 2);
    }

  if (errors)
    printf("acc-private: FAIL (%d mismatches)\n", errors);
  else
    printf("acc-private: OK\n");
  free(data); free(score); free(x); free(med);
  return errors != 0;
}
