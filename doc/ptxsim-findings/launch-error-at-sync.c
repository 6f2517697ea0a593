/* ptxsim gap, fixed (now reported at the synchronisation, as below):
   a kernel that fails (here abort (), a trap) was reported by ptxsim's
   cuLaunchKernel ("libgomp: cuLaunchKernel error: unspecified
   launch failure"); NVIDIA's driver launches asynchronously and reports
   the failure at the next synchronisation, where GCC 12's libgomp says
   "libgomp: cuStreamSynchronize error: unspecified launch failure
   (perhaps abort was called)" (OpenACC) -- what GCC's STOP / ERROR STOP
   tests expect on a GPU (libgomp.oacc-fortran/stop-1.f: dg-output
   "libgomp: cuStreamSynchronize error.*").  Exit status non-zero either
   way; the message differs.  */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  printf ("CheCKpOInT\n");
  fflush (stdout);
#pragma acc parallel
  abort ();
  return 0;
}
