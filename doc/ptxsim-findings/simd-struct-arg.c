/* Stock GCC 12 bug (wrong on a GPU too): a struct passed by value to a
   function called inside an OpenMP simd loop is built in the caller's
   soft-stack frame, which the 32 SIMT lanes of a warp share, not in
   per-lane storage (%simtstack_ar): every lane stores its fields to the
   same [%frame+N] slots, then every lane copies the struct (memcpy) to
   the argument block, so all lanes pass the fields of one lane.  The
   same root as simd-block-arrays.c (block-scope aggregates of a simd body
   are not privatised); the by-value argument is such an aggregate
   without a name.  fuzz -x seed 209 (kern1: a simd fill loop of a
   private array calling st2 with a struct literal).  Expected, as under
   host fallback: "ok"; on ptxsim (and a GPU) wrong values.
   gcc -O2 -fopenmp -foffload=nvptx-none \
     -foffload-options=nvptx-none="-misa=sm_80 -mptx=7.0" simd-struct-arg.c */
#include <stdio.h>

struct pair { unsigned a, b; };

#pragma omp declare target
__attribute__ ((noinline)) unsigned
combine (struct pair p)
{
  return p.a * 3u + p.b;
}
#pragma omp end declare target

int
main (void)
{
  unsigned out[32];
  int bad = 0;
#pragma omp target map(from: out)
#pragma omp simd
  for (int k = 0; k < 32; k++)
    out[k] = combine ((struct pair) { (unsigned) k, (unsigned) k + 1 });
  for (int k = 0; k < 32; k++)
    if (out[k] != 4u * k + 1)
      {
        if (bad++ < 4)
          printf ("out[%d] = %u, expected %u\n", k, out[k], 4u * k + 1);
      }
  printf ("%s\n", bad ? "wrong" : "ok");
  return bad != 0;
}
