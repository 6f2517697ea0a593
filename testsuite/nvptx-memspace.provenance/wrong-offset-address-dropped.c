/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on integer_offset_shadow's rule that an offset which may
   carry an address stays in an integer sum, weakened: with
   test-wrong-rewrite=offset-address-dropped the sum becomes a pointer sum
   on the converted base, whose points-to set is the base's alone, as
   before; the reads no longer see the stores to the frame array the
   offset reaches, and ptxsim prints other checksums than the host fallback (no space
   check can see it: every access is in its right space).  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=offset-address-dropped" } */
/* { dg-require-gcc 12 "GCC 11 compiles run-fuzz-seed379.c without the offset address this wrong rewrite drops: its result there is stock's (7 kernel launches, 0 ptxsim errors)" } */
/* { dg-ptxsim-wrong-result "reads of a frame array miss its stores: checksums a1 and g3 differ" } */
#include "run-fuzz-seed379.c"
