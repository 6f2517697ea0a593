/* Soundness of GOMP_parallel record votes: `g' launches a parallel region
   whose record holds p and out.  g is used once with a mapped pointer
   and once with a team-level array (.shared) for p, so the record field
   for p is in no single space and must be voted generic, while out
   (always mapped) is global.  In the parallel body the load through p
   stays generic and the update of out is global.
   The second space used to be a `static const' declare-target table
   (.const); such a table now lives in .global (rtl-hooks/data-areas.cc:
   the host can know the address of an offload-table variable, so .const
   would break seed S6).  In OpenMP the one other space a pointer in a
   launch record can have is lower-module-shared's: a team-level array
   of the target region whose address reaches parallel regions only
   through their records becomes a .shared variable (buf$shared$N) --
   which its address passed to a call would prevent.  So g is inlined
   (always_inline): the target region launches g._omp_fn.0 twice, once
   with the record {a, out} and once with {buf, out}; the two launches
   vote for the same record fields.  The test checks that buf really is
   .shared (else both votes for p would be global).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-ptx "*" {^\s*\.shared \.align [0-9]+ \.u32 buf\$shared\$[0-9]+\[64\];} } } */
/* { dg-final { scan-offload-dump ipmsp {^g\._omp_fn\.0/[0-9]+: callers known, } } } */
/* { dg-final { scan-offload-dump-times ipmsp {^  record field at [0-9]+ \(8 bytes\): generic$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^  record field at [0-9]+ \(8 bytes\): global$} 1 } } */
/* { dg-final { ptx-stats "g._omp_fn.0" "generic == 1" "ld.generic == 1" "shared == 0" "const == 0" "st.global == 1" } } */

#define N 64

#pragma omp declare target
static inline __attribute__((always_inline)) void
g (const int *p, int *out)
{
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    out[i] += p[(i * 5) & (N - 1)];
}
#pragma omp end declare target

void
f (const int *a, int *out)
{
#pragma omp target map(to: a[0:N]) map(tofrom: out[0:N])
  {
    int buf[N];
    for (int i = 0; i < N; i++)
      buf[i] = a[i] * 3;
    g (a, out);
    g (buf, out);
  }
}

int
main (void)
{
  return 0;
}
