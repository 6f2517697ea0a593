// C++: a member function template of a class template, instantiated for
// two block sizes; each instantiation's target region has its team-level
// scratch array in .shared, and the parallel regions reach it with
// ld.shared/st.shared only.
// { dg-do run }
// { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 scratch\$shared\$[0-9]+\[128\];} } }
// { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 scratch\$shared\$[0-9]+\[64\];} } }
// { dg-final { scan-ptx-times "*" {\mst\.shared\.f32\s} 2 } }
// { dg-final { scan-ptx-times "*" {\mld\.shared\.f32\s} 4 } }
#include <cstdio>

template <int B>
struct Stage
{
  static void run (const float *in, float *out, int n)
  {
#pragma omp target teams distribute map(to: in[0:n]) map(from: out[0:n])
    for (int b = 0; b < n / B; b++)
      {
	float scratch[B];
#pragma omp parallel for
	for (int i = 0; i < B; i++)
	  scratch[i] = in[b * B + i] * 2.0f;
#pragma omp parallel for
	for (int i = 0; i < B; i++)
	  out[b * B + i] = scratch[B - 1 - i] - scratch[i];
      }
  }
};

int
main ()
{
  const int n = 2048;
  static float in[n], out1[n], out2[n];
  for (int i = 0; i < n; i++)
    in[i] = i % 17;
  Stage<128>::run (in, out1, n);
  Stage<64>::run (in, out2, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += (out1[i] + 2 * out2[i]) * (i % 5);
  std::printf ("%g\n", s);
}
