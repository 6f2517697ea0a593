/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of gang-private-symbols (doc/assumptions.md): with the pass
   weakened (test-wrong-rewrite=gang-private-in-frame: a gang-private
   variable keeps the frame slot GCC also gives it, one per thread, instead
   of becoming a .shared variable), the accesses memspace-opt1 made
   .shared under seed S3 convert the .local frame address of `tmp' of
   run-acc-gang-private-kernels.c with cvta.to.shared, which ptxsim must
   reject.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=gang-private-in-frame" } */
/* { dg-require-gcc 12 "OpenACC gang-private variables shared by the gang (GCC 11 keeps them per thread in .local: run-acc-gang-private-kernels.c computes wrong results there, stock included)" } */
/* { dg-ptxsim-error "address is in the local window, not shared" } */
#include "run-acc-gang-private-kernels.c"
