/* Soundness of frames under OpenMP: a function called inside an `omp
   simd' region runs on the caller's .local %simtstack_ar (libgomp
   redirects the soft stack), while one called only outside SIMT runs on
   the global soft stack.  ipmsp must give `in_simd' -- and `deeper',
   which only in_simd calls -- a generic frame and `outside' a global one;
   the addressable automatics of in_simd and deeper must stay generic
   (neither .global nor .local), outside's become .global.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^in_simd/[0-9]+: callers known, frame generic,} } } */
/* { dg-final { scan-offload-dump ipmsp {^deeper/[0-9]+: callers known, frame generic,} } } */
/* { dg-final { scan-offload-dump ipmsp {^outside/[0-9]+: callers known, frame global,} } } */
/* { dg-final { ptx-stats "in_simd" "global == 0" "local == 0" "generic >= 2" "cvta_to == 0" } } */
/* { dg-final { ptx-stats "deeper" "global == 0" "local == 0" "generic >= 2" "cvta_to == 0" } } */
/* { dg-final { ptx-stats "outside" "generic == 0" "global >= 2" } } */

#define N 1024

#pragma omp declare target
static __attribute__((noinline)) int
deeper (int i, int k)
{
  volatile int buf[16];
  for (int j = 0; j < 16; j++)
    buf[(j * k) & 15] = i * j;
  return buf[k & 15] - buf[(k + 3) & 15];
}

static __attribute__((noinline)) int
in_simd (int i, int k)
{
  volatile int buf[16];
  for (int j = 0; j < 16; j++)
    buf[(j * k) & 15] = i + j;
  return buf[k & 15] + buf[(k + 5) & 15] + deeper (i, k + 1);
}

static __attribute__((noinline)) int
outside (int i, int k)
{
  volatile int buf[16];
  for (int j = 0; j < 16; j++)
    buf[(j * k) & 15] = i - j;
  return buf[k & 15] + buf[(k + 5) & 15];
}
#pragma omp end declare target

void
f (const int *restrict idx, int *restrict out, int *restrict r)
{
#pragma omp target teams distribute parallel for simd map(to: idx[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    out[i] = in_simd (i, idx[i]);
#pragma omp target map(to: idx[0:N]) map(from: r[0:1])
  *r = outside (idx[3], idx[7]);
}

int
main (void)
{
  return 0;
}
