/* ipmsp must not depend on which IPA passes ran before it.  With -fipa-pta
   in the offload compiler (OpenACC turns it on by default) the bodies of
   all functions are already materialised when ipmsp runs; the parallel
   body of this saxpy must still get its record facts (record param and x,
   y fields global) and be all .global, exactly as without -fipa-pta
   (seed-parallel-record.c).  */
/* { dg-do compile } */
/* { dg-offload-options "-fipa-pta -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^saxpy\._omp_fn\.1/[0-9]+: callers known, frame global} } } */
/* { dg-final { scan-offload-dump-times ipmsp {^  record field at [0-9]+ \(8 bytes\): global$} 2 } } */
/* { dg-final { ptx-stats "saxpy._omp_fn.1" "generic == 0" "ld.global >= 4" "st.global >= 1" } } */

void
saxpy (int n, float a, const float *restrict x, float *restrict y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int
main (void)
{
  float x[4] = { 1, 2, 3, 4 }, y[4] = { 1, 1, 1, 1 };
  saxpy (4, 2.0f, x, y);
  return y[3] != 9.0f;
}
