/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of the whole-device-program rule (doc/assumptions.md): with it
   weakened (test-wrong-rewrite=external-callers-known: the names the
   device libraries declare are forgotten, so no public function is called
   from outside), `gettimeofday' of run-whole-library-hook.c is
   specialised in place from the kernel's one direct call (global), and
   newlib's `time' calling it by name with its .local `struct timeval'
   converts that address with cvta.to.global, which ptxsim must reject.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=external-callers-known" } */
/* { dg-ptxsim-error "address is in the local window, not global" } */
#include "run-whole-library-hook.c"
