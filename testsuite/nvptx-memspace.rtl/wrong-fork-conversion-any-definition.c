/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on memspace-fork-conversions, weakened: with
   test-wrong-rewrite=fork-conversion-any-definition a register is made
   again after a fork when one of its definitions is the conversion of
   %frame, whatever the others.  In k6 of run-fork-conversions.c the
   pointer that walks the gang-private array t (p = t, then p++ while *p is 0) shares its
   register with the conversion of t's address (out-of-SSA coalesces the
   PHI with its first argument): after the vector fork it points at t[0]
   again, and the vector loop copies zeros (every access in its right
   space: no space check sees it).  The real rule, which wants every
   definition to be the one conversion, leaves the register to the
   broadcast.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=fork-conversion-any-definition" } */
/* { dg-ptxsim-wrong-result "a register set by the frame's conversion and by an increment, made again as the conversion after the fork" } */

#include "run-fork-conversions.c"
