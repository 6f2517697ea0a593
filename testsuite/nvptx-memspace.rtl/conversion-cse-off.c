/* SPDX-License-Identifier: GPL-3.0-or-later */
/* conversion-cse.c with the conversion-cse knob off: both conversions of
   the pointer to n stay (4 in all), so that test can fail.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-conversion-cse=0" } */
/* { dg-final { scan-ptx-times "main._omp_fn.0" {cvta\.to\.global\.u64} 4 } } */
/* { dg-final { ptx-stats "main._omp_fn.0" "generic == 0" } } */
/* The program of conversion-cse.c.  */
#include "conversion-cse.c"
