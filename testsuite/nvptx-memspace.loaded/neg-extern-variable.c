/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: the program refers to newlib's environ, a variable
   defined outside the offload unit (in the device libc linked after it),
   whose content newlib stored where the check cannot see.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: .*variable defined outside} } } */
#include <stdio.h>

#pragma omp declare target
extern char **environ;
#pragma omp end declare target

int
main (void)
{
  int c = 0;
#pragma omp target map(from: c)
  if (environ && environ[0])
    c = environ[0][0];
  printf ("%d\n", c != 0);
  return 0;
}
