/* SPDX-License-Identifier: GPL-3.0-or-later */
/* readonly-nc-vector-loop.c with the readonly-nc knob off: the record
   loads stay in the vector loop, so the pattern that test rules out is
   there -- that test can fail.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-readonly-nc=0 -fplugin-arg-nvptx_memspace-hoist-record-loads=0" } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {ld\.global\.nc\.u64} 2 } } */
/* With the knob off, both loads are in the loop (what the test above rules out).  */
/* { dg-final { scan-ptx "main._omp_fn.0" {(?s)\n(\$L[0-9]+):[^$]*ld\.global\.nc[^$]*bra\s+\1;} } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" "user == 4" } } */

/* The program of readonly-nc-vector-loop.c.  */
#include "readonly-nc-vector-loop.c"
