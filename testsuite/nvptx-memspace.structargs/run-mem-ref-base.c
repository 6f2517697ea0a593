/* Issue 24, bug 2: reads of a by-value parameter through pointer
   arithmetic on its address, which GCC folds into MEM_REFs of &s plus a
   constant offset (MEM[(int *)&s + 8B]), in straight-line code, after
   SRA turned a loop's stores into a register, and as a volatile read.
   walk_stmt_load_store_addr_ops hands such a load over with the MEM_REF
   as its base, so lower-struct-args missed it: the clone read those
   fields from an uninitialised local (ptxsim printed "13 7 63 7", the
   host fallback "15 27 113 10").  Now the plain reads are components like
   any field read (the clone is kept: no optimisation lost), the volatile
   one keeps the parameter whole.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {^second_field/[0-9]+:\n  parameter 0 s: split into 2 scalars: int at 0, int at 4$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^element_through_char/[0-9]+:\n  parameter 0 s: split into 2 scalars: int at 0, int at 8$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^loop_updates/[0-9]+:\n  parameter 0 s: split into 2 scalars: int at 0, int at 8$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^volatile_read/[0-9]+:\n  parameter 0 s: left unchanged \(volatile access\)$} } } */

#include <stdio.h>

struct S { int a; int b; };
struct A { int n; int arr[4]; };

#pragma omp declare target
__attribute__((noinline)) int
second_field (struct S s)
{
  int *p = (int *) ((char *) &s + sizeof (int));
  *p += 3;
  return s.a * 10 + s.b;
}

__attribute__((noinline)) int
element_through_char (struct A s)
{
  int *p = (int *) ((char *) &s + 8);
  return *p * 10 + s.n;
}

__attribute__((noinline)) int
loop_updates (struct A s, int n)
{
  for (int i = 0; i < n; i++)
    *(int *) ((char *) &s + 8) += i;
  return s.arr[1] * 10 + s.n;
}

__attribute__((noinline)) int
volatile_read (struct A s)
{
  return *(volatile int *) &s.arr[2] + s.n;
}
#pragma omp end declare target

int
main (void)
{
  int r[4];
#pragma omp target map(from: r)
  {
    struct S s = { 1, 2 };
    struct A a = { 7, { 1, 2, 3, 4 } };
    struct A b = { 3, { 4, 5, 6, 7 } };
    r[0] = second_field (s);
    r[1] = element_through_char (a);
    r[2] = loop_updates (b, 4);
    r[3] = volatile_read (a);
  }
  printf ("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
  return !(r[0] == 15 && r[1] == 27 && r[2] == 113 && r[3] == 10);
}
