/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of the data-area change (doc/assumptions.md, A1): with
   read-only data left in .const (test-wrong-rewrite=readonly-in-const),
   the const declare-target table that the host maps to the kernel of
   run-const-table-mapped.c is a .const address in the entry record, and
   seed S6's cvta.to.global of it is wrong, which ptxsim must reject.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=readonly-in-const" } */
/* { dg-ptxsim-error "address is in the const window, not global" } */
#include "run-const-table-mapped.c"
