/* Two concrete spaces, two clones.  The public helper `sum4' is called
   with a pointer into an OpenACC gang-private array (.shared: GCC 12 puts the variables of a parallel region's gang-redundant code in __gang_private_shared) and,
   from two sites, with pointers into a mapped array (.global).  The sites
   have two vectors of argument spaces, (shared, -) and (global, -), so
   ipmsp must make exactly two clones, one per vector: the shared clone
   reads with ld.shared only and serves the first site, the global clone
   reads with ld.global only and serves both others (a vector that already
   has a clone reuses it).  The original (unknown callers) stays generic
   and is no longer called.  The clone numbers are not
   part of the design, so the checks accept either order.
   budget-0.c, budget-1.c and budget-unlimited.c build the same program
   under the clone budget knob; run-mixed-spaces.c runs it.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-transcript=1" } */
/* { dg-message {nitial work list size : 2} "" { target *-*-* } 0 } */
/* { dg-message {um4 is cloned : sum4\$memspace\$[01] \(shared, -\)} "" { target *-*-* } 0 } */
/* { dg-message {um4 is cloned : sum4\$memspace\$[01] \(global, -\)} "" { target *-*-* } 0 } */
/* { dg-message {um4\$memspace\$[01] : changed in argument memory space \(1 of 2 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {\._omp_fn\.0 : 2 callees are affected} "" { target *-*-* } 0 } */
/* { dg-final { scan-offload-dump-times ipmsp {^sum4 is cloned : } 2 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^sum4\$memspace\$[01] : changed in argument memory space \(1 of 2 arguments\)$} 2 } } */
/* { dg-final { scan-offload-dump-not ipmsp {avoid cloning} } } */
/* { dg-final { scan-offload-dump ipmsp {^sum4\$memspace\$[01]/[0-9]+: callers known, frame local, return [a-z]+\n  param 0: shared\n  param 1: [a-z-]+$} } } */
/* { dg-final { scan-offload-dump ipmsp {^sum4\$memspace\$[01]/[0-9]+: callers known, frame local, return [a-z]+\n  param 0: global\n  param 1: [a-z-]+$} } } */
/* { dg-final { scan-offload-dump ipmsp {^sum4/[0-9]+: callers unknown, frame local, return [a-z]+\n  param 0: generic\n  param 1: generic$} } } */
/* { dg-final { scan-ptx-not "*" {memspace\$2} } } */
/* { dg-final { ptx-stats "sum4.memspace.0" "generic == 0" "local == 0" "st.global == 0" } } */
/* { dg-final { ptx-stats "sum4.memspace.1" "generic == 0" "local == 0" "st.global == 0" } } */
/* { dg-final { scan-ptx-times "*" {ld\.shared\.u32\s} 4 } } */
/* { dg-final { scan-ptx-times "*" {ld\.global\.u32\s} 4 } } */
/* { dg-final { ptx-stats "sum4" "generic == 4" "global == 0" "shared == 0" } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0" {call[^;]*sum4\$memspace\$[01], } 3 } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {call[^;]*sum4\$memspace\$0, } } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {call[^;]*sum4\$memspace\$1, } } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0" {call[^;]*\msum4, } } } */

#define N 64

/* The gang-private table (.shared: every gang has its own copy, filled by
   the gang before its loop) and the mapped array (.global).  */
#pragma acc routine seq
__attribute__((noinline)) int
sum4 (const int *p, int k)
{
  return p[k & 15] + p[(k + 1) & 15] + p[(k + 2) & 15] + p[(k + 3) & 15];
}

void
f (const int *a, int *out)
{
#pragma acc parallel num_gangs(1) copyin(a[0:32]) copyout(out[0:N])
  {
    int stab[16];
    for (int j = 0; j < 16; j++)
      stab[j] = (j * 7) % 10;
#pragma acc loop seq
    for (int i = 0; i < N; i++)
      out[i] = sum4 (stab, i) * 100 + sum4 (a, i) + sum4 (a + 16, i) * 7;
  }
}

int
main (void)
{
  return 0;
}
