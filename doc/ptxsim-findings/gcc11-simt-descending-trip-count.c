/* Stock GCC 11 bug (not GCC 12's): the SIMT lowering of an OpenMP simd
   loop with a long long induction variable that counts down gives each
   of the warp's 32 lanes the trip count of the whole loop.  Lane L
   starts at i = n1 + 23 - L*s3 and steps 32 elements (shl.b64 %r51,
   %r74, 7: -s3 * 32 * 4 bytes), but its count is
   (n2 - 25 - s3 + 1 - i_L) / -s3 (div.s64 %r58, %r63, %r74), not that
   divided by 32: every lane runs about 32 times its iterations and
   reads, adds 7 to and stores a[] far below a[0].  ptxsim: "out-of-
   bounds access in kernel f3$_omp_fn$0 ...: ld.u32 ...: load of 4 bytes
   ... 4 bytes before the 6000-byte global variable a"; on a GPU the
   stores corrupt whatever lies below `a' (or fault); the host fallback
   and GCC 12 (whose PTX divides by the lane count) print "bad 0".
   libgomp's for-5.c and for-6.c (f3 in their simd variants) under
   GCC 11.  No plugin involvement: the stock build fails alike.
   gcc-11 -O2 -fopenmp -foffload=nvptx-none="-Wa,--no-verify" \
     gcc11-simt-descending-trip-count.c  */
#include <stdio.h>
int a[1500];
#pragma omp declare target to (a)
__attribute__((noinline, noclone)) void
f3 (long long n1, long long n2, long long s3)
{
#pragma omp target
#pragma omp simd
  for (long long i = n1 + 23; i > n2 - 25; i -= s3)
    a[i + 48] += 7;
}
int main (void)
{
  for (int i = 0; i < 1500; i++) a[i] = i - 29;
#pragma omp target update to(a)
  f3 (1500LL - 1 - 23 - 48, -1LL + 25 - 48, 1LL);
#pragma omp target update from(a)
  int bad = 0;
  for (int i = 0; i < 1500; i++) if (a[i] != i - 22) bad++;
  printf ("bad %d\n", bad);
  return bad != 0;
}
