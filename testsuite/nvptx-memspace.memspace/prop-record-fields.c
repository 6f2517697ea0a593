/* Seed S8, record fields of other spaces: the parallel region inside the
   target region reads a string literal (.const) and writes an automatic
   of the entry function (its frame is on the global soft stack) through
   the GOMP_parallel record.  ipmsp must give the record's fields const
   and global, and the parallel body must access the literal with
   ld.const (after cvta.to.const) and the automatic with st.global (stock
   GCC: generic).  lower-module-shared is off: it would move `buf', a
   team-level array, to .shared (nvptx-memspace.shared tests that).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-lower-module-shared=0" } */
/* { dg-final { scan-offload-dump ipmsp {^  record field at [0-9]+ \(8 bytes\): const$} } } */
/* { dg-final { scan-offload-dump-times ipmsp {^  record field at [0-9]+ \(8 bytes\): global$} 2 } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {cvta\.to\.const\.u64\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {ld\.const\.s8\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {st\.global\.u32\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.1" "generic == 0" } } */

#define N 64

void
f (const int *restrict k, int *restrict out)
{
#pragma omp target map(to: k[0:N]) map(from: out[0:N])
  {
    const char *s = "the quick brown fox jumps over the lazy dog";
    int buf[N];
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      buf[(i * 5) & (N - 1)] = s[k[i] % 43] * (i + 1);
    for (int i = 0; i < N; i++)
      out[i] = buf[i];
  }
}

int
main (void)
{
  return 0;
}
