/* Stock GCC 12 bug, the one of simt-stack-overflow.c reached without
   writing "simd": GCC 12 lowers "#pragma omp target teams loop" to
   distribute / parallel for / simd, and the simd loop is a SIMT region
   (-fdump-tree-omplower: "#pragma omp simd ... _simt_ ... private(x)").
   A private(x) of more than 128 bytes overflows it: the outlined
   parallel body (main$_omp_fn$1) calls libgomp, so it is never a leaf,
   and gets the fixed 128 + 8 bytes of %simtstack_ar (nvptx.cc:1561-1566:
   simt_stack_size becomes nvptx_softstack_size in a non-leaf function),
   here "%simtstack_ar[136]" for 320 bytes of x.
   nvptx_output_softstack_switch (nvptx.cc:1664-1680) computes
   cvta.local (%simtstack_ar + 136) - 320 and stores the soft-stack
   pointer 8 bytes below that, 192 bytes below the array.  ptxsim
   (issue 26): "out-of-bounds access in kernel main$_omp_fn$0, function
   main$_omp_fn$1, ...: st.u64 [%r41 + -8],%stack: store of 8 bytes at
   0x02ffffffffffffa0: address is in the shared window, no object there"
   (the array starts the thread's local window; the address is just below
   it; with x of 136 bytes it is "in the local window, outside any live
   .local variable").  On hardware the store lands outside
   every object too; on an H200 (GPU kit, 2026-11-28) it neither faulted
   nor changed this program's output ("bad 0" with stock), so what lies
   below the array there is not known: a GPU may overwrite other memory.  x of at
   most 128 bytes runs right (scalar x too: issue 26's loop runs on
   ptxsim as under host fallback).
   Workaround: keep SIMT-private data at most 128 bytes, or use
   "teams distribute parallel for private(x)" (no simd: x lives in the
   soft-stack frame; runs right on ptxsim).  Pinned by
   testsuite/nvptx-memspace.ptxsim/stock-teams-loop-private.c.
   gcc-12 -O2 -fopenmp -foffload=nvptx-none \
     -foffload-options=nvptx-none="-misa=sm_80 -mptx=7.0" \
     teams-loop-private-simt.c  */
#include <stdio.h>

#define N 256

int
main (void)
{
  int out[N];
  double x[40];
#pragma omp target teams loop private(x) map(from: out)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 40; k++)
	x[k] = i + k;
      out[i] = (int) x[i % 40];
    }
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (out[i] != i + i % 40)
      bad++;
  printf ("bad %d\n", bad);
  return bad != 0;
}
