/* The second object of run-whole-two-objects.c: two public `acc routine'
   helpers and a compute region of its own that calls `scale' on an
   automatic array of the loop body (OpenACC: .local).  */
#pragma acc routine seq
__attribute__((noinline)) void
scale (float *p, int n, float a)
{
  for (int i = 0; i < n; i++)
    p[i] *= a;
}

#pragma acc routine seq
__attribute__((noinline)) float
dot (const float *x, const float *y, int n)
{
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

void
aux_run (float *z, int rows, int cols)
{
#pragma acc parallel loop copyout(z[0:rows*cols])
  for (int r = 0; r < rows; r++)
    {
      float t[16];
      for (int c = 0; c < cols; c++)
	t[c] = (float) (r + c);
      scale (t, cols, (float) (1 + (r & 3)));
      for (int c = 0; c < cols; c++)
	z[r * cols + c] = t[c];
    }
}
