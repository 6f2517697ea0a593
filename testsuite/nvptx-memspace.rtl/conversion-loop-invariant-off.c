/* SPDX-License-Identifier: GPL-3.0-or-later */
/* conversion-loop-invariant.c without RTL's loop-invariant motion
   (-fno-move-loop-invariants): the two conversions that memspace-opt2
   put in the vector loop stay there, so the pattern that test rules out
   is present -- that test can fail.  (The option is given at compile
   time: LTO keeps each function's optimisation flags, so it would not
   act in -foffload-options.)  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2 -fno-move-loop-invariants" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-hoist-record-loads=0" } */
/* { dg-final { scan-ptx "main._omp_fn.0" {(?s)\n(\$L[0-9]+):[^$]*cvta\.to\.global[^$]*bra\s+\1;} } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" } } */

/* The program of readonly-nc-vector-loop.c.  */
#include "readonly-nc-vector-loop.c"
