/* Regression (issue 16, "never more memory instructions than stock";
   found in GCC's libgomp test for-16.c): the loop's first index is a
   frame variable (.istart0, written by GOMP_loop_ull_runtime_start) read
   once as a 64-bit value and truncated to the stored char.  Stock
   addresses it as [%frame+N]; through the converted frame it is [%rN],
   which GCC's cost model (nvptx has no rtx_costs) priced like a register
   truncation, so combine kept the 64-bit load and added a second,
   extending ld.global.s8 of the same address: 8 -> 9 memory
   instructions.  A load in a named address space now costs one insn
   more than a generic one (rtl-hooks/address-spaces.cc).  */
/* { dg-do run } */
/* { dg-final { ptx-stats "main._omp_fn.1" "generic == 0" } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "user <= 8" { gcc { 12 } "GCC 12 stock's count; GCC 11 stock's is below, and the plugin matches it" } } } */
/* { dg-final { ptx-stats "main._omp_fn.1" "user <= 9" { gcc { 11 } "GCC 11 stock's count" } } } */
/* { dg-final { scan-ptx-not "main._omp_fn.1" "ld\\.global\\.s8" } } */

unsigned long long n = 16;
#pragma omp declare target to (n)

int
main (void)
{
  unsigned char a[64];
#pragma omp target map(from: a)
  {
#pragma omp parallel for schedule (runtime)
    for (unsigned long long j = 0; j < n; j++)
      a[j + 8] = j + 8;
  }
  for (int j = 0; j < 16; j++)
    if (a[j + 8] != j + 8)
      __builtin_abort ();
  return 0;
}
