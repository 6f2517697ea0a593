/* An OpenACC gang/vector loop with a private array builds with the plugin,
   ptxas accepts it, and it gives the stock result.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
#include <stdio.h>
#define N 256
int main (void)
{
  float a[N], out[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc parallel loop gang vector copyin(a) copyout(out)
  for (int i = 0; i < N; i++)
    {
      float tmp[4];
      for (int k = 0; k < 4; k++)
	tmp[k] = a[i] * k;
      out[i] = tmp[0] + tmp[1] + tmp[2] + tmp[3];
    }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += out[i];
  printf ("%.1f\n", s);
  return s != 6.0 * (N * (N - 1) / 2);
}
