/* Run test for the two-clone case of mixed-spaces.c: `sum4' is called with
   a pointer into a .const table and, from two sites, with pointers into a
   mapped (.global) array, in a data-dependent loop.  Two clones, one
   reading with ld.const, one with ld.global, serving all three sites;
   the results (a weighted sum) must equal the host's and the stock GCC
   program's.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-final { scan-ptx-not "*" {memspace\$2} } } */
/* { dg-final { ptx-stats "sum4.memspace.0" "generic == 0" "st.global == 0" } } */
/* { dg-final { ptx-stats "sum4.memspace.1" "generic == 0" "st.global == 0" } } */
/* { dg-final { scan-ptx-times "*" {ld\.const\.u32\s} 4 } } */
/* { dg-final { ptx-stats "sum4" "generic == 4" "global == 0" "const == 0" } } */
/* { dg-final { scan-ptx-not "run._omp_fn.1" {call[^;]*\msum4, } } } */
/* { dg-final { scan-ptx-times "run._omp_fn.1" {call[^;]*sum4\$memspace\$[01], } 3 } } */
#include <stdio.h>

#define N 512

#pragma omp declare target
static const int ctab[16] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3 };

__attribute__((noinline)) int
sum4 (const int *p, int k)
{
  return p[k & 15] + p[(k + 1) & 15] + p[(k + 2) & 15] + p[(k + 3) & 15];
}
#pragma omp end declare target

static void
run (const int *a, const int *key, int *out)
{
#pragma omp target teams distribute parallel for map(to: a[0:32], key[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    out[i] = (sum4 (ctab, key[i]) * 100 + sum4 (a, key[i] >> 4)
	      + sum4 (a + 16, key[i]) * 7);
}

static int
ref4 (const int *p, int k)
{
  return p[k & 15] + p[(k + 1) & 15] + p[(k + 2) & 15] + p[(k + 3) & 15];
}

int
main (void)
{
  static int a[32], key[N], out[N];
  for (int i = 0; i < 32; i++)
    a[i] = i * i - 7;
  for (int i = 0; i < N; i++)
    key[i] = (int) ((i * 2654435761u) >> 9);
  run (a, key, out);
  long sum = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      sum += (long) out[i] * (i + 1);
      ref += (long) (ref4 (ctab, key[i]) * 100 + ref4 (a, key[i] >> 4)
		     + ref4 (a + 16, key[i]) * 7) * (i + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
