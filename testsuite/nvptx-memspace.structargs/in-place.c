/* A static (local) function whose every caller is redirected is
   specialised in place: the clone replaces it and the original is gone.
   -fopt-info-optimized(-ipa) in the offload options gives one remark per split
   parameter, at the function.  */
/* { dg-do run } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fopt-info-optimized-ipa" } */
/* { dg-final { scan-ptx "*" {\.func \(\.param\.f32 %value_out\) dot3\$byval\$0 \(\.param\.f32 %in_ar0, \.param\.f32 %in_ar1, \.param\.f32 %in_ar2, \.param\.u64 %in_ar3\)} } } */
/* { dg-final { scan-ptx-not "*" {\.func \(\.param\.f32 %value_out\) dot3 \(} } } */
/* { dg-final { ptx-stats "dot3.byval.0" "user == 3" "global == 3" } } */

#include <stdlib.h>

struct vec3 { float x, y, z; };

#pragma omp declare target
static __attribute__((noinline)) float
dot3 (struct vec3 a, const float *b) /* { dg-message "lower-struct-args: parameter a of dot3 split into 3 scalars" } */
{
  return a.x * b[0] + a.y * b[1] + a.z * b[2];
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
    {
      struct vec3 a = { 1.0f * i, 2.0f * i, 3.0f + i };
      out[i] = dot3 (a, b + 3 * i);
    }
  for (int i = 0; i < N; i++)
    if (out[i] != i * (3.0f * i) + 2.0f * i * (3 * i + 1) + (3.0f + i) * (3 * i + 2))
      abort ();
  return 0;
}
