/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on seed S4 (doc/assumptions.md), weakened: with
   test-wrong-rewrite=simt-private-as-global SIMT-privatised storage (the
   .local %simtstack_ar) is taken for global memory; ptxsim must reject
   run-simt-private.c's conversion of the private array's address.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=simt-private-as-global" } */
/* { dg-ptxsim-error "address is in the local window, not global" } */
#include "run-simt-private.c"
