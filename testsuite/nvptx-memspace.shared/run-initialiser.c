/* Team-level arrays with initialisers: `coef' has an initialiser list and
   `hist' is zero-initialised, both in the target region's body.  nvptx
   refuses a static initialiser in .shared memory (nvptx.cc,
   nvptx_encode_section_info), so the initialisers stay as the stores the
   gimplifier made of them, executed by the team in the entry function;
   the .shared variables are declared without one (the scans end at
   `];').  The parallel region
   reads `coef' and updates `hist' with shared atomics.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 coef\$shared\$[0-9]+\[8\];} } } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 hist\$shared\$[0-9]+\[16\];} } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" "ld.shared >= 1" "atom.shared == 1" } } */
#include <stdio.h>

#define N 1024
#define B 64

int in[N];
long out[N / B];

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (i * 13) % 97;
#pragma omp target teams distribute map(to: in) map(from: out)
  for (int b = 0; b < N / B; b++)
    {
      int coef[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
      int hist[16] = { 0 };
#pragma omp parallel for
      for (int i = 0; i < B; i++)
	{
	  int v = in[b * B + i];
#pragma omp atomic
	  hist[v & 15] += coef[v & 7];
	}
      long s = 0;
      for (int k = 0; k < 16; k++)
	s += (long) hist[k] * (k + 1);
      out[b] = s;
    }
  long t = 0;
  for (int b = 0; b < N / B; b++)
    t += out[b] * (b + 1);
  printf ("%ld\n", t);
  return 0;
}
