/* OpenACC: a gang-private array and a mapped (.global) array passed to the
   same public `acc routine seq' helper `wsum'.  `tmp' is private to the
   gang loop, so GCC places it in .shared (__gang_private_shared, seed S3)
   and passes a shared-window address; but it is oaccdevlow, after ipmsp,
   that marks it gang-private, so ipmsp must not judge `&tmp' by the frame
   rule (.local for OpenACC): a (local, -) clone would read a shared
   address with ld.local.  The site with `&tmp' gets a (shared, -) clone
   (ld.shared) or stays on the generic original; the mapped site gets the
   (global, -) clone, ld.global only.  OpenACC frames are .local, clones
   included.  run-acc-gang-private-arg.c runs this program.
   whole-device-program=0: the public functions here may then have callers
   outside the offload compilation, as GCC itself assumes; by default
   they are specialised in place (whole-*.c).  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "OpenACC gang-private variables in .shared, which GCC 11 does not have (it keeps them in each thread's .local frame)" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0" } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-ipmsp-transcript=1" } */
/* { dg-message {nitial work list size : 2} "" { target *-*-* } 0 } */
/* { dg-message {sum is cloned : wsum\$memspace\$[01] \((global|shared), -\)} "" { target *-*-* } 0 } */
/* { dg-message {sum\$memspace\$[01] : changed in argument memory space \(1 of 2 arguments\)} "" { target *-*-* } 0 } */
/* { dg-message {\._omp_fn\.0 : [12] callees are affected} "" { target *-*-* } 0 } */
/* { dg-final { scan-offload-dump-not ipmsp {\(local, -\)|param 0: local} } } */
/* { dg-final { scan-offload-dump ipmsp {^wsum is cloned : wsum\$memspace\$[01] \(global, -\)$} } } */
/* { dg-final { scan-offload-dump ipmsp {^wsum\$memspace\$[01]/[0-9]+: callers known, frame local, return [a-z]+\n  param 0: global\n  param 1: [a-z-]+$} } } */
/* { dg-final { scan-ptx-not "*" {memspace\$2} } } */
/* { dg-final { scan-ptx-not "*" {ld\.local\.u32\s} } } */
/* The frame itself is .local: its copies in the vector propagation may
   convert it (memspace-backend.cc); nothing else may become .local.  */
/* { dg-final { scan-ptx-not "*" {cvta\.to\.local\.u64\s+%r[0-9]+, %r} } } */
/* { dg-final { ptx-stats "wsum.memspace.0" "generic == 0" "local == 0" } } */
/* { dg-final { ptx-stats "wsum" "global == 0" "shared == 0" "generic >= 1" } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0" {call[^;]*\mwsum(\$memspace\$[01])?, } 2 } } */

#define N 64
#define M 32

#pragma acc routine seq
__attribute__((noinline)) int
wsum (const int *p, int n)
{
  int s = 0;
  for (int k = 0; k < n; k++)
    s += p[(k * 7) & (M - 1)] * (k + 2);
  return s;
}

void
f (const int *restrict a, int *restrict out, int n)
{
  int tmp[M];
#pragma acc parallel loop gang private(tmp) copyin(a[0:N*M]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
#pragma acc loop vector
      for (int k = 0; k < M; k++)
	tmp[k] = a[i * M + k] * (k + 1);
      out[i] = wsum (tmp, n) - wsum (a + i * M, n - 1);
    }
}

int
main (void)
{
  return 0;
}
