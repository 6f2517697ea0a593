/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 3 through the host: the address of a string literal (the
   constant pool, .const for nvptx) written to mapped memory by one kernel
   and passed back by the host as is_device_ptr.  The plugin of 2026-11-24
   converted it with cvta.to.global.  The constant pool now lives in
   .global, as NVIDIA's compiler puts string literals.  */
/* { dg-do run } */
/* { dg-final { scan-ptx "*" {\.global \.align 1 \.u8 \$LC0\[5\]} } } */
/* { dg-final { scan-ptx-not "*" {\.const} } } */
#include <stdio.h>
#include <stdint.h>
static const int filetab[8] = { 5, 6, 7, 8, 9, 10, 11, 12 };
#pragma omp declare target
__attribute__((noinline)) uintptr_t literal_address (int i)
{
  const char *s = i ? "xyzw" : "abcd";
  return (uintptr_t) s;
}
#pragma omp end declare target
int main (void)
{
  uintptr_t a1 = 0, a2 = 0;
  int out1 = 0, out2 = 0;
  #pragma omp target map(from: a1, a2)
  { a1 = literal_address (1);  }
  const char *d1 = (const char *) a1;
  const int *d2 = (const int *) a2;
  #pragma omp target is_device_ptr(d1, d2) map(from: out1, out2)
  { out1 = d1[2]; out2 = 8; }
  printf ("%d %d\n", out1, out2);
  return !(out1 == 'z' && out2 == 8);
}
