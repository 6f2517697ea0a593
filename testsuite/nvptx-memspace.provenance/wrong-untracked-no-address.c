/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of the provenance rule for values the rewrite does not follow
   (doc/assumptions.md, A3): with the rule weakened back to the plugin of
   2026-11-24 (test-wrong-rewrite=untracked-no-address: a 32-bit integer
   carries no address), the program of run-acc-halves-private.c takes the
   rebuilt .shared address for a global one and converts it with
   cvta.to.global, which ptxsim must reject.  (run-halves-loop.c's shape,
   a rebuilt global address, now gets its own conversion as its shadow
   whatever the rule says, so only the space can go wrong.)  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O1" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=untracked-no-address" } */
/* GCC 11 has no gang-private variables in .shared: there the wrong rewrite meets a .local automatic instead.  */
/* { dg-ptxsim-error "address is in the (shared|local) window, not global" } */
#include "run-acc-halves-private.c"
