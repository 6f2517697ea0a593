/* No optimisation lost: where every use of a by-value parameter is a
   plain read of a component, lower-struct-args still splits it -- field
   reads in branches and loops, complex fields read by part, a union read
   through one member, reads by an inlined helper that takes the
   parameter's address (MEM_REFs of &s after inlining), and a second
   parameter split next to one whose field address escapes.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {^branches_and_loops/[0-9]+:\n  parameter 0 s: split into 2 scalars: float at 4, int at 8$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^complex_parts/[0-9]+:\n  parameter 0 s: split into 2 scalars: complex float at 0, int at 8$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^union_member/[0-9]+:\n  parameter 0 s: split into 2 scalars: int at 0, int at 4$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^inlined_helper/[0-9]+:\n  parameter 0 s: split into 2 scalars: const int at 0, const float at 4$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^one_of_two/[0-9]+:\n  parameter 0 keep: left unchanged \(address of a part taken\)\n    at: [^\n]*\n  parameter 1 s: split into 2 scalars: int at 0, float at 4$} } } */
/* { dg-final { scan-offload-dump-times lower-struct-args {cloned as} 5 } } */

struct S { int k; float w; int n; };
struct C { _Complex float c; int k; };
union U { int i; float f; };
struct SU { int k; union U u; };

#pragma omp declare target
__attribute__((noinline)) void bump (int *p) { *p += 1; }

__attribute__((noinline)) float
branches_and_loops (struct S s, int c)
{
  float acc = 0;
  for (int i = 0; i < s.n; i++)
    acc += s.w * i;
  if (c)
    acc += s.n;
  return acc;
}

__attribute__((noinline)) float
complex_parts (struct C s)
{
  return __real__ s.c + 10 * __imag__ s.c + s.k;
}

__attribute__((noinline)) int
union_member (struct SU s)
{
  return s.u.i * 10 + s.k;
}

static inline float
helper (const struct S *p)
{
  return p->k + p->w;
}

__attribute__((noinline)) float
inlined_helper (struct S s)
{
  return helper (&s);
}

__attribute__((noinline)) float
one_of_two (struct S keep, struct S s)
{
  bump (&keep.k);
  return keep.k + s.k * s.w;
}
#pragma omp end declare target

float
f (int c)
{
  float r = 0;
#pragma omp target map(tofrom: r) firstprivate(c)
  {
    struct S s = { c, 2.5f, c + 3 };
    struct C cx = { c + 2.0f * __extension__ 1.0iF, c };
    struct SU su = { c, { c + 1 } };
    r = branches_and_loops (s, c) + complex_parts (cx) + union_member (su)
	+ inlined_helper (s) + one_of_two (s, s);
  }
  return r;
}

int
main (void)
{
  return 0;
}
