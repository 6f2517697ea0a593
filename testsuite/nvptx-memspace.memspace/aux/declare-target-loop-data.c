/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The other translation unit of run-declare-target-loop.c: the
   definition of the external declare-target array.  */
#define N 256
#pragma omp declare target
float ext[N];
#pragma omp end declare target
