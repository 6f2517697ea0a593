/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 27 (libgomp's oacc loop-v-1.c: +13% executed instructions on
   ptxsim beyond the conversions).  The record's two pointers are read
   with ld.global.nc (the entry record is read-only while the kernel
   runs), and the stores of the vector loop are st.global.  RTL's alias
   analysis makes every pair of MEMs in two address spaces conflict
   (alias.cc:3037) unless the load is MEM_READONLY_P, so PRE kept both
   record loads in the loop, where stock GCC's generic loads and stores
   (one address space, the tree oracle) let it hoist them.
   rtl-hooks/readonly-mems.cc marks ld.global.nc MEMs read-only: the
   loads leave the loop again, before its label, inside the vector
   region (after the fork's broadcast of the record pointer).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* hoist-record-loads=0: memspace-opt2 hoists these record loads itself
   since (run-record-load-fork-loop.c); RTL's part is kept apart here,
   for the ld.global.nc loads GIMPLE does not move.  */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-hoist-record-loads=0 -fplugin-arg-nvptx_memspace-dump=rtl-memspace-readonly-mems" } */
/* { dg-final { scan-offload-dump "memspace-readonly-mems" {main._omp_fn.0: 2 ld.global.nc MEMs marked read-only} } } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {ld\.global\.nc\.u64} 2 } } */
/* No ld.global.nc between the loop's label and its backward branch
   ((?s): the pattern spans lines, which scan-ptx's -line mode forbids
   otherwise).  */
/* { dg-final { scan-ptx-not "main._omp_fn.0" {(?s)\n(\$L[0-9]+):[^$]*ld\.global\.nc[^$]*bra\s+\1;} } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" "user <= 4" } } */

#include <stdlib.h>

#define N 1000

int
main (void)
{
  int a[N];
  int ondev = 0;
#pragma acc parallel vector_length(32) copyout(a) copy(ondev)
  {
#pragma acc loop vector
    for (int i = 0; i < N; i++)
      {
	a[i] = __builtin_goacc_parlevel_id (2) + i;
	ondev = 1;
      }
  }
  /* The vector lane's number on the device, 0 under host fallback.  */
  for (int i = 0; i < N; i++)
    if (a[i] < i || a[i] >= i + 32)
      abort ();
  if (ondev != 1)
    abort ();
  return 0;
}
