/* Regression (issue 16, "never more memory instructions than stock";
   found in GCC's libgomp Fortran tests map-alloc-ptr-1/-2,
   target-enter-data-2, target-has-device-addr-4): loop distribution
   turns a copy or clear loop into a memcpy/memset call only while its
   references are generic (tree-loop-distribution.cc:1531-1534); stock
   has 5 memory instructions and 2 calls here.
   memspace-opt1 used to rewrite the copy from the static `.const' table,
   which kept it a loop of ld.const/st.global: 2 memory instructions more
   than stock's call.  Copy and clear loops now wait for ldist; a loop
   ldist leaves alone (`twice') is still rewritten, by memspace-opt2.
   The table, a declare-target variable, is now in .global, not .const
   (rtl-hooks/data-areas.cc: the host can know the address of an
   offload-table variable, so .const would break seed S6): `twice' reads
   it with ld.global.nc (a const object: read-only while a kernel runs);
   the copy loop is still a call.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "copy_calls == 2" "user <= 5" { gcc { 12 } "GCC 12 stock's count; GCC 11 stock's is below, and the plugin matches it" } } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "copy_calls == 1" "user <= 7" { gcc { 11 } "GCC 11 stock's counts (loop distribution makes one copy call)" } } } */
/* { dg-final { scan-ptx "*" {^\s*\.global \.align 16 \.u32 table\[20\] = } } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.global\.nc\.u32} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {st\.global\.u32} } } */

static const int table[20] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3,
			       5, 8, 9, 7, 9, 3, 2, 3, 8, 4 };
#pragma omp declare target to (table)

int
main (void)
{
  int out[20], zero[32], twice[20];
#pragma omp target map(from: out, zero, twice)
  {
    for (int i = 0; i < 20; i++)
      out[i] = table[i];
    for (int i = 0; i < 32; i++)
      zero[i] = 0;
    for (int i = 0; i < 20; i++)
      twice[i] = table[i] * 2;
  }
  for (int i = 0; i < 20; i++)
    if (out[i] != table[i] || twice[i] != 2 * table[i])
      __builtin_abort ();
  for (int i = 0; i < 32; i++)
    if (zero[i] != 0)
      __builtin_abort ();
  return 0;
}
