/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on seed S2 (doc/assumptions.md), weakened: with
   test-wrong-rewrite=simd-frame-as-global every frame on the soft stack
   is taken for global memory, also in_simd's, which runs inside an omp
   simd region on the caller's .local %simtstack_ar; ptxsim must reject
   its cvta.to.global of %frame.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=simd-frame-as-global" } */
/* { dg-ptxsim-error "address is in the local window, not global" } */
#include "run-simd-callee-frame.c"
