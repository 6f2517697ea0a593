/* Seed S8, record fields of other spaces: the parallel region inside the
   target region reads a string literal and writes a team-level array of
   the entry function through the GOMP_parallel record.  ipmsp must give
   the record's fields shared (the array: lower-module-shared makes it a
   .shared variable, buf$shared$N) and global (the literal, and the mapped
   k), and the parallel body must write the array with st.shared (after
   cvta.to.shared) and read the literal with ld.global (stock GCC:
   generic).
   This used to be the other way round: the literal was .const (record
   field const, ld.const after cvta.to.const) and, with
   lower-module-shared off, the array stayed on the global soft stack.
   The constant pool now lives in .global (rtl-hooks/data-areas.cc: a
   string literal's address may be a value the host gets back, so .const
   would break seed S6), so the array, left to lower-module-shared, is
   the field of another space.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-ptx "*" {^\s*\.global \.align 1 \.u8 \$LC[0-9]+\[44\]} } } */
/* { dg-final { scan-offload-dump-times ipmsp {^  record field at [0-9]+ \(8 bytes\): shared$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^  record field at [0-9]+ \(8 bytes\): global$} 2 } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {cvta\.to\.shared\.u64\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {st\.shared\.u32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.1" {ld\.global\.s8\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.1" "generic == 0" "const == 0" } } */

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
