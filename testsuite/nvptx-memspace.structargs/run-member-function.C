// Issue 24, bug 2 in C++: member functions called on a by-value class
// parameter.  One that is not inlined gets 'this' = &s.sub, the address of
// a sub-object, which lower-struct-args never saw: its writes went to a
// local copy (ptxsim printed "24 203 51", the host fallback "74 203 24").
// Inlined ones read through MEM_REFs of &s plus an offset, which it
// missed too: the $byval$ clone read them from an uninitialised local.
// Now the first keeps its parameter whole; the inlined reads are
// components and that function is still split (no optimisation lost).
// A member function called on the parameter itself (this = &s) takes the
// cast-only path, as before.
// { dg-do run }
// { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" }
// { dg-final { scan-offload-dump lower-struct-args {^bump_sub/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)\n    at: bump \(&s\.sub\);$} } }
// { dg-final { scan-offload-dump lower-struct-args {^twice_self/[0-9]+:\n  parameter 0 s: cast-only path, its address flows on; kept whole$} } }
// { dg-final { scan-offload-dump lower-struct-args {^inlined_readers/[0-9]+:\n  parameter 0 s: split into 3 scalars: const int at 0, const int at 4, const int at 8$} } }

#include <cstdio>

struct Sub
{
  int x, y;
  __attribute__((noinline)) void bump () { x += 5; }
  int sum () const { return x * 10 + y; }
};

struct S
{
  int tag;
  Sub sub;
  __attribute__((noinline)) void twice () { tag *= 2; }
  int get () const { return tag + sub.sum (); }
};

#pragma omp declare target
__attribute__((noinline)) int
bump_sub (S s)
{
  s.sub.bump ();
  return s.sub.x * 10 + s.sub.y + s.tag;
}

__attribute__((noinline)) int
twice_self (S s)
{
  s.twice ();
  return s.tag * 100 + s.sub.y;
}

__attribute__((noinline)) int
inlined_readers (S s)
{
  return s.get ();
}
#pragma omp end declare target

int
main ()
{
  int r[3];
#pragma omp target map(from: r)
  {
    S s = { 1, { 2, 3 } };
    r[0] = bump_sub (s);
    r[1] = twice_self (s);
    r[2] = inlined_readers (s);
  }
  std::printf ("%d %d %d\n", r[0], r[1], r[2]);
  return !(r[0] == 74 && r[1] == 203 && r[2] == 24);
}
