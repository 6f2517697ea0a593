/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A kernel that fails (abort: a trap) is reported as NVIDIA's driver
   reports it: the launch succeeds, the next synchronisation fails, so
   libgomp says "cuStreamSynchronize error" (OpenACC) or
   "cuCtxSynchronize error" (OpenMP), "unspecified launch failure
   (perhaps abort was called)", right after the program's own output, as
   GCC's STOP tests expect on a GPU (libgomp.oacc-fortran/stop-1.f);
   ptxsim's own line follows at exit.  Built with -fopenacc and with
   -fopenmp by ptxsim.exp, which checks the output.  */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  printf ("CheCKpOInT\n");
  fflush (stdout);
#ifdef _OPENACC
#pragma acc parallel
#else
#pragma omp target
#endif
  abort ();
  printf ("WrONg WAy\n");
  return 0;
}
