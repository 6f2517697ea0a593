/* Run test for the two-clone case of mixed-spaces.c: `sum4' is called with
   a pointer into a gang-private (.shared) table and, from two sites, with
   pointers into a copied-in (.global) array, in a data-dependent loop.
   Two clones, one reading with ld.shared, one with ld.global, serving all
   three sites; the results (a weighted sum) must equal the host's and the
   stock GCC program's.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-final { scan-ptx-not "*" {memspace\$2} } } */
/* { dg-final { ptx-stats "sum4.memspace.0" "generic == 0" "st.global == 0" } } */
/* { dg-final { ptx-stats "sum4.memspace.1" "generic == 0" "st.global == 0" } } */
/* { dg-final { scan-ptx-times "*" {ld\.shared\.u32\s} 4 } } */
/* { dg-final { ptx-stats "sum4" "generic == 4" "global == 0" "shared == 0" } } */
/* { dg-final { scan-ptx-not "run._omp_fn.0" {call[^;]*\msum4, } } } */
/* { dg-final { scan-ptx-times "run._omp_fn.0" {call[^;]*sum4\$memspace\$[01], } 3 } } */
#include <stdio.h>

#define N 512

static const int ctab[16] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3 };

#pragma acc routine seq
__attribute__((noinline)) int
sum4 (const int *p, int k)
{
  return p[k & 15] + p[(k + 1) & 15] + p[(k + 2) & 15] + p[(k + 3) & 15];
}

static void
run (const int *a, const int *key, int *out)
{
#pragma acc parallel num_gangs(4) copyin(a[0:32], key[0:N]) copyout(out[0:N])
  {
    int stab[16];
    for (int j = 0; j < 16; j++)
      stab[j] = (j * 37 + 3) % 10;
#pragma acc loop gang
    for (int i = 0; i < N; i++)
      out[i] = (sum4 (stab, key[i]) * 100 + sum4 (a, key[i] >> 4)
		+ sum4 (a + 16, key[i]) * 7);
  }
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
  int stab[16];
  for (int j = 0; j < 16; j++)
    stab[j] = (j * 37 + 3) % 10;
  for (int i = 0; i < 32; i++)
    a[i] = i * i - 7 + ctab[i & 15];
  for (int i = 0; i < N; i++)
    key[i] = (int) ((i * 2654435761u) >> 9);
  run (a, key, out);
  long sum = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      sum += (long) out[i] * (i + 1);
      ref += (long) (ref4 (stab, key[i]) * 100 + ref4 (a, key[i] >> 4)
		     + ref4 (a + 16, key[i]) * 7) * (i + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
