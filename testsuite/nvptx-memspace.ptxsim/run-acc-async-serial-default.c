/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 26 (b): OpenACC async queues and waits around kernels regions
   (async, wait(1) on a later queue, async update self, wait(1, 2),
   async exit data), serial default(none) and async serial
   default(present): on ptxsim as under host fallback.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fno-diagnostics-show-caret" } */
/* GCC 12 quotes vector_length (32), GCC 11 does not.  */
/* { dg-prune-output "using .?vector_length \\(32\\).?, ignoring 1" } */
#include <stdio.h>
#include <openacc.h>
#define N 2048
int main (void)
{
  static float a[N], b[N], c[N];
  float sum = 0;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma acc enter data copyin(a) create(b, c) async(1)
#pragma acc kernels present(a, b) async(1)
  {
    for (int i = 0; i < N; i++)
      b[i] = a[i] * 2;
    for (int i = 0; i < N; i++)
      b[i] += 1;
  }
#pragma acc kernels present(b, c) async(2) wait(1)
#pragma acc loop independent
  for (int i = 0; i < N; i++)
    c[i] = b[i] - a[0];
#pragma acc update self(c) async(2)
#pragma acc wait(1, 2)
#pragma acc kernels copy(sum) present(c)
  for (int i = 0; i < N; i++)
    sum += c[i];
#pragma acc exit data delete(a, b, c) async(3)
#pragma acc wait
  int n = 0;
#pragma acc serial default(none) copy(n)
  n = 42;
  int m[8] = { 0 };
#pragma acc data copy(m)
#pragma acc serial default(present) async(4)
  for (int i = 0; i < 8; i++) m[i] = i;
#pragma acc wait(4)
  double s = 0, w = 0;
  for (int i = 0; i < N; i++) { s += c[i]; w += 2.0 * i + 1; }
  int good = s == w && sum == (float) w && n == 42 && m[7] == 7;
  printf ("%.0f %.0f %.0f %d %d %s\n", s, w, sum, n, m[7], good ? "OK" : "FAIL");
  return !good;
}
