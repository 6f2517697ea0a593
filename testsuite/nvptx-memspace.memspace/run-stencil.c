/* A 2-D five-point stencil over mapped heap arrays in a `target teams
   distribute parallel for collapse(2)': every access of the parallel body
   is global.  Every output element contributes to a weighted checksum
   that is compared with a host computation; a wrong state space on the
   device changes the result.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "stencil._omp_fn.1" "generic == 0" "ld.global >= 5" "st.global >= 1" } } */
#include <stdio.h>
#include <stdlib.h>

#define W 64
#define H 48

static void
stencil (const int *restrict in, int *restrict out)
{
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:W*H]) map(from: out[0:W*H])
  for (int y = 1; y < H - 1; y++)
    for (int x = 1; x < W - 1; x++)
      out[y * W + x] = 4 * in[y * W + x] - in[y * W + x - 1] - in[y * W + x + 1]
		       - in[(y - 1) * W + x] - in[(y + 1) * W + x];
}

int
main (void)
{
  int *in = malloc (W * H * sizeof *in), *out = calloc (W * H, sizeof *out);
  for (int i = 0; i < W * H; i++)
    in[i] = (i * 37) % 101;
  stencil (in, out);
  long sum = 0, ref = 0;
  for (int y = 1; y < H - 1; y++)
    for (int x = 1; x < W - 1; x++)
      {
	int i = y * W + x;
	int r = 4 * in[i] - in[i - 1] - in[i + 1] - in[i - W] - in[i + W];
	ref += (long) r * (i % 13 + 1);
	sum += (long) out[i] * (i % 13 + 1);
      }
  printf ("%ld %ld\n", sum, ref);
  free (in);
  free (out);
  return sum != ref;
}
