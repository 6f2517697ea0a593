/* SPDX-License-Identifier: GPL-3.0-or-later */
/* omp-stencil2d.c -- OpenMP 2D 5-point Jacobi stencil, collapse(2).
 *
 * Memory-space pattern:
 *   a, b    two heap grids of nx*ny floats kept resident on the device by an
 *           enclosing 'target data' region.  Each sweep launches the same
 *           kernel with map(tofrom: in, out) (present, no copy) after the
 *           host swapped 'in' and 'out'.  On the device both are GLOBAL.
 *   in[...] four neighbour loads from one base with different row/column
 *           offsets (in + (i-1)*ny + j, in + i*ny + j+1, ...; the centre
 *           point has weight 0 in Jacobi): pointer arithmetic must preserve
 *           the inferred space.
 *   out[...] one store per point -> st.global.
 *
 * Why it is interesting: collapse(2) makes GCC linearise the iteration
 * space (i/j recovered with div/rem at the start of each thread's chunk), so
 * the addresses are built from a flattened index.  The ping-pong of the
 * pointers happens on the host between launches, so it is invisible to the
 * device compiler.  Both arrays are written by some launch, so neither may be
 * treated as read-only (no ld.global.nc), but both are always global.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define NX 256
#define NY 192
#define ITERS 10

static void init(float *g, int nx, int ny)
{
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      g[i * ny + j] = (i == 0 || j == 0 || i == nx - 1 || j == ny - 1)
                      ? 1.0f + 0.01f * (float) ((i + 3 * j) % 17)
                      : 0.0f;
}

/* One Jacobi sweep on the interior; the boundary of 'out' is left alone
   (both grids start with the same boundary values).  */
static void sweep_host(const float *in, float *out, int nx, int ny)
{
  for (int i = 1; i < nx - 1; i++)
    for (int j = 1; j < ny - 1; j++)
      out[i * ny + j] = 0.25f * (in[(i - 1) * ny + j] + in[(i + 1) * ny + j]
                                 + in[i * ny + j - 1] + in[i * ny + j + 1]);
}

int main(void)
{
  const int nx = NX, ny = NY, n = NX * NY;
  float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  float *ra = malloc(n * sizeof *ra), *rb = malloc(n * sizeof *rb);
  if (!a || !b || !ra || !rb)
    {
      printf("omp-stencil2d: FAIL (out of memory)\n");
      return 1;
    }
  init(a, nx, ny); init(b, nx, ny); init(ra, nx, ny); init(rb, nx, ny);

  float *in = a, *out = b;
#pragma omp target data map(tofrom: a[0:n], b[0:n])
  for (int it = 0; it < ITERS; it++)
    {
      /* 'in' and 'out' alias a/b, already present: no data transfer.  */
#pragma omp target teams distribute parallel for collapse(2) \
        map(tofrom: in[0:n], out[0:n])
      for (int i = 1; i < nx - 1; i++)
        for (int j = 1; j < ny - 1; j++)
          out[i * ny + j] = 0.25f * (in[(i - 1) * ny + j] + in[(i + 1) * ny + j]
                                     + in[i * ny + j - 1] + in[i * ny + j + 1]);
      float *t = in; in = out; out = t;     /* host-side ping-pong */
    }

  float *rin = ra, *rout = rb;
  for (int it = 0; it < ITERS; it++)
    {
      sweep_host(rin, rout, nx, ny);
      float *t = rin; rin = rout; rout = t;
    }

  /* After the loop 'in' / 'rin' hold the latest grid; compare both grids.  */
  int errors = 0;
  double maxerr = 0.0;
  for (int k = 0; k < n; k++)
    {
      double e1 = fabs((double) in[k] - rin[k]);
      double e2 = fabs((double) out[k] - rout[k]);
      double e = e1 > e2 ? e1 : e2;
      if (e > maxerr)
        maxerr = e;
      if (e > 1e-5)
        errors++;
    }

  if (errors)
    printf("omp-stencil2d: FAIL (%d mismatches, max error %g)\n",
           errors, maxerr);
  else
    printf("omp-stencil2d: OK\n");
  free(a); free(b); free(ra); free(rb);
  return errors != 0;
}
