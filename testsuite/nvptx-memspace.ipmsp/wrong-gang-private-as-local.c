/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of seed S3 (doc/assumptions.md): with the seed weakened
   (test-wrong-rewrite=gang-private-as-local: an OpenACC gang-private
   variable taken for an automatic of the .local frame), ipmsp's vote for
   the gang-private array that run-acc-gang-private-arg.c passes to `wsum'
   is .local, so the clone reads it through cvta.to.local of a .shared
   address, which ptxsim must reject.  (Accesses that name the variable
   itself cannot show it: the convert hook stops the compilation when a
   symbol, __gang_private_shared, is converted to another space.)  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=gang-private-as-local" } */
/* { dg-ptxsim-error "address is in the shared window, not local" } */
#include "run-acc-gang-private-arg.c"
