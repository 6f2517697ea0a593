/* OpenACC: the gang-private array is checked with isspacep.shared, the
   vector-private automatics with isspacep.local, the mapped arrays with
   isspacep.global.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1" } */
/* { dg-final { scan-ptx "*" {isspacep\.shared\s} } } */
/* { dg-final { scan-ptx "*" {isspacep\.local\s} } } */
/* { dg-final { scan-ptx "*" {isspacep\.global\s} } } */

#define R 64
#define C 64

void
f (const float *a, float *out)
{
  float tile[C];
#pragma acc parallel loop gang private(tile) copyin(a[0:R*C]) copyout(out[0:R])
  for (int r = 0; r < R; r++)
    {
#pragma acc loop vector
      for (int c = 0; c < C; c++)
	{
	  float w[4];
	  for (int k = 0; k < 4; k++)
	    w[k] = a[r * C + c] * k;
	  tile[c] = w[c & 3];
	}
      float s = 0;
#pragma acc loop vector reduction(+:s)
      for (int c = 0; c < C; c++)
	s += tile[(c * 3) % C];
      out[r] = s;
    }
}

int
main (void)
{
  return 0;
}
