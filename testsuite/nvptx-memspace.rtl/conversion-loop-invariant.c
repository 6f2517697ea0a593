/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 27: RTL's own loop-invariant motion hoists a conversion.  The
   plugin's conversions are single-set, non-volatile inline asm
   (rtl-hooks/address-spaces.cc); loop2_invariant treats such an insn as
   an expression it may move (check_maybe_invariant refuses only a
   volatile ASM_OPERANDS, loop-invariant.cc:233-237; doc/gcc-nvptx-facts.md
   section 12).  With hoist-record-loads=0 the record loads of the vector
   loop stay in the loop in GIMPLE and memspace-opt2 converts each loaded
   pointer right after its load, inside the loop; the loads are
   ld.global.nc, read-only to RTL (readonly-mems.cc), so loop2_invariant
   moves the loads and the two conversions out of the loop ("changing bb
   of uid N" of a cvta insn).  conversion-loop-invariant-off.c is this
   test with -fno-move-loop-invariants: the conversions stay in the loop,
   so the PTX test below can fail.  Merging of two identical conversions
   by RTL: conversion-cse.c (across blocks), memspace/conv-merge-frame.c
   (CSE within a block).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-hoist-record-loads=0 -fdump-rtl-loop2_invariant" } */
/* In GIMPLE, the conversions are in the loop: loop2_invariant moves a
   cvta insn from another block (the loop's) to the preheader.  */
/* { dg-final { scan-offload-dump "loop2_invariant" {(?s)changing bb of uid ([0-9]+)\n  from [0-9]+ to [0-9]+\n.*\(insn \1 [0-9]+ [0-9]+ [0-9]+ \(set \(reg:DI [0-9]+\)\n\s+\(asm_operands:DI \("cvta\.to\.global\.u64} } } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {cvta\.to\.global\.u64} 3 } } */
/* No conversion between the loop's label and its backward branch.  */
/* { dg-final { scan-ptx-not "main._omp_fn.0" {(?s)\n(\$L[0-9]+):[^$]*cvta\.to\.global[^$]*bra\s+\1;} } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" "user <= 4" } } */

/* The program of readonly-nc-vector-loop.c.  */
#include "readonly-nc-vector-loop.c"
