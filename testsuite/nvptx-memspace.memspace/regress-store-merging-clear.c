/* Regression (issue 16, "never more memory instructions than stock";
   found in GCC's libgomp Fortran test target-has-device-addr-4.f90, a
   descriptor's `dtype = {}' and field stores): store merging merges the
   16-byte clear and the field stores after it into two 8-byte stores,
   but only while all of them are in one address space.  memspace-opt1
   used to rewrite the field stores while the clear (TImode, printed
   without a space: it stays generic) could not be, so nothing merged:
   6 memory instructions against stock's 4, two of them generic.  Stores
   to an object an aggregate clear or copy writes now wait for
   memspace-opt2, after store merging.  */
/* { dg-do run } */
/* { dg-final { ptx-stats "main._omp_fn.0.impl" "generic == 0" "user <= 4" } } */

struct dtype { long elem_len; int version; signed char rank, type; short attribute; };
struct descriptor { void *data; long offset; struct dtype dtype; long span; };

int
main (void)
{
  struct descriptor d = { 0, 0, { 9, 9, 9, 9, 9 }, 0 };
  struct descriptor *p = &d;
#pragma omp target map(tofrom: p[0:1])
  {
    p->dtype = (struct dtype) { 0 };
    p->dtype.elem_len = 4;
    p->dtype.rank = 1;
    p->dtype.type = 1;
    p->span = 4;
  }
  if (d.dtype.elem_len != 4 || d.dtype.version != 0 || d.dtype.rank != 1
      || d.dtype.type != 1 || d.dtype.attribute != 0 || d.span != 4)
    __builtin_abort ();
  return 0;
}
