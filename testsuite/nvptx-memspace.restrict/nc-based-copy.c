/* No ld.global.nc for data written through a pointer BASED ON the
   restrict one.  w = x is a plain pointer copied from x in f's block, so
   every access through w is based on x and the program is valid C: x's
   data is written in the kernel (w[i] = ...), then read through x.  Restrict
   says nothing about w, so x's data is not read-only while the kernel runs
   and ld.global.nc (whose cache is not coherent with stores) must not be
   used for it: x must not be "read-only global".  With w == x, the second
   read of x[i] must see the store (run-based-copy.c runs this).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=tree-process-restrict1" } */
/* { dg-final { scan-offload-dump process-restrict1 {^  root base [0-9]+: x \(from the data record\)} } } */
/* { dg-final { scan-offload-dump-not process-restrict1 {read-only global} } } */
/* { dg-final { scan-ptx-not "*" {ld\.global\.nc\.f32} } } */

void
f (int n, float *restrict x, float *restrict y)
{
  float *w = x;
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++)
    {
      w[i] = x[i] + 1.0f;
      y[i] = x[i] * 2.0f;
    }
}

int
main (void)
{
  float x[4] = { 1, 2, 3, 4 }, y[4];
  f (4, x, y);
  return y[3] != 10.0f;
}
