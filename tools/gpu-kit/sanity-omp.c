/* GPU kit sanity check: one OpenMP target region must run on the device
   (OMP_TARGET_OFFLOAD=MANDATORY) and compute a sum there.  */
#include <stdio.h>
#include <omp.h>
int
main (void)
{
  int on_host = -1, teams = 0;
  long s = 0;
  printf ("devices %d\n", omp_get_num_devices ());
#pragma omp target teams distribute parallel for reduction(+:s) map(tofrom: on_host, teams)
  for (int i = 0; i < 100000; i++)
    {
      s += i;
      if (i == 0)
	{
	  on_host = omp_is_initial_device ();
	  teams = omp_get_num_teams () > 0;
	}
    }
  printf ("on_host %d teams %d sum %ld\n", on_host, teams, s);
  return !(on_host == 0 && s == 4999950000L);
}
