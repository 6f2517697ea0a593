/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on seed S7 (doc/assumptions.md), weakened: with
   test-wrong-rewrite=heap-as-local malloc's result is taken for .local
   memory (the device heap is global); ptxsim must reject run-heap.c's
   conversion.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=heap-as-local" } */
/* { dg-ptxsim-error "address is in the global window, not local" } */
#include "run-heap.c"
