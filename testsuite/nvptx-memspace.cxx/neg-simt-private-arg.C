/* Soundness: a helper called with pointers into two spaces.  bump<float>
   (noinline, static: all callers known) is called twice from one target
   region: with the mapped array x (global) and, inside an `omp simd' loop,
   with the simd-private array t, which GCC privatises into the .local
   %simtstack_ar (S4).  ipmsp's vote for v is global met with local, i.e.
   generic, so in place bump's accesses would stay generic; instead each
   call goes to a clone for its space (ipmsp clones on disagreeing known
   callers): ld/st.global in one, ld/st.local in the other, and both run
   inside a SIMT region, so their frames are generic, not global.  The
   original, left without callers, is not emitted.  The region's own
   accesses to t are st.local / ld.local.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^bump/[0-9]+: callers known, frame [a-z]+, return bottom\n  param 0: generic$} } } */
/* { dg-final { scan-offload-dump ipmsp {^_Z4bumpIfEvPT_iS0_\$memspace\$[01]/[0-9]+: callers known, frame generic, return bottom\n  param 0: local$} } } */
/* { dg-final { scan-offload-dump ipmsp {^_Z4bumpIfEvPT_iS0_\$memspace\$[01]/[0-9]+: callers known, frame generic, return bottom\n  param 0: global$} } } */
/* { dg-final { ptx-stats "_Z4bumpIfEvPT_iS0_.memspace.0" "generic == 0" "global == 2" } } */
/* { dg-final { ptx-stats "_Z4bumpIfEvPT_iS0_.memspace.1" "generic == 0" "local == 2" } } */
/* { dg-final { scan-ptx-not "*" {BEGIN (?:GLOBAL )?FUNCTION DEF: _Z4bumpIfEvPT_iS0_\n} } } */
/* { dg-final { scan-ptx "_Z1fiPf._omp_fn.0.impl" {st\.local\.f32\s} } } */
/* { dg-final { scan-ptx "_Z1fiPf._omp_fn.0.impl" {ld\.local\.f32\s} } } */

#pragma omp declare target
template <class T>
__attribute__((noinline)) static void
bump (T *v, int m, T s)
{
  for (int k = 0; k < m; k++)
    v[k] = v[k] * s + (T) k;
}
#pragma omp end declare target

void
f (int n, float *x)
{
#pragma omp target map(tofrom: x[0:n])
  {
    bump (x, n, 2.0f);
    float t[4];
#pragma omp simd private(t)
    for (int i = 0; i < n; i++)
      {
	for (int k = 0; k < 4; k++)
	  t[k] = x[i] + (float) k;
	bump (t, 4, 3.0f);
	x[i] = t[0] + t[1] + t[2] + t[3];
      }
  }
}

int
main ()
{
  return 0;
}
