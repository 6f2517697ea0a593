/* Soundness of integer round trips under the provenance rule
   (memspace-infer.cc, PROVENANCE; doc/gcc-nvptx-facts.md section 17):
   integer arithmetic on an address and numbers keeps the address's
   space (the meet of the operands), and what mixes addresses of two
   spaces is in none.
   a..e come from one global address (the copied array x) and numbers:
   an alignment mask of 4 bits, a mask that clears high bits, XOR, a trip
   through a 32-bit integer, a wider alignment mask.  They are global,
   and their loads are ld.global.  Before the rule only an alignment mask
   of at most 12 low bits kept an address in its window and b, c, d, e
   were generic.  The assumption that makes them global is the one seed
   S9's check already made: no computation from addresses of one window
   and numbers yields the address of a live object in another window
   unless an operand carries that window's provenance (a program cannot
   know where the driver puts the windows).
   What must stay generic: the same operations on a pointer that is one
   of two spaces (p: the global x + i or the gang-private sbuf + i, in
   .shared) -- g, h, m -- and n, which takes its bits from a global and a
   shared address under a mask from memory (all ones: x + i, zero:
   sbuf + i).  ld.global or ld.shared through any of them would read the
   wrong memory for one of the cases, so their four loads stay generic.
   OpenACC (since the provenance rule): the gang-private array of the
   region's gang-redundant code is a .shared variable (sbuf$gang$N), the
   one other space such an operand can have in the same kernel.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  a_[0-9]+: global$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  b_[0-9]+: global$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  c_[0-9]+: global$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  d_[0-9]+: global$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  e_[0-9]+: global$} } } */
/* { dg-final { scan-offload-dump memspace-opt1 {^  n_[0-9]+: generic$} } } */
/* { dg-final { scan-ptx "f._omp_fn.0" {cvta\.shared\.u64\s+%r[0-9]+, sbuf\$gang\$[0-9]+;} { gcc { 12 } "GCC 11 has no OpenACC gang-private variables in .shared: sbuf is an automatic in the .local frame" } } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0" {ld\.global\.f32\s} 5 } } */
/* { dg-final { scan-ptx-times "f._omp_fn.0" {ld\.f32\s} 4 } } */
/* { dg-final { ptx-stats "f._omp_fn.0" "ld.shared == 0" "ld.local == 0" } } */

#define N 64

void
f (const float *x, const int *sel, unsigned long mask, float *out)
{
#pragma acc parallel num_gangs(1) copyin(x[0:N], sel[0:N]) copyout(out[0:N])
  {
    float sbuf[N];
    for (int j = 0; j < N; j++)
      sbuf[j] = j * 0.5f;
#pragma acc loop seq
    for (int i = 0; i < N; i++)
      {
	unsigned long u = (unsigned long) (x + i);
	const float *a = (const float *) (u & -16l);
	const float *b = (const float *) (u & 0xfffffful);
	const float *c = (const float *) (u ^ 4ul);
	const float *d = (const float *) (unsigned long) (unsigned) u;
	const float *e = (const float *) (u & -8192l);
	const float *p = sel[i] ? x + i : sbuf + i;
	unsigned long v = (unsigned long) p;
	const float *g = (const float *) (v & -16l);
	const float *h = (const float *) (v ^ 4ul);
	const float *m = (const float *) (unsigned long) (unsigned) v;
	const float *n
	  = (const float *) ((u & mask) | ((unsigned long) (sbuf + i) & ~mask));
	out[i] = *a + *b + *c + *d + *e + *g + *h + *m + *n;
      }
  }
}

int
main (void)
{
  return 0;
}
