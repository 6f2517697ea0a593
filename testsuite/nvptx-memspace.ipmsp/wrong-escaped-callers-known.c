/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of seed S8's callers (doc/assumptions.md): with ipmsp weakened
   (test-wrong-rewrite=escaped-callers-known: a function whose address
   escapes still has all its callers in view), `scale' of
   run-escape-indirect-private.c is specialised in place from its one
   direct call (global), and the call through the function pointer with
   the gang-private array (.shared) converts that address with
   cvta.to.global, which ptxsim must reject.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=escaped-callers-known" } */
/* GCC 11 has no gang-private variables in .shared: there the wrong rewrite meets a .local automatic instead.  */
/* { dg-ptxsim-error "address is in the (shared|local) window, not global" } */
#include "run-escape-indirect-private.c"
