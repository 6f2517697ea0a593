/* GPU kit sanity check: one OpenACC parallel loop must run on an nvidia
   device (ACC_DEVICE_TYPE=nvidia) and compute a sum there.  */
#include <stdio.h>
#include <openacc.h>
int
main (void)
{
  int on_nvidia = -1;
  long s = 0;
  printf ("nvidia devices %d\n", acc_get_num_devices (acc_device_nvidia));
#pragma acc parallel loop reduction(+:s) copy(on_nvidia)
  for (int i = 0; i < 100000; i++)
    {
      s += i;
      if (i == 0)
	on_nvidia = acc_on_device (acc_device_nvidia);
    }
  printf ("on_nvidia %d sum %ld\n", on_nvidia, s);
  return !(on_nvidia == 1 && s == 4999950000L);
}
