/* Atomics through pointers proved global are rewritten with the pointer
   converted to the global window: `omp atomic update' on a mapped int
   array becomes atom.global.add.u32, __atomic_fetch_add on a mapped long
   atom.global.add.u64 and __sync_val_compare_and_swap atom.global.cas.b32
   (stock GCC: atom.add / atom.cas on generic addresses).  Under
   -muniform-simt the atomics may be predicated on the master lane.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump-times memspace-opt1 {rewrite atomic global: } 3 } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {^\s*(@%r[0-9]+\s+)?atom\.global\.add\.u32\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {^\s*(@%r[0-9]+\s+)?atom\.global\.add\.u64\s} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {^\s*(@%r[0-9]+\s+)?atom\.global\.cas\.b32\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "atom.generic == 0" "atom.global == 3" } } */

#define N 256

void
f (const int *idx, int *hist, long *total, int *flag)
{
#pragma omp target map(to: idx[0:N]) map(tofrom: hist[0:16], total[0:1], flag[0:1])
  for (int i = 0; i < N; i++)
    {
      int b = idx[i] & 15;
#pragma omp atomic update
      hist[b] += 1;
      __atomic_fetch_add (total, (long) idx[i], __ATOMIC_RELAXED);
      if (idx[i] == 7)
	__sync_val_compare_and_swap (flag, 0, i);
    }
}

int
main (void)
{
  int idx[N], hist[16] = { 0 }, flag = 0;
  long total = 0;
  for (int i = 0; i < N; i++)
    idx[i] = i * 3;
  f (idx, hist, &total, &flag);
  return 0;
}
