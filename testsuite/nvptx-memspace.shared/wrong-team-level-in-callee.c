/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of lower-module-shared's one live instance per team
   (doc/assumptions.md): with the check weakened
   (test-wrong-rewrite=team-level-in-callee: any function, not only an
   entry point, runs once per team), the scratch array of the recursive
   `level' of run-neg-recursive.c becomes one .shared variable, so each
   recursion level overwrites its caller's scratch before the caller reads
   it back.  Every access is in the right space: ptxsim sees no error, and
   the program prints another sum than the host fallback.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=team-level-in-callee" } */
/* { dg-ptxsim-wrong-result "two live instances of scratch in one .shared variable" } */
/* { dg-final { scan-ptx "*" {\.shared[^;]*scratch\$shared\$} } } */
#include "run-neg-recursive.c"
