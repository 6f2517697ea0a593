/* An aggregate the back end does not clear or copy by pieces (here 4096
   bytes: memset / memcpy calls) stays generic although its pointers are
   known global: in a named address space expansion has no library call to
   fall back to (clear_storage_hints reaches gcc_unreachable, expr.cc:3299;
   emit_block_move_hints emits a byte loop, expr.cc:1893).  The test
   fails with an ICE or with ld/st in a loop if the plugin rewrites them.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "main._omp_fn.1" {call[^;]*memset} } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {call[^;]*memcpy} } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "user <= 12" } } */
#include <stdio.h>
#include <stdlib.h>

#define N 8
struct big { long w[512]; };

int
main (void)
{
  struct big *in = malloc (N * sizeof *in), *out = malloc (N * sizeof *out);
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 512; k++)
      {
	in[i].w[k] = i * 512 + k;
	out[i].w[k] = -1;
      }
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(tofrom: out[0:N])
  for (int i = 0; i < N; i++)
    {
      if (i & 1)
	out[i] = (struct big) {};
      else
	out[i] = in[N - 1 - i];
    }
  long s = 0, ref = 0;
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 512; k++)
      {
	s += out[i].w[k] * (k + 1);
	if (!(i & 1))
	  ref += (long) ((N - 1 - i) * 512 + k) * (k + 1);
      }
  printf ("%ld %ld\n", s, ref);
  free (in);
  free (out);
  return s != ref;
}
