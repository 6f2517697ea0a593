/* SPDX-License-Identifier: GPL-3.0-or-later */
/* run-adv-two-tu.c with -fwhole-program in the offload compile.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-additional-sources "aux/adv-two-tu-helpers.c" } */
/* { dg-offload-options "-fwhole-program" } */
#include "run-adv-two-tu.c"
