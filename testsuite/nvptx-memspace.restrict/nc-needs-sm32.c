/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ld.global.nc needs sm_32 or later (PTX ISA), and GCC 12's default ISA
   is sm_30 (nvptx.opt:56): without -misa a read-only restrict load or an
   entry-record load stays a plain ld.global, or ptxas -- or the driver's
   JIT on a GPU -- rejects the module.  The testsuite's own options say
   -misa=sm_80; this test asks for sm_30 (and skips nvptx-as' ptxas
   verification, which CUDA 13 cannot do for sm_30).  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
/* { dg-offload-options "-misa=sm_30 -Wa,--no-verify" } */
/* { dg-final { scan-ptx "*" {\.target\s+sm_30} } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc} } } */
/* { dg-final { ptx-stats "scale._omp_fn.1" "generic == 0" } } */

#include <stdlib.h>

#define N 256

static void
scale (const float *__restrict a, float *__restrict b, int n)
{
#pragma omp target teams distribute parallel for map(to: a[:n]) map(from: b[:n])
  for (int i = 0; i < n; i++)
    b[i] = a[i] * 2;
}

int
main (void)
{
  float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
  scale (a, b, N);
  for (int i = 0; i < N; i++)
    if (b[i] != 2 * i)
      abort ();
  return 0;
}
