/* Nested struct and array members: each component's offset is composed
   per level from the type layout.  struct outer (48 bytes):
     tag 0 (char) | in.a 4 (short) | in.b[0..2] 8, 12, 16 | w 24 (double)
     | arr[0..3] 32, 36, 40, 44
   The callee reads tag, in.a, in.b[2], w, arr[1] and arr[3]: six scalars
   at 0, 4, 16, 24, 36 and 44.  Every value is a different prime and the
   result weighs each by a different power of ten, so a component taken
   from a neighbouring offset changes it (checked against the host on a
   GPU; here the dump's offsets are the proof).  The caller builds the
   struct per iteration, so no component is a constant.  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {^  parameter 0 o: split into 6 scalars: char at 0, short int at 4, float at 16, double at 24, int at 36, int at 44$} } } */
/* { dg-final { scan-ptx "*" {\.func \(\.param\.f64 %value_out\) weigh\$byval\$0 \(\.param\.u32 %in_ar0, \.param\.u32 %in_ar1, \.param\.f32 %in_ar2, \.param\.f64 %in_ar3, \.param\.u32 %in_ar4, \.param\.u32 %in_ar5\)} } } */
/* { dg-final { ptx-stats "weigh.byval.0" "user == 0" } } */
/* { dg-final { scan-ptx-not "main._omp_fn.1" {%frame} } } */

#include <stdlib.h>

struct inner { short a; float b[3]; };
struct outer { char tag; struct inner in; double w; int arr[4]; };

#pragma omp declare target
__attribute__((noinline)) double
weigh (struct outer o)
{
  return o.tag + o.in.a * 10.0 + o.in.b[2] * 100.0 + o.w * 1000.0
	 + o.arr[1] * 10000.0 + o.arr[3] * 100000.0;
}
#pragma omp end declare target

int
main (void)
{
  enum { N = 16 };
  double out[N];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; i++)
    {
      struct outer o = { 3, { 5, { 7, 11, 13 } }, 17.0, { 19, 23, 29, 31 + i } };
      out[i] = weigh (o);
    }
  for (int i = 0; i < N; i++)
    if (out[i] != 3 + 50 + 1300 + 17000 + 230000 + (31 + i) * 100000.0)
      abort ();
  return 0;
}
