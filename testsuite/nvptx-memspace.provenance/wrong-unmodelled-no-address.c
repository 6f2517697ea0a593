/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on assumption A4 (doc/assumptions.md), weakened: with
   test-wrong-rewrite=unmodelled-no-address an inline-asm output carries
   no address, so run-acc-asm-address.c's sum of a maybe-null global base
   and the asm's copy of a .local address is taken for global and read
   with ld.global, which ptxsim must reject.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=unmodelled-no-address" } */
/* { dg-ptxsim-error "address is in the local window, not global" } */
#include "run-acc-asm-address.c"
