/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of the data-area change for the constant pool (doc/
   assumptions.md, A1): with string literals left in .const
   (test-wrong-rewrite=readonly-in-const), the literal's address a kernel
   writes out and the host passes back (run-string-literal-launder.c) is
   converted with cvta.to.global, which ptxsim must reject.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=readonly-in-const" } */
/* { dg-ptxsim-error "address is in the const window, not global" } */
#include "run-string-literal-launder.c"
