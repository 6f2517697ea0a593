/* SPDX-License-Identifier: GPL-3.0-or-later */
/* run-adv-phi-offset.c with -fwhole-program in the offload compile: ipmsp specialises
   in place (no original kept), a mode no other test covers.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-require-gcc 12 "OpenACC gang-private arrays shared by the gang; GCC 11 keeps them in each thread's .local frame, so stock GCC 11 computes wrong results on a device (the plugin the same ones)" } */
/* { dg-offload-options "-fwhole-program" } */
#include "run-adv-phi-offset.c"
