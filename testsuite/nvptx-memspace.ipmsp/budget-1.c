/* Clone budget 1 (ipmsp-clone-limit=1) on the program of
   mixed-spaces.c: two candidate vectors, (shared, -) and (global, -), one
   clone attempt.  Exactly one clone, sum4$memspace$0, is made and called
   from its site(s), its loads all in its one space; the other candidate
   is reported once, "avoid cloning of sum4 (...): clone budget 1 spent",
   and its site(s) stay on the original, whose loads stay generic.  Which vector wins is
   not fixed by the design, so either is accepted here.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-transcript=1 -fplugin-arg-nvptx_memspace-ipmsp-clone-limit=1" } */
/* { dg-message {nitial work list size : 2} "" { target *-*-* } 0 } */
/* { dg-message {um4 is cloned : sum4\$memspace\$0 \((shared|global), -\)} "" { target *-*-* } 0 } */
/* { dg-message {void cloning of sum4 \((shared|global), -\): clone budget 1 spent} "" { target *-*-* } 0 } */
/* { dg-message {um4\$memspace\$0 : changed in argument memory space \(1 of 2 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {\._omp_fn\.0 : 1 callees are affected} "" { target *-*-* } 0 } */
/* { dg-final { scan-offload-dump-times ipmsp {^sum4 is cloned : } 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^avoid cloning of sum4 \((shared|global), -\): clone budget 1 spent$} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^(sum4 is cloned : sum4\$memspace\$0|avoid cloning of sum4) \(shared, -\)} 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^(sum4 is cloned : sum4\$memspace\$0|avoid cloning of sum4) \(global, -\)} 1 } } */
/* { dg-final { scan-ptx-not "*" {memspace\$1} } } */
/* { dg-final { ptx-stats "sum4.memspace.0" "generic == 0" "local == 0" } } */
/* { dg-final { ptx-stats "sum4" "generic == 4" "global == 0" "shared == 0" } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0" {call[^;]*\msum4(\$memspace\$0)?, } 3 } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {call[^;]*sum4\$memspace\$0, } } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {call[^;]*\msum4, } } } */

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
