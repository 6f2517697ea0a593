/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on lower-struct-args' assumption (doc/assumptions.md,
   passes), weakened: with test-wrong-rewrite=struct-part-address-ignored
   the pass overlooks a call that is passed the address of a part of the
   parameter, as before issue 24 (bug 2).  No space check can see the
   result: run-part-address.c's clones read the caller's values while the
   callee writes a copy nobody reads, and ptxsim prints other numbers
   than the host fallback ("12 73 53 92 21" for "62 73 123 92 21").  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=struct-part-address-ignored" } */
/* { dg-ptxsim-wrong-result "a field the callee wrote reads its old value" } */
#include "run-part-address.c"
