/* Issue 24, bug 2: memcpy, memmove and memset into and out of parts of
   a by-value parameter, with lengths only known at run time so the calls
   stay calls.  Their pointer arguments are addresses of parts that
   lower-struct-args never saw: the $byval$ clone copied into and out of
   an uninitialised local copy (ptxsim printed "234 7 123 234", the host
   fallback "894 30 100 894").  The parameters now stay whole.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {^copy_into/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)\n    at: memcpy \(&s\.arr\[1\], } } } */
/* { dg-final { scan-offload-dump lower-struct-args {^copy_out_of/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^clear_part/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)\n    at: memset \(&s\.arr\[1\], } } } */
/* { dg-final { scan-offload-dump lower-struct-args {^move_into/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)$} } } */
/* { dg-final { scan-offload-dump-not lower-struct-args {cloned as} } } */

#include <stdio.h>
#include <string.h>

struct A { int n; int arr[4]; };

#pragma omp declare target
__attribute__((noinline)) int
copy_into (struct A s, const int *src, int n)
{
  memcpy (&s.arr[1], src, n * sizeof (int));
  return s.arr[1] * 100 + s.arr[2] * 10 + s.arr[3];
}

__attribute__((noinline)) int
copy_out_of (struct A s, int *dst, int n)
{
  memcpy (dst, &s.arr[1], n * sizeof (int));
  return s.n + dst[0] * 10 + dst[1];
}

__attribute__((noinline)) int
clear_part (struct A s, int n)
{
  memset (&s.arr[1], 0, n * sizeof (int));
  return s.arr[0] * 100 + s.arr[1] * 10 + s.arr[2];
}

__attribute__((noinline)) int
move_into (struct A s, const int *src, int n)
{
  memmove (&s.arr[1], src, n * sizeof (int));
  return s.arr[1] * 100 + s.arr[2] * 10 + s.arr[3];
}
#pragma omp end declare target

int
main (void)
{
  int r[4];
#pragma omp target map(from: r)
  {
    struct A a = { 7, { 1, 2, 3, 4 } };
    int src[2] = { 8, 9 }, dst[2];
    r[0] = copy_into (a, src, 2);
    r[1] = copy_out_of (a, dst, 2);
    r[2] = clear_part (a, 2);
    r[3] = move_into (a, src, 2);
  }
  printf ("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
  return !(r[0] == 894 && r[1] == 30 && r[2] == 100 && r[3] == 894);
}
