/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on the plugin's asm operands (doc/assumptions.md, passes;
   facts section 20), weakened: with test-wrong-rewrite=asm-operands-
   unchecked the memspace-asm-operands pass does not run, fwprop's
   (subreg:DI (reg:V2SI)) stays in the conversion's asm and prints as a
   .v2.u32 register, and ptxas rejects the module (issue 24, bug 5).  */
/* { dg-do link } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-options "-O1" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=asm-operands-unchecked" } */
/* { dg-require-gcc 12 "the error is ptxas's, which GCC 11's builds skip (-Wa,--no-verify: CUDA 13's ptxas rejects its sm_35)" } */
/* { dg-error "Arguments mismatch for instruction 'cvta.to'" "" { target *-*-* } 0 } */
/* { dg-prune-output "ptxas fatal|nvptx-as: ptxas returned" } */
#include "run-vector-union.c"
