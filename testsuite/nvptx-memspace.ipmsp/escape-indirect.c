/* Escaping addresses.  `twice' and `thrice' are `static', but their
   addresses are stored in the declare-target table `ops', which a target
   region calls through: their callers are not all known, so their
   parameters keep POISON (the dump says "callers unknown") and their own
   bodies must stay generic -- the indirect call passes a mapped pointer
   today, but ipmsp cannot see which function it reaches.  Cloning only
   redirects direct calls, and a clone is reached only from the sites
   redirected to it, so the design allows a clone for the direct call
   `twice (z, n)' (global, -): twice$memspace$0, all global, called from
   that site alone, while the indirect call still reaches the generic
   original through `ops'.  `thrice' has no direct call: no clone.
   run-escape-indirect.c runs this program.  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-transcript=1" } */
/* { dg-message {nitial work list size : 3} "" { target *-*-* } 0 } */
/* { dg-message {wice is cloned : twice\$memspace\$0 \(global, -\)} "" { target *-*-* } 0 } */
/* { dg-message {wice\$memspace\$0 : changed in argument memory space \(1 of 2 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {\._omp_fn\.0 : 1 callees are affected} "" { target *-*-* } 0 } */
/* { dg-final { scan-offload-dump-times ipmsp {is cloned} 1 } } */
/* { dg-final { scan-offload-dump ipmsp {^twice/[0-9]+: callers unknown, frame generic, return bottom\n  param 0: generic\n  param 1: generic$} } } */
/* { dg-final { scan-offload-dump ipmsp {^thrice/[0-9]+: callers unknown, frame generic, return bottom\n  param 0: generic\n  param 1: generic$} } } */
/* { dg-final { ptx-stats "twice" "global == 0" "generic == 2" } } */
/* { dg-final { ptx-stats "thrice" "global == 0" "generic == 2" } } */
/* { dg-final { ptx-stats "twice.memspace.0" "generic == 0" "ld.global == 1" "st.global == 1" } } */
/* { dg-final { scan-ptx-not "*" {thrice\$memspace|memspace\$1} } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0.impl" {call[^;]*twice\$memspace\$0, } 1 } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0.impl" {call[^;]*%r[0-9]+, } 1 } } */
/* { dg-final { scan-ptx "*" {\mops\[2\] = \{ twice, thrice \};} } } */

#pragma omp declare target
static __attribute__((noinline)) void
twice (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] *= 2.0f;
}

static __attribute__((noinline)) void
thrice (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] *= 3.0f;
}

static void (*const ops[2]) (float *, int) = { twice, thrice };
#pragma omp end declare target

void
f (int k, int n, float *y, float *z)
{
#pragma omp target map(tofrom: y[0:n], z[0:n])
  {
    ops[k & 1] (y, n);
    twice (z, n);
  }
}

int
main (void)
{
  return 0;
}
