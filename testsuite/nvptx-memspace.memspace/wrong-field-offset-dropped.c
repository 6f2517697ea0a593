/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attack on the field-address shadow, weakened: with
   test-wrong-rewrite=field-offset-dropped the shadow of &MEM[P + K].field
   is P's shadow plus K only, the field's own offset forgotten -- the
   mistake a rule that reads the MEM_REF's offset and not the component's
   would make.  run-field-address-shadow.c then updates other bytes of
   the record and of the cells: on ptxsim the reduction's record field
   comes out misaligned (a valid global address, the wrong one).  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=field-offset-dropped" } */
/* { dg-ptxsim-error "misaligned access in kernel main.*address is in the global window" } */
#include "run-field-address-shadow.c"
