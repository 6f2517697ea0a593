/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on the rewrite's rule that only integers holding an address
   get a root conversion (memspace-shadow.cc integer_holds_address_p),
   weakened: with test-wrong-rewrite=integer-step-converted a step of
   integer arithmetic (p + p on the way to p + p - p) is converted as if
   it were an address, as before, and ptxsim finds the doubled global
   address in the shared window.  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=integer-step-converted" } */
/* { dg-ptxsim-error "address is in the shared window, not global" } */
#include "run-fuzz-seed669.c"
