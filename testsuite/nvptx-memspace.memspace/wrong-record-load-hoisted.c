/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on hoist_record_loads, weakened: with
   test-wrong-rewrite=record-load-hoisted every field of a launched
   function's record counts as invariant, also one the function itself
   writes; the loads of x and seen leave the loop over k and the sums
   come out wrong on ptxsim (every access is in its right space: no space
   check can see it).  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=record-load-hoisted" } */
/* { dg-ptxsim-wrong-result "a record field the function writes read from before the loop" } */
#include "run-record-hoist-written.c"
