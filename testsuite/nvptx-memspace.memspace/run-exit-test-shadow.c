/* Issue 27 (libgomp's oacc loop-auto-1 gang_4 and vector_1, tile-1
   gang_vector_1: an add more per iteration than stock): IVOPTs made the
   loop's exit test on a generic integer induction variable against an
   end value computed from the generic base, and memspace-opt2, rewriting
   the store, built a second, converted induction variable.  The exit
   test now runs on the converted one against END + (S0 - G0), the end
   moved by what the shadow started above the generic start -- END's own
   chain rebuilt on the base's conversion where it adds the base in, so
   the loop costs what stock's does (0 instructions beyond the
   conversions here, fill/fill_down/fill_tiles), else END plus that
   difference computed out of the loops.  Exact integer arithmetic: no
   space assumed for the end, which is never converted or dereferenced;
   the generic induction variable dies.  Attacks: a descending loop
   (negative step), an explicit pointer loop against an end pointer, an
   end reached through an integer, a vector loop inside a gang loop
   (tile), zero-trip loops.  Every value checked, on ptxsim too.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fchecking=2 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2" } */
/* { dg-final { scan-offload-dump "memspace-opt2" "rewrite exit test global: if \\(_\[0-9\]+ != _\[0-9\]+\\)" } } */
/* { dg-final { scan-ptx "fill._omp_fn.0" {st\.global\.u32\s+\[(%r[0-9]+)\], %r[0-9]+;\n\s*add\.u64\s+\1, \1, 128;\n\s*setp\.ne\.u64\s+%r[0-9]+, %r[0-9]+, \1;} } } */
/* { dg-final { scan-ptx-times "fill._omp_fn.0" {add\.u64\s+(%r[0-9]+), \1, 128;} 1 } } */

#include <stdlib.h>

#pragma acc routine seq
__attribute__ ((noinline)) static int
value (void)
{
  return __builtin_goacc_parlevel_id (2) + 1;
}

static void
fill (int *ary, int size)
{
#pragma acc parallel vector_length(32) copy(ary[0:size]) firstprivate(size)
  {
#pragma acc loop gang vector
    for (int jx = 0; jx < size; jx++)
      ary[jx] = value ();
  }
}

static void
fill_down (int *ary, int size)
{
#pragma acc parallel vector_length(32) copy(ary[0:size]) firstprivate(size)
  {
#pragma acc loop gang vector
    for (int jx = size - 1; jx >= 0; jx--)
      ary[jx] = value () + 100;
  }
}

static void
fill_pointer (int *ary, int size)
{
#pragma acc parallel num_gangs(1) copy(ary[0:size]) firstprivate(size)
  {
    int k = 0;
    for (int *p = ary; p != ary + size; p++)
      *p = value () + 200 + k++;
  }
}

static void
fill_until (int *ary, int *other, int size)
{
  /* The loop's end is a pointer into another array, reached through an
     integer: the same value whatever space it is in.  */
#pragma acc parallel num_gangs(1) copy(ary[0:size]) copyin(other[0:1]) firstprivate(size)
  {
    long end = (long) ary + 4L * size;
    for (int *p = ary; (long) p != end; p++)
      *p = value () + 300 + other[0];
  }
}

static void
fill_tiles (int *ary, int size)
{
#pragma acc parallel vector_length(32) num_gangs(4) copy(ary[0:size]) firstprivate(size)
  {
#pragma acc loop tile(128) gang vector
    for (int jx = 0; jx < size; jx++)
      ary[jx] = value () + 400;
  }
}

/* What value () returned, plus BASE, at each of the first N elements,
   the rest untouched (-1): value () is the vector lane + 1 on the
   device, 1 on the host.  */
static void
check (const int *ary, int n, int base)
{
  for (int i = 0; i < 1000; i++)
    if (i < n ? ary[i] < base + 1 || ary[i] > base + 32 : ary[i] != -1)
      abort ();
}

int
main (void)
{
  static int ary[1000], other[1] = { 7 };
  for (int n = 0; n <= 1000; n += 333)
    {
      for (int i = 0; i < 1000; i++)
	ary[i] = -1;
      fill (ary, n);
      check (ary, n, 0);
      fill_down (ary, n);
      check (ary, n, 100);
      fill_pointer (ary, n);
      for (int i = 0; i < n; i++)
	ary[i] -= i;
      check (ary, n, 200);
      fill_until (ary, other, n);
      check (ary, n, 307);
      fill_tiles (ary, n);
      check (ary, n, 400);
    }
  return 0;
}
