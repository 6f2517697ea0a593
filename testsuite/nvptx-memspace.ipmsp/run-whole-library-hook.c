/* A function of the program named like a device-library hook keeps its
   callers unknown under the whole device program rule.  newlib's `time'
   (libc.a, lib_a-time.o) calls _gettimeofday_r with the address of its
   own automatic `struct timeval', which calls `gettimeofday' by name
   (lib_a-gettimeofdayr.o: `.extern .func gettimeofday'); newlib leaves
   gettimeofday undefined, so the program's definition below is the one
   the device link picks.  In OpenACC code (no soft stack) that address is
   in the .local window.  The kernel also calls gettimeofday directly with
   mapped (global) storage, the only call ipmsp sees: were the function
   specialised in place from that vote, its stores would be st.global on
   newlib's .local frame, which ptxsim rejects.  Instead the original stays
   generic (the library may call it) and the direct call goes to a clone.
   The device reads the time through newlib (acc_on_device tells the
   device from the host fallback, whose libc does not call this
   gettimeofday); host, stock and plugin builds must print the same.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^gettimeofday/[0-9]+: callers unknown, frame local, return [a-z-]+\n  param 0: generic\n  param 1: generic$} } } */
/* { dg-final { scan-offload-dump ipmsp {^gettimeofday\$memspace\$0/[0-9]+: callers known, frame local, return [a-z-]+\n  param 0: global\n} } } */
/* { dg-final { ptx-stats "gettimeofday" "global == 0" "generic == 2" } } */
/* { dg-final { ptx-stats "gettimeofday.memspace.0" "generic == 0" "st.global == 2" } } */
#include <stdio.h>
#include <time.h>
#include <openacc.h>

#define N 64

struct tv
{
  long sec, usec;
};

#pragma acc routine seq
__attribute__((noinline)) int
gettimeofday (struct tv *t, void *tz)
{
  t->sec = 4242;
  t->usec = 7;
  return 0;
}

int
main (void)
{
  static struct tv v[N];
  static int ok[N];
#pragma acc parallel loop copyout(v[0:N], ok[0:N])
  for (int i = 0; i < N; i++)
    {
      gettimeofday (&v[i], 0);
      if (acc_on_device (acc_device_not_host))
	ok[i] = time (0) == 4242;
      else
	ok[i] = 1;
    }
  long s = 0;
  int good = 0;
  for (int i = 0; i < N; i++)
    {
      s += v[i].sec + v[i].usec;
      good += ok[i];
    }
  printf ("%ld %d\n", s, good);
  return s != N * 4249L || good != N;
}
