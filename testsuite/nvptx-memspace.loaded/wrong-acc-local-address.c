/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of neg-acc-local-address.c: with S9 forced on although the
   check fails (test-wrong-rewrite=loaded-as-global), the store through
   the loaded pointer becomes st.global of a .local address, which ptxsim
   must reject.  Its stock build runs.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=loaded-as-global" } */
/* { dg-ptxsim-error "address is in the local window, not global" } */
/* { dg-final { scan-ptx "take" {st\.global\.u32\s} } } */
#include "neg-acc-local-address.c"
