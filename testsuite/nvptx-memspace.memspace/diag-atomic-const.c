/* An atomic on a `static const' declare-target variable reached through
   a pointer cast.  This used to be an atomic on .const (read-only
   memory), diagnosed with the warning "Cannot do atomic operation on
   const memory" and left generic (there is no atom.const).  The table is
   in the offload table and its address is taken, so the plugin now puts
   it in .global (rtl-hooks/data-areas.cc: the host can know its device
   address, and .const would break seed S6): the atomic is on global
   memory, is atom.global, and gets no warning.  No variable whose
   address is taken is in .const any more, so the plugin never sees an
   atomic on .const and the warning cannot be reached
   (memspace/seed-const-table.c: no read-only variable of a program stays
   in .const).  (-fdiagnostics-plain-output: a warning's source and caret
   lines would count as excess errors, as before.)  */
/* { dg-do compile } */
/* { dg-offload-options "-fdiagnostics-plain-output" } */
/* { dg-final { scan-ptx "*" {^\s*\.global \.align 16 \.u32 ctab\[8\] = } } } */
/* { dg-final { scan-ptx-not "f._omp_fn.0.impl" {atom\.const} } } */
/* { dg-final { scan-ptx "f._omp_fn.0.impl" {atom\.global\.add\.u32\s} } } */
/* { dg-final { ptx-stats "f._omp_fn.0.impl" "atom.generic == 0" "atom.global == 1" } } */

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
    r = __atomic_fetch_add (p, 1, __ATOMIC_RELAXED); /* { dg-bogus "Cannot do atomic operation on const memory" } */
  }
  return r;
}

int
main (void)
{
  return 0;
}
