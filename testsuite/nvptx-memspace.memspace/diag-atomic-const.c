/* An atomic on a `static const' variable (.const, read-only memory) reached
   through a pointer cast is diagnosed with a warning at the atomic's line,
   and the atomic is left generic (not atom.const, which does not exist).
   (-fdiagnostics-plain-output: the offload compiler's source and caret
   lines would otherwise count as excess errors.)  */
/* { dg-do compile } */
/* { dg-offload-options "-fdiagnostics-plain-output" } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {atom\.const} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {atom\.add\.u32\s} } } */

#pragma omp declare target
static const int ctab[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
#pragma omp end declare target

int
f (int k)
{
  int r = 0;
#pragma omp target map(from: r) firstprivate(k)
  {
    int *p = (int *) &ctab[k & 7];
    r = __atomic_fetch_add (p, 1, __ATOMIC_RELAXED); /* { dg-warning "Cannot do atomic operation on const memory" } */
  }
  return r;
}

int
main (void)
{
  return 0;
}
