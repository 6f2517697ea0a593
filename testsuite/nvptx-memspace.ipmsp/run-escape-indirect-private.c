/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Escaping addresses with pointers in two spaces.  The static routine
   `scale' is called directly with mapped (global) storage, and through
   the function pointer `op' (a PHI of two addresses: the address escapes)
   with the gang's private array `tmp', which is not in global memory.
   ipmsp sees only the direct call, so `scale' must keep unknown callers:
   its body stays generic and the direct call may go to a global clone.
   Specialised in place from the direct call's vote alone, it would store
   with st.global into `tmp' (wrong-escaped-callers-known.c).  Host, stock
   and plugin builds must print the same.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^scale/[0-9]+: callers unknown, } } } */
/* { dg-final { scan-offload-dump ipmsp {^shift/[0-9]+: callers unknown, } } } */
#include <stdio.h>

#define N 48
#define M 24

#pragma acc routine seq
static __attribute__((noinline)) void
scale (int *p, int n, int f)
{
  for (int k = 0; k < n; k++)
    p[k] *= f;
}

#pragma acc routine seq
static __attribute__((noinline)) void
shift (int *p, int n, int f)
{
  for (int k = 0; k < n; k++)
    p[k] += f;
}

int
main (void)
{
  static int a[N * M], out[N];
  for (int i = 0; i < N * M; i++)
    a[i] = (i * 13) % 29;
#pragma acc parallel loop gang copy(a[0:N*M]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
      int tmp[M];
      for (int k = 0; k < M; k++)
	tmp[k] = a[i * M + k] + k;
      void (*op) (int *, int, int) = (i * 5 / 3) & 1 ? scale : shift;
      op (tmp, M - (i & 3), i + 1);
      scale (&a[i * M], M - (i & 7), 3);
      int s = 0;
      for (int k = 0; k < M; k++)
	s += tmp[k] * (k + 1);
      out[i] = s;
    }
  long sum = 0, ref = 0, suma = 0, refa = 0;
  for (int i = 0; i < N; i++)
    {
      int s = 0;
      for (int k = 0; k < M; k++)
	{
	  int v = (i * M + k) * 13 % 29;
	  int t = v + k;
	  if (k < M - (i & 3))
	    t = (i * 5 / 3) & 1 ? t * (i + 1) : t + i + 1;
	  s += t * (k + 1);
	  refa += (long) (k < M - (i & 7) ? 3 * v : v) * (i * M + k + 1);
	  suma += (long) a[i * M + k] * (i * M + k + 1);
	}
      ref += (long) s * (i + 1);
      sum += (long) out[i] * (i + 1);
    }
  printf ("%ld %ld %ld %ld\n", sum, ref, suma, refa);
  return sum != ref || suma != refa;
}
