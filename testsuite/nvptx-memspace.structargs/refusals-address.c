/* Issue 24, bug 2: uses of a by-value parameter that lower-struct-args
   does not read keep it whole (no clone), with the reason and the
   statement in the dump: inline asm with the address of a field or a
   field as a memory operand, a volatile store through a field's address
   (a write GCC keeps; a MEM_REF store the old walk did not see), a
   field's address turned into an integer, a union read as a whole int
   and as one of its bytes, and a read past the
   parameter's end (undefined, but a split would read past the caller's
   object).  Every statement that names the parameter is classified;
   nothing is skipped.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {^asm_pointer_input/[0-9]+:\n  parameter 0 s: left unchanged \(inline asm operand\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^asm_memory_operand/[0-9]+:\n  parameter 0 s: left unchanged \(inline asm operand\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^volatile_store/[0-9]+:\n  parameter 0 s: left unchanged \(the parameter is written\)\n    at: MEM\[\(volatile int \*\)&s \+ 4B\] =\{v\} 7;$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^address_as_integer/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^past_the_end/[0-9]+:\n  parameter 0 s: left unchanged \(access outside the parameter\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^union_pun/[0-9]+:\n  parameter 0 s: left unchanged \(overlapping accesses of different shape\)$} } } */
/* { dg-final { scan-offload-dump-not lower-struct-args {cloned as} } } */
/* { dg-final { scan-ptx-not "*" {\$byval\$} } } */

struct S { int a; int b; };
union U { int i; unsigned char b[4]; };
struct SU { int k; union U u; };

#pragma omp declare target
__UINTPTR_TYPE__ sink;
__attribute__((noinline)) void use_int (__UINTPTR_TYPE__ x) { sink = x; }

__attribute__((noinline)) int
asm_pointer_input (struct S s)
{
  __asm__ volatile ("" : : "r" (&s.b) : "memory");
  return s.a * 10 + s.b;
}

__attribute__((noinline)) int
asm_memory_operand (struct S s)
{
  __asm__ volatile ("" : "+m" (s.a));
  return s.a * 10 + s.b;
}

__attribute__((noinline)) int
volatile_store (struct S s)
{
  *(volatile int *) &s.b = 7;
  return s.a * 10 + s.b;
}

__attribute__((noinline)) int
address_as_integer (struct S s)
{
  use_int ((__UINTPTR_TYPE__) &s.b);
  return s.a * 10 + s.b;
}

__attribute__((noinline)) int
union_pun (struct SU s)
{
  return s.u.i + s.u.b[1] + s.k;
}

__attribute__((noinline)) int
past_the_end (struct S s)
{
  return s.a + ((int *) &s)[2];
}
#pragma omp end declare target

int
main (void)
{
  int r = 0;
#pragma omp target map(from: r)
  {
    struct S s = { 1, 2 };
    struct SU su = { 1, { 2 } };
    r = asm_pointer_input (s) + asm_memory_operand (s) + volatile_store (s)
	+ address_as_integer (s) + union_pun (su) + past_the_end (s);
  }
  return r == 0;
}
