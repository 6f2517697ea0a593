/* SPDX-License-Identifier: GPL-3.0-or-later */
/* run-adv-return-mixed-spaces.c with -fwhole-program in the offload compile: ipmsp specialises
   in place (no original kept), a mode no other test covers.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fwhole-program" } */
#include "run-adv-return-mixed-spaces.c"
