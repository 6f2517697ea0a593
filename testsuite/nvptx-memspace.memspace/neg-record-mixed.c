/* Soundness of GOMP_parallel record votes: `g' launches a parallel region
   whose record holds p and out.  g is called once with a mapped pointer
   and once with a .const table for p, so the record field for p is in no
   single space and must be voted generic, while out (always mapped) is
   global.  In the parallel body the load through p stays generic and the
   update of out is global.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^g/[0-9]+: callers known, frame global, return bottom\n  param 0: generic\n  param 1: global$} } } */
/* { dg-final { scan-offload-dump-times ipmsp {^  record field at [0-9]+ \(8 bytes\): generic$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^  record field at [0-9]+ \(8 bytes\): global$} 1 } } */
/* { dg-final { ptx-stats "g._omp_fn.0" "generic == 1" "ld.generic == 1" "const == 0" "st.global == 1" } } */

#define N 64

#pragma omp declare target
static const int ctab[N] = { 1, 2, 3, 4, 5, 6, 7, 8 };

static __attribute__((noinline)) void
g (const int *p, int *out)
{
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    out[i] += p[(i * 5) & (N - 1)];
}
#pragma omp end declare target

void
f (const int *a, int *out)
{
#pragma omp target map(to: a[0:N]) map(tofrom: out[0:N])
  {
    g (a, out);
    g (ctab, out);
  }
}

int
main (void)
{
  return 0;
}
