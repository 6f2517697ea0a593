/* SPDX-License-Identifier: GPL-3.0-or-later */
/* S9 must not hold: a variadic device function reads its arguments
   through the buffer its caller builds in its frame (.local in OpenACC);
   va_start stores that buffer's address.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {loaded pointers \(first fixed point\): not proven: a variadic function reads its arguments through memory} } } */
#include <stdio.h>
#include <stdarg.h>

#define N 64

#pragma acc routine seq
__attribute__((noinline, noclone)) static int
sum (int n, ...)
{
  va_list ap;
  va_start (ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += *va_arg (ap, int *);
  va_end (ap);
  return s;
}

int
main (void)
{
  int in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma acc parallel loop copyin(in) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = sum (2, &in[i], &in[(i + 1) % N]);
  int s = 0;
  for (int i = 0; i < N; i++)
    s += out[i];
  printf ("%d\n", s);
  return 0;
}
