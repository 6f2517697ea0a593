/* A -> B -> C: a chain of public noinline helpers passing a mapped
   pointer down.  Only `first' is called from the target region, with a
   mapped (global) pointer; the originals of `second' and `third' are only
   called with unknown (generic) pointers.  Cloning resolves the chain
   top-down in rounds: first$memspace$0 (global, -), whose call to
   `second' now passes a global pointer, so second$memspace$0, and then
   third$memspace$0.  Each clone must be called by the previous clone (not
   the original), every clone's accesses are global, each original stays
   generic, and the rounds end (the build succeeds).
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-transcript=1" } */
/* { dg-message {nitial work list size : 4} "" { target *-*-* } 0 } */
/* { dg-message {irst is cloned : first\$memspace\$0 \(global, -\)} "" { target *-*-* } 0 } */
/* { dg-message {econd is cloned : second\$memspace\$0 \(global, -\)} "" { target *-*-* } 0 } */
/* { dg-message {hird is cloned : third\$memspace\$0 \(global, -\)} "" { target *-*-* } 0 } */
/* { dg-message {(irst|econd|hird)\$memspace\$0 : changed in argument memory space \(1 of 2 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {(\._omp_fn\.0|irst\$memspace\$0|econd\$memspace\$0) : 1 callees are affected} "" { target *-*-* } 0 } */
/* { dg-final { scan-offload-dump-times ipmsp {is cloned} 3 } } */
/* { dg-final { scan-offload-dump-times ipmsp {changed in argument memory space} 3 } } */
/* { dg-final { scan-offload-dump-times ipmsp {callees are affected} 3 } } */
/* { dg-final { scan-offload-dump ipmsp {^third\$memspace\$0/[0-9]+: callers known, frame global, return bottom\n  param 0: global\n  param 1: [a-z-]+$} } } */
/* { dg-final { scan-ptx-not "*" {memspace\$1} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {call[^;]*first\$memspace\$0, } } } */
/* { dg-final { scan-ptx "first.memspace.0" {call[^;]*second\$memspace\$0, } } } */
/* { dg-final { scan-ptx "second.memspace.0" {call[^;]*third\$memspace\$0, } } } */
/* { dg-final { scan-ptx-not "first.memspace.0" {call[^;]*\msecond, } } } */
/* { dg-final { scan-ptx-not "second.memspace.0" {call[^;]*\mthird, } } } */
/* { dg-final { ptx-stats "first.memspace.0" "generic == 0" "global >= 2" } } */
/* { dg-final { ptx-stats "second.memspace.0" "generic == 0" "global >= 2" } } */
/* { dg-final { ptx-stats "third.memspace.0" "generic == 0" "ld.global >= 1" "st.global >= 1" } } */
/* { dg-final { ptx-stats "first" "global == 0" } } */
/* { dg-final { ptx-stats "second" "global == 0" } } */
/* { dg-final { ptx-stats "third" "global == 0" "generic >= 2" } } */

#pragma omp declare target
__attribute__((noinline)) void
third (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = p[i] * 3.0f + 1.0f;
}

__attribute__((noinline)) void
second (float *p, int n)
{
  p[0] += 2.0f;
  third (p + 1, n - 1);
}

__attribute__((noinline)) void
first (float *p, int n)
{
  p[0] += 1.0f;
  second (p + 1, n - 1);
}
#pragma omp end declare target

void
f (int n, float *a)
{
#pragma omp target map(tofrom: a[0:n])
  first (a, n);
}

int
main (void)
{
  return 0;
}
