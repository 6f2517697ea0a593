/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on seed S5 (doc/assumptions.md), weakened: with
   test-wrong-rewrite=reduction-buffer-as-global the OpenACC reduction
   buffers (__worker_red, __vector_red: .shared) are taken for global
   memory; ptxsim must reject run-acc-worker-reduction.c's conversion.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=reduction-buffer-as-global" } */
/* { dg-ptxsim-error "address is in the shared window, not global" } */
#include "run-acc-worker-reduction.c"
