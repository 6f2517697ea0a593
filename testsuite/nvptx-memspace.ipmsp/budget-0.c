/* Clone budget 0 (ipmsp-clone-limit=0) on the program of
   mixed-spaces.c: no clone may be made, but both candidate vectors,
   (shared, -) and (global, -), are still reported, each once although
   (global, -) has two sites ("avoid cloning of ... clone budget 0
   spent"), all three calls stay on the original `sum4', and, its callers
   being unknown, its four loads stay generic.  (The default makes two clones:
   mixed-spaces.c.)
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared: GCC 11 keeps them in each thread's .local frame, so the spaces this test checks do not arise" } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-transcript=1 -fplugin-arg-nvptx_memspace-ipmsp-clone-limit=0" } */
/* { dg-message {nitial work list size : 2} "" { target *-*-* } 0 } */
/* { dg-message {void cloning of sum4 \(shared, -\): clone budget 0 spent} "" { target *-*-* } 0 } */
/* { dg-message {void cloning of sum4 \(global, -\): clone budget 0 spent} "" { target *-*-* } 0 } */
/* { dg-final { scan-offload-dump-times ipmsp {^avoid cloning of sum4 } 2 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^avoid cloning of sum4 \(global, -\)} 1 } } */
/* { dg-final { scan-offload-dump-not ipmsp {is cloned} } } */
/* { dg-final { scan-ptx-not "*" {memspace\$} } } */
/* { dg-final { ptx-stats "sum4" "generic == 4" "global == 0" "shared == 0" } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0" {call[^;]*\msum4, } 3 } } */

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
