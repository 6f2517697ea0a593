/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 24, bug 3 through the host: a kernel writes the address of a
   function-local `static const' table to mapped memory and the host
   passes it back to another kernel as is_device_ptr.  The plugin of
   2026-11-24 took every pointer in an entry record for a global address
   and the table was in .const (ptxsim: "address is in the const window,
   not global").  The table is in the offload table, and its address is a
   value: it now lives in .global.  */
/* { dg-do run } */
/* { dg-final { scan-ptx-not "*" {\.const} } } */
#include <stdio.h>
#include <stdint.h>
#pragma omp declare target
__attribute__((noinline)) int lookup (int i)
{
  static const int local_table[8] = { 10, 20, 30, 40, 50, 60, 70, 80 };
  const int *volatile p = local_table;
  return p[i];
}
__attribute__((noinline)) uintptr_t table_address (void)
{
  static const int hidden[8] = { 5, 6, 7, 8, 9, 10, 11, 12 };
  return (uintptr_t) hidden;
}
#pragma omp end declare target
int main (void)
{
  uintptr_t addr = 0;
  int out = 0, x = 0;
  #pragma omp target map(from: addr, x)
  { addr = table_address (); x = lookup (2); }
  const int *dev = (const int *) addr;
  #pragma omp target is_device_ptr(dev) map(from: out)
  out = dev[3];
  printf ("%d %d\n", out, x);
  return !(out == 8 && x == 30);
}
