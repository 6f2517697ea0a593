/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: a variadic device function would read its arguments
   through the buffer its caller builds in its frame (.local in OpenACC),
   whose address va_start stores.  GCC 12's nvptx offload compiler cannot
   compile va_arg (stock GCC: internal compiler error in build2 during
   pass stdarg, badinput/variadic.c), so the function only starts and ends
   its list; va_start alone fails the check.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: a variadic function reads its arguments through memory in count} } } */
#include <stdio.h>
#include <stdarg.h>

#define N 64

#pragma acc routine seq
__attribute__((noinline, noclone)) static int
count (int n, ...)
{
  va_list ap;
  va_start (ap, n);
  va_end (ap);
  return n;
}

int
main (void)
{
  int in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma acc parallel loop copyin(in) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = count (in[i], &in[i], &in[(i + 1) % N]);
  int s = 0;
  for (int i = 0; i < N; i++)
    s += out[i];
  printf ("%d\n", s);
  return 0;
}
