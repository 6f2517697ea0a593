/* SPDX-License-Identifier: GPL-3.0-or-later */
/* omp-atomic-hist.c -- OpenMP histogram with '#pragma omp atomic update'
 * on a mapped array.
 *
 * Memory-space pattern:
 *   keys   mapped input array (map(to:)): GLOBAL, plain loads.
 *   hist   mapped counters (map(tofrom:)): GLOBAL, updated only through
 *          atomics.  GCC 12 emits a generic 'atom.add.u32 _, [hist+4*b], 1'
 *          (result discarded, so it could also be 'red.global.add.u32').
 *   wsum   mapped float sums, same space.  GCC 12 does not use atom.add.f32
 *          for this: it emits a compare-and-swap loop, a generic 'ld.u32'
 *          of the old value followed by generic 'atom.cas.b32'.
 *   (OpenMP threads are warps on nvptx; the atomics are predicated so that
 *   only one lane of the warp executes them -- '-muniform-simt'.)
 *
 * Why it is interesting: the atomic's address is 'hist + key', a pointer
 * loaded from the outlined data block plus a data-dependent offset; address-
 * space inference has to handle atom/red instructions (which take a state
 * space qualifier too) and not only ld/st.
 */
#include <stdio.h>
#include <stdlib.h>

#define N     (1 << 20)
#define NBINS 64

int main(void)
{
  unsigned *keys = malloc(N * sizeof *keys);
  unsigned *hist = calloc(NBINS, sizeof *hist);
  float *wsum = calloc(NBINS, sizeof *wsum);
  unsigned ref[NBINS] = { 0 };
  float wref[NBINS] = { 0 };
  if (!keys || !hist || !wsum)
    {
      printf("omp-atomic-hist: FAIL (out of memory)\n");
      return 1;
    }
  for (int i = 0; i < N; i++)
    keys[i] = (unsigned) i * 2654435761u >> 8;

#pragma omp target teams distribute parallel for \
        map(to: keys[0:N]) map(tofrom: hist[0:NBINS], wsum[0:NBINS])
  for (int i = 0; i < N; i++)
    {
      unsigned b = keys[i] % NBINS;
      float w = (float) (keys[i] & 3);     /* small integers: exact sums */
#pragma omp atomic update
      hist[b] += 1u;
#pragma omp atomic update
      wsum[b] += w;
    }

  for (int i = 0; i < N; i++)
    {
      ref[keys[i] % NBINS]++;
      wref[keys[i] % NBINS] += (float) (keys[i] & 3);
    }

  int errors = 0;
  unsigned long total = 0;
  for (int b = 0; b < NBINS; b++)
    {
      total += hist[b];
      errors += hist[b] != ref[b] || wsum[b] != wref[b];
    }
  errors += total != N;

  if (errors)
    printf("omp-atomic-hist: FAIL (%d mismatches, %lu keys counted)\n",
           errors, total);
  else
    printf("omp-atomic-hist: OK\n");
  free(keys);
  free(hist);
  free(wsum);
  return errors != 0;
}
