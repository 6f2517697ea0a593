/* Propagation through PHIs: a pointer chosen between two mapped arrays,
   and a loop-carried pointer that walks a mapped array, are both global
   (the meet of global and global); every access through them must be
   .global (stock GCC: generic).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  p_[0-9]+: global$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  q_[0-9]+: global$} } } */
/* { dg-final { scan-offload-dump-not memspace-opt1 {^  [pq]_[0-9]+: generic$} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "generic == 0" "ld.global >= 3" "st.global >= 1" } } */

#define N 128

void
f (int k, const float *a, const float *b, float *out, float *sum)
{
#pragma omp target map(to: a[0:N], b[0:N]) map(from: out[0:N], sum[0:1])
  {
    const float *p;
    if (k & 1)
      p = a;
    else
      p = b + 1;
    for (int i = 0; i < N - 1; i++)
      out[i] = p[(i * 3) % (N - 1)] * 2.0f;
    float s = 0;
    for (const float *q = a; q < a + N; q += 2)
      s += *q;
    *sum = s;
  }
}

int
main (void)
{
  float a[N], b[N], out[N], s;
  for (int i = 0; i < N; i++)
    a[i] = b[i] = i;
  f (1, a, b, out, &s);
  return 0;
}
