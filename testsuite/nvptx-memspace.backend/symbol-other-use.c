/* RTL CSE keeps the address of a declare-target array in a register
   (cvta.global.u64 %rN, gv) and addresses gv[0..3] through it.  The
   register has one value, so the loads and stores address gv itself, in
   its data area (.global, nvptx_encode_section_info, nvptx.cc:443); the
   cvta stays, because the call still needs the generic address.  GCC 11's
   store merging makes the two stores one st.global.u64, GCC 12's a
   st.global.v2.u32.  */
/* { dg-do compile } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {cvta\.global\.u64\s+%r[0-9]+, gv;} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {st\.global\.((v2\.)?u32|u64)\s+\[gv\]} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.global\.u32\s+%r[0-9]+, \[gv\+8\];} } } */
/* { dg-final { scan-ptx "main._omp_fn.0.impl" {ld\.global\.u32\s+%r[0-9]+, \[gv\+12\];} } } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" } } */

#pragma omp declare target
int gv[8];
__attribute__((noinline)) void
g (int *p)
{
  p[3] += p[0];
}
#pragma omp end declare target

int
main (void)
{
  int x = 0;
#pragma omp target map(from: x)
  {
    gv[1] = 5;
    gv[0] = 7;
    g (gv);
    x = gv[2] + gv[3];
  }
  return x != 7;
}
