/* Issue 24, bug 2: the address of a part of a by-value parameter -- a
   field, an array element at a variable index, a nested struct, either
   of two fields through a PHI, a field stored by address into another
   aggregate -- reaches code that writes through it.  lower-struct-args
   took the operand of '&' for the base and never saw these uses, so the
   $byval$ clone read the caller's values while the writes went to a
   local copy nobody read (ptxsim printed "12 23 53 12 12", the host
   fallback "62 73 123 92 21").  Every such parameter now stays whole, the
   dump says why and shows the statement.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {^field_to_callee/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)\n    at: bump \(&s\.a\);$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^element_to_callee/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^inner_to_callee/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)\n    at: bump_in \(&s\.in\);$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^field_through_phi/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^field_in_aggregate/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)$} } } */
/* { dg-final { scan-offload-dump-not lower-struct-args {cloned as} } } */

#include <stdio.h>

struct S { int a; int b; };
struct A { int n; int arr[4]; };
struct In { int x, y; };
struct O { int tag; struct In in; };
struct H { int *p; };

#pragma omp declare target
__attribute__((noinline)) void bump (int *p) { *p += 5; }
__attribute__((noinline)) void bump_in (struct In *p) { p->y += 7; }
__attribute__((noinline)) void bump_h (struct H *h) { *h->p += 9; }

__attribute__((noinline)) int
field_to_callee (struct S s)
{
  bump (&s.a);
  return s.a * 10 + s.b;
}

__attribute__((noinline)) int
element_to_callee (struct A s, int i)
{
  bump (&s.arr[i]);
  return s.arr[1] * 10 + s.arr[2];
}

__attribute__((noinline)) int
inner_to_callee (struct O s)
{
  bump_in (&s.in);
  return s.in.y * 10 + s.tag;
}

__attribute__((noinline)) int
field_through_phi (struct S s, int c)
{
  int *p = c ? &s.a : &s.b;
  *p = 9;
  return s.a * 10 + s.b;
}

__attribute__((noinline)) int
field_in_aggregate (struct S s)
{
  struct H h = { &s.b };
  bump_h (&h);
  return s.a * 10 + s.b;
}
#pragma omp end declare target

int
main (void)
{
  int r[5];
#pragma omp target map(from: r)
  {
    struct S s = { 1, 2 };
    struct A a = { 0, { 1, 2, 3, 4 } };
    struct O o = { 3, { 4, 5 } };
    r[0] = field_to_callee (s);
    r[1] = element_to_callee (a, 1);
    r[2] = inner_to_callee (o);
    r[3] = field_through_phi (s, 1);
    r[4] = field_in_aggregate (s);
  }
  printf ("%d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4]);
  return !(r[0] == 62 && r[1] == 73 && r[2] == 123 && r[3] == 92 && r[4] == 21);
}
