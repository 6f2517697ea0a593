/* The ipmsp transcript (ipmsp-transcript), every kind of line, each exactly as often as
   the design implies (clone budget 1):
     Initial work list size : 5     the entry and four helpers
     clampv : changed in argument memory space (1 of 2 arguments)
     rowp : changed in argument memory space (1 of 3 arguments)
                                    local helpers, voted global by the entry
     f._omp_fn.0 : 2 callees are affected    (first analysis of the entry)
     rowp : return memory space is resolved : global
     first is cloned : first$memspace$0 (global, -)    the one attempt
     first$memspace$0 : changed in argument memory space (1 of 2 arguments)
     f._omp_fn.0 : 1 callees are affected    (its call now reaches the clone)
     first$memspace$0 : return memory space is resolved : global
     avoid cloning of second (global, -): clone budget 1 spent
                                    the clone's call to `second' is global
   Every line printed must be matched (anything else is an excess error),
   and the dump, which holds the same lines, must hold each line once.  The
   entry's accesses through the pointers returned by `rowp' and the clone
   of `first' must then be global.  (The helpers get only run-time
   arguments, so IPA-CP makes no constprop clones of them.)
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-transcript=1 -fplugin-arg-nvptx_memspace-ipmsp-clone-limit=1" } */
/* { dg-message {nitial work list size : 5} "" { target *-*-* } 0 } */
/* { dg-message {lampv : changed in argument memory space \(1 of 2 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {owp : changed in argument memory space \(1 of 3 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {\._omp_fn\.0 : 2 callees are affected} "" { target *-*-* } 0 } */
/* { dg-message {owp : return memory space is resolved : global} "" { target *-*-* } 0 } */
/* { dg-message {irst is cloned : first\$memspace\$0 \(global, -\)} "" { target *-*-* } 0 } */
/* { dg-message {irst\$memspace\$0 : changed in argument memory space \(1 of 2 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {\._omp_fn\.0 : 1 callees are affected} "" { target *-*-* } 0 } */
/* { dg-message {irst\$memspace\$0 : return memory space is resolved : global} "" { target *-*-* } 0 } */
/* { dg-message {void cloning of second \(global, -\): clone budget 1 spent} "" { target *-*-* } 0 } */
/* { dg-final { scan-offload-dump-times ipmsp {^Initial work list size : 5$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^clampv : changed in argument memory space \(1 of 2 arguments\)$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^rowp : changed in argument memory space \(1 of 3 arguments\)$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^first\$memspace\$0 : changed in argument memory space \(1 of 2 arguments\)$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {changed in argument memory space} 3 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^f\._omp_fn\.0 : 2 callees are affected$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^f\._omp_fn\.0 : 1 callees are affected$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {callees are affected} 2 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^rowp : return memory space is resolved : global$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^first\$memspace\$0 : return memory space is resolved : global$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {return memory space is resolved} 2 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^first is cloned : first\$memspace\$0 \(global, -\)$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {is cloned} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^avoid cloning of second \(global, -\): clone budget 1 spent$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {avoid cloning} 1 } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*first\$memspace\$0, } } } */
/* { dg-final { scan-ptx "first.memspace.0" {call[^;]*\msecond, } } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "generic == 0" "st.global >= 1" } } */
/* { dg-final { ptx-stats "clampv" "generic == 0" "ld.global == 1" } } */
/* { dg-final { ptx-stats "second" "global == 0" } } */

#pragma omp declare target
static __attribute__((noinline)) float
clampv (const float *p, int i)
{
  float v = p[i];
  return v > 1.0f ? 1.0f : v;
}

static __attribute__((noinline)) float *
rowp (float *base, int r, int ld)
{
  return base + r * ld;
}

__attribute__((noinline)) void
second (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] += 1.0f;
}

__attribute__((noinline)) float *
first (float *p, int n)
{
  second (p, n);
  return p + n;
}
#pragma omp end declare target

void
f (int k, int n, float *a, float *b)
{
#pragma omp target map(tofrom: a[0:2*n], b[0:2*n])
  {
    float *q = first (a, n);
    float *r = rowp (b, k, n);
    r[0] = q[0] + clampv (b, k + 1);
  }
}

int
main (void)
{
  return 0;
}
