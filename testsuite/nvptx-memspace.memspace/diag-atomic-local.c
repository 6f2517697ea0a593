/* PTX has no .local atomics.  Under OpenACC an automatic array is in the
   .local frame, so an atomic through a pointer into it cannot be done: the
   plugin must reject it with an error at the atomic's line (GCC's own
   emulation only covers atomics addressed directly off the frame, and a
   generic atom on a .local address is undefined in PTX).
   (-fdiagnostics-plain-output: the offload compiler's source and caret
   lines would otherwise count as excess errors.)  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fdiagnostics-plain-output" } */
/* { dg-options "-fopenacc" } */
#define N 256

void
f (const int *restrict idx, int *restrict out)
{
#pragma acc parallel loop gang vector copyin(idx[0:N]) copyout(out[0:N])
  for (int i = 0; i < N; i++)
    {
      int cnt[4] = { 0, 0, 0, 0 };
      int *p = &cnt[idx[i] & 3];
#pragma acc atomic update
      *p += i; /* { dg-error "Cannot do atomic on local memory" } */
      out[i] = cnt[0] + 2 * cnt[1] + 3 * cnt[2] + 4 * cnt[3];
    }
}

int
main (void)
{
  return 0;
}
