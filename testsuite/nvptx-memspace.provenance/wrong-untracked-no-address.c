/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of the provenance rule for values the rewrite does not follow
   (doc/assumptions.md, A3): with the rule weakened back to the plugin of
   2026-11-24 (test-wrong-rewrite=untracked-no-address: a 32-bit integer
   carries no address), the program of run-halves-loop.c gets a null
   shadow for the rebuilt address and reads address 4, which ptxsim must
   reject.  */
/* { dg-do run } */
/* { dg-options "-O1" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=untracked-no-address" } */
/* { dg-ptxsim-error "null pointer access" } */
#include "run-halves-loop.c"
