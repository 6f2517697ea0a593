/* Team-level arrays whose address goes further than the parallel
   regions' data records stay in global memory: another team could
   follow such a pointer (into its own CTA's .shared window instead of
   this team's storage), or it could outlive the kernel.  Each is reported
   with -fopt-info-missed, at the variable, with the reason:
     a: its address is stored into a declare-target global variable by
        the target region itself;
     b: the parallel region stores the pointer it loaded from its data
        record into a global variable;
     c: the parallel region passes that pointer to a function.
   `ok' (same regions, only loads and stores through its address) is
   placed in .shared.  */
/* { dg-do compile } */
/* { dg-require-rewrites "its expected remarks are the rewrites' output" } */
/* { dg-offload-options "-fopt-info-missed -fno-diagnostics-show-caret" } */
/* { dg-prune-output "missed: (?!lower-module-shared)" } */
/* { dg-prune-output "scalar_type: " } */
/* { dg-final { scan-ptx-not "*" {\m(a|b|c)\$shared\$} } } */
/* { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 ok\$shared\$[0-9]+\[64\];} } } */
#include <stdio.h>

#define N 64

#pragma omp declare target
float *gp;
float *gq;
__attribute__((noinline)) void
scale (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] *= 0.5f;
}
#pragma omp end declare target

float in[N], out[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (float) i;
#pragma omp target map(to: in) map(from: out)
  {
    float a[N]; /* { dg-message "missed: lower-module-shared: a of main._omp_fn.0 stays in global memory: its address is stored to memory other than a parallel region's data record" } */
    float ok[N];
    gp = a;
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      {
	a[i] = in[i];
	ok[i] = in[i] + 1.0f;
      }
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      out[i] = a[i] + ok[N - 1 - i];
  }
#pragma omp target map(to: in) map(from: out)
  {
    float b[N]; /* { dg-message "missed: lower-module-shared: b of main._omp_fn.3 stays in global memory: a derived pointer is stored to memory" } */
#pragma omp parallel
    {
#pragma omp for
      for (int i = 0; i < N; i++)
	b[i] = in[i];
#pragma omp single
      gq = b;
    }
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      out[i] += b[i];
  }
#pragma omp target map(to: in) map(from: out)
  {
    float c[N]; /* { dg-message "missed: lower-module-shared: c of main._omp_fn.6 stays in global memory: a derived pointer is passed to a call" } */
#pragma omp parallel
    {
#pragma omp for
      for (int i = 0; i < N; i++)
	c[i] = in[i];
#pragma omp single
      scale (c, N);
    }
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      out[i] += c[i];
  }
  printf ("%f\n", out[3]);
  return 0;
}
