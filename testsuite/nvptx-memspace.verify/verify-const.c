/* A static const table read with a variable index: the conversion of its
   address is checked with isspacep.const.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1" } */
/* { dg-final { scan-ptx "*" {isspacep\.const\s} } } */
/* { dg-final { scan-ptx "*" {ld\.const\.u32\s} } } */

#pragma omp declare target
static const unsigned lut[16] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3 };
#pragma omp end declare target

void
f (const unsigned *in, unsigned *out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = lut[in[i] & 15];
}

int
main (void)
{
  return 0;
}
