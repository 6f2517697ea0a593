/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of memspace-backend's proof (doc/assumptions.md, back-end
   accesses): with a register's space weakened to its first definition's
   (test-wrong-rewrite=backend-first-definition: no meet over the paths),
   the register of run-two-spaces-offsets.c that holds the .shared
   gang-private array's address on one path and the .global ga's on the
   other is taken for one space, and its loads on the other path are in
   the wrong window, which ptxsim must reject.  GCC 11 has no gang-private
   variables in .shared: there the array is a .local automatic, and the
   loads the weakened proof puts in .local read the global window.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=backend-first-definition" } */
/* { dg-ptxsim-error "address is in the (shared window, not global|global window, not local)" } */
#include "run-two-spaces-offsets.c"
