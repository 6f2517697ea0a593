/* A `static const' declare-target table read with data-dependent indices
   in a target region, and a static global array (.global) written with
   them.  The loads must be ld.global.nc (a const object is read-only while a
   kernel runs) on the table's own address (no
   cvta), the stores st.global; the results are checked against the host
   and, on ptxsim, against the table's real data area.
   The table used to be in .const (ld.const).  It is in the offload
   table, so the host can know its device address, and .const would
   break seed S6: the plugin puts it in .global (rtl-hooks/data-areas.cc;
   seed-const-table.c says why S1's .const case is out of reach).  */
/* { dg-do run } */
/* { dg-final { scan-ptx "*" {^\s*\.global \.align 16 \.u32 tab\[16\] = } } } */
/* { dg-final { scan-ptx "run._omp_fn.1" {ld\.global\.nc\.u32\s+%r[0-9]+, \[%r[0-9]+\];} } } */
/* { dg-final { scan-ptx "run._omp_fn.1" {mov\.u64\s+%r[0-9]+, tab;} } } */
/* { dg-final { scan-ptx-not "run._omp_fn.1" {cvta\.(const|global)\.u64\s+%r[0-9]+, tab;} } } */
/* { dg-final { ptx-stats "run._omp_fn.1" "generic == 0" "const == 0" } } */
#include <stdio.h>

#define N 512

#pragma omp declare target
static const unsigned tab[16] = {
  3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3
};
static unsigned res[N];
#pragma omp end declare target

static void
run (const unsigned *restrict key)
{
#pragma omp target teams distribute parallel for map(to: key[0:N])
  for (int i = 0; i < N; i++)
    res[i] = tab[key[i] & 15] * 10 + tab[(key[i] >> 4) & 15];
#pragma omp target update from(res)
}

int
main (void)
{
  static unsigned key[N];
  for (int i = 0; i < N; i++)
    key[i] = (i * 2654435761u) >> 7;
  run (key);
  long sum = 0, ref = 0;
  for (int i = 0; i < N; i++)
    {
      sum += (long) res[i] * (i + 1);
      ref += (long) (tab[key[i] & 15] * 10 + tab[(key[i] >> 4) & 15]) * (i + 1);
    }
  printf ("%ld %ld\n", sum, ref);
  return sum != ref;
}
