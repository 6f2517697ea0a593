/* Stock GCC 12 bug (wrong on a GPU too, not a ptxsim gap): struct
   members mapped one by one, the pointer members only through their
   array sections,
     map(to: S.n) map(to: S.a[:S.n])
   give the kernel a garbage S.a.  (Issue 26's program:
   map(to: SD.m, SD.na, SD.nb) map(to: SD.a[:SD.na]) map(to: SD.b[:SD.nb])
   with SD = { int *a; long na; double *b; long nb; int m; }, ptxsim:
   "null pointer access ... ld.f64 ...: load of 8 bytes at 0x0".)

   -fdump-tree-gimple:
     map(tofrom:sum) map(to:*_4 [len: _3]) map(attach:S.a [bias: 0])
     map(struct:S [len: 1]) map(to:S.n [len: 8])
   The struct group holds only S.n.  The OpenMP map clause rules (6.0
   7.9.6; 5.x the same way) give a referenced struct device storage for
   its parts that are list items or base pointers of list items, so S.a
   (the base pointer of S.a[:S.n]) gets storage and pointer attachment
   then sets it to the device copy of buf.  GCC 12 (Debian's 12.2.0
   sources) does neither:
   * gcc/gimplify.cc:9827-9836 turns S.a's GOMP_MAP_ATTACH_DETACH into
     GOMP_MAP_ATTACH, and 9843-9860 ("Nor for attach_detach for OpenMP")
     skips the struct group for it on an OpenMP target, so S.a's bytes
     are mapped by nothing (OpenACC adds them; OpenMP would only if the
     program names S.a itself).
   * libgomp/target.c:1458-1488 (gomp_map_vars_internal, GOMP_MAP_ATTACH)
     looks up [&S.a, &S.a + 8), finds nothing and, for OpenMP, silently
     goes on (only OpenACC fails, "outer struct not mapped for attach"):
     gomp_attach_pointer is never called, nothing writes S.a's device slot.
   * target.c:1404-1416 lays the struct group out from its first mapped
     member (S.n): the device address of S, which the kernel gets
     (gomp_map_val, OFFSET_STRUCT, target.c:905-910), is that of S.n minus
     offsetof (S.n), over memory of the previous mapping (here buf[2..3],
     in issue 26's program the kernel argument array: SD.a = v's device
     address).  A member between two mapped ones (SD.b between na and nb)
     lies in the coalesced copy's gap, filled from libgomp's malloc'd
     buffer (target.c:1254-1255): host heap bytes, 0 in that run.

   ptxsim's stand-in driver only did what libgomp asked: one cuMemAlloc
   of the target block, one cuMemcpyHtoD of the coalesced buffer (traced:
   S.a's device slot holds buf[2], buf[3]).  A GPU gets the same bytes, so
   the same load faults there ("an illegal memory access was encountered")
   or reads garbage.  ptxsim here: "wild pointer access ... ld.s32 ...:
   load of 4 bytes at 0x0000000400000003" (3 and 4 as one pointer).  The
   host fallback prints 10.  Pinned by testsuite/nvptx-memspace.ptxsim/
   stock-struct-member-attach.c.

   Workaround in the source (struct-member-attach-workaround.c there):
   name the pointer members too, map(to: S.a, S.n) map(to: S.a[:S.n])
   (they join the struct group, the attach finds them), or map the whole
   struct, map(to: S) map(to: S.a[:S.n]).

   Later GCC: fixed by the clause-expansion rework after GCC 12 (Julian
   Brown's struct mapping rework, GCC 13 as far as we can tell; not run
   here, only GCC 12 is installed).  Evidence: GCC 12's
   c-c++-common/gomp/target-enter-data-1.c expects, for
   map(to: f->vectors[m][:n]), only "map(to:*_N) map(attach:f->vectors)"
   (the same shape as here), the later version of that test
   "map(struct:*f [len: 1]) map(alloc:f->vectors [len: 0]) map(to:*_N)
   map(attach:f->vectors)": the pointer member gets a zero-length entry in
   the struct group, so the attach finds it and writes the device
   pointer.

   gcc-12 -O2 -fopenmp -foffload=nvptx-none \
     -foffload-options=nvptx-none="-misa=sm_80 -mptx=7.0" \
     omp-struct-member-attach.c  */
#include <stdio.h>

struct s { int *a; long n; };

int
main (void)
{
  int buf[4] = { 1, 2, 3, 4 };
  struct s S = { buf, 4 };
  long sum = 0;
#pragma omp target map(to: S.n) map(to: S.a[:S.n]) map(tofrom: sum)
  for (long i = 0; i < S.n; i++)
    sum += S.a[i];
  printf ("%ld\n", sum);
  return sum != 10;
}
