/* The launched function main._omp_fn.1 passes b + 3*i, loaded from its
   parallel-region record, to the helper dot3.  The record field's space
   comes from the launching function (main._omp_fn.0), which the worklist
   may analyse later: ipmsp's first phase reads a field nobody has voted
   for yet as "no information" instead of generic (which would stick), so
   dot3's pointer is global.  The second phase (fields without votes are
   generic) is checked by the negative tests.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-lower-struct-args=0 -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {(?n)^dot3/[0-9]+: callers known.*\n(  param [0-2]: [a-z-]+\n){3}  param 3: global$} } } */
/* { dg-final { ptx-stats "dot3" "user == 3" "global == 3" } } */

#include <stdlib.h>

#pragma omp declare target
static __attribute__((noinline)) float
dot3 (float ax, float ay, float az, const float *b)
{
  return ax * b[0] + ay * b[1] + az * b[2];
}
#pragma omp end declare target

int
main (void)
{
  enum { N = 8 };
  float b[3 * N], out[N];
  for (int i = 0; i < 3 * N; i++)
    b[i] = i;
#pragma omp target teams distribute parallel for map(to: b) map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = dot3 (1.0f * i, 2.0f * i, 3.0f + i, b + 3 * i);
  for (int i = 0; i < N; i++)
    if (out[i] != i * (3.0f * i) + 2.0f * i * (3 * i + 1) + (3.0f + i) * (3 * i + 2))
      abort ();
  return 0;
}
