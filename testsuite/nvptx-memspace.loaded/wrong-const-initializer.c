/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test of neg-const-initializer.c: with S9 forced on, the string's
   characters are read with ld.global from .const, which ptxsim rejects.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=loaded-as-global" } */
/* { dg-ptxsim-error "address is in the const window, not global" } */
#include "neg-const-initializer.c"
