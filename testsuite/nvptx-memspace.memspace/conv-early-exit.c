/* Issue 27: no conversion on a path that never uses it.  sum's pointer is
   a parameter; its conversion was made at the start of the function
   (memspace-opt's start block), so a call that takes the early exit
   (n <= 0) still ran the cvta.to.global.  Conversions of parameters and
   of variable addresses now go to the nearest common dominator of their
   uses (place_conversions): after the exit test.  The scan: no
   cvta.to.global before the first branch of sum.  */
/* { dg-do run } */
/* { dg-final { scan-ptx-times "sum" {cvta\.to\.global\.u64\s} 1 } } */
/* { dg-final { scan-ptx-not "sum" {\A(?:(?![^\n]*\mbra\M)[^\n]*\n)*[^\n]*cvta\.to\.global} } } */
/* { dg-final { ptx-stats "sum" "generic == 0" "global == 2" } } */

#pragma omp declare target
__attribute__((noinline)) static int
sum (const int *p, int n, int scale)
{
  if (n <= 0)
    return -1;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] * scale + p[0];
  return s;
}
#pragma omp end declare target

int
main (void)
{
  int a[16], r0, r1, scale = 2;
  for (int i = 0; i < 16; i++)
    a[i] = i;
#pragma omp target map(to: a, scale) map(from: r0, r1)
  {
    r0 = sum (a, 0, scale);
    r1 = sum (a, 16, scale);
  }
  return !(r0 == -1 && r1 == 240);
}
