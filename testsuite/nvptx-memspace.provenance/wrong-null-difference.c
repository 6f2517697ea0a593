/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of the provenance rule's maybe-null difference
   (doc/assumptions.md, A2): with the rule weakened back to the plugin of
   2026-11-24 (test-wrong-rewrite=null-difference: the difference of two
   addresses in one space is a number even when the subtrahend may be
   null), the program of run-acc-null-base-difference.c loads a .shared
   address with ld.global, which ptxsim must reject.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -fno-tree-reassoc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=null-difference" } */
/* GCC 11 has no gang-private variables in .shared: there the wrong rewrite meets a .local automatic instead.  */
/* { dg-ptxsim-error "address is in the (shared|local) window, not global" } */
#include "run-acc-null-base-difference.c"
