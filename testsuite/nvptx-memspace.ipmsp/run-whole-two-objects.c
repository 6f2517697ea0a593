/* A program of two objects (aux/whole-two-objects-helpers.c is compiled
   to an object of its own): one accel lto1 sees the offload IR of both
   (lto-wrapper passes every object with offload IR to one mkoffload), so
   the calls of both objects vote.  `dot', defined in the other object, is
   called only from this object's region with mapped (global) arrays: its
   callers are all in view and it is specialised in place, parameters
   global, no clone.  `scale', also defined there, is called from this
   object with mapped rows (global) and from the other object's region
   with an automatic array: the votes meet at generic, so the call with
   global rows goes to a clone, scale$memspace$0 (global), and `scale'
   itself stays generic for the other call (ptxsim would reject a global
   access on the .local array).  Host, stock and plugin builds must print
   the same.  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-additional-sources "aux/whole-two-objects-helpers.c" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^dot/[0-9]+: callers known, frame local, return [a-z-]+\n  param 0: global\n  param 1: global\n  param 2: [a-z-]+$} } } */
/* { dg-final { scan-offload-dump ipmsp {^scale/[0-9]+: callers known, frame local, return bottom\n  param 0: generic\n} } } */
/* { dg-final { scan-offload-dump ipmsp {^scale is cloned : scale\$memspace\$0 \(global, -, -\)$} { gcc { 12 } "GCC 11 gives scale a .local clone too (one of its callers passes a .local address there) and keeps no original" } } } */
/* { dg-final { scan-offload-dump-not ipmsp {^dot is cloned|avoid cloning} } } */
/* { dg-final { ptx-stats "dot" "generic == 0" "ld.global == 2" } } */
/* { dg-final { ptx-stats "scale" "global == 0" "generic == 2" { gcc { 12 } "GCC 11 gives scale a .local clone too (one of its callers passes a .local address there) and keeps no original" } } } */
/* { dg-final { ptx-stats "scale.memspace.0" "generic == 0" "ld.global == 1" "st.global == 1" { gcc { 12 } "GCC 11 gives scale a .local clone too (one of its callers passes a .local address there) and keeps no original" } } } */
/* { dg-final { scan-offload-dump ipmsp {^scale is cloned : scale\$memspace\$1 \(global, -, -\)$} { gcc { 11 } "the .global clone of GCC 11" } } } */
/* { dg-final { scan-ptx-not "*" {dot\$memspace|memspace\$1} { gcc { 12 } "GCC 11 gives scale a .local clone too (one of its callers passes a .local address there) and keeps no original" } } } */
#include <stdio.h>

#define ROWS 16
#define COLS 12

#pragma acc routine seq
void scale (float *p, int n, float a);
#pragma acc routine seq
float dot (const float *x, const float *y, int n);
void aux_run (float *z, int rows, int cols);

int
main (void)
{
  static float x[ROWS * COLS], y[ROWS * COLS], z[ROWS * COLS], d[ROWS];
  for (int i = 0; i < ROWS * COLS; i++)
    {
      x[i] = (float) (i % 5);
      y[i] = (float) (i % 7);
    }
#pragma acc parallel loop copyin(x[0:ROWS*COLS]) copy(y[0:ROWS*COLS]) copyout(d[0:ROWS])
  for (int r = 0; r < ROWS; r++)
    {
      scale (y + r * COLS, COLS, 2.0f);
      d[r] = dot (x + r * COLS, y + r * COLS, COLS);
    }
  aux_run (z, ROWS, COLS);
  double sd = 0, rd = 0, sz = 0, rz = 0;
  for (int r = 0; r < ROWS; r++)
    {
      float e = 0.0f;
      for (int c = 0; c < COLS; c++)
	{
	  int i = r * COLS + c;
	  e += (float) (i % 5) * (2.0f * (i % 7));
	  sz += z[i] * (i + 1);
	  rz += (float) (r + c) * (1 + (r & 3)) * (i + 1);
	}
      sd += d[r] * (r + 1);
      rd += e * (r + 1);
    }
  printf ("%g %g %g %g\n", sd, rd, sz, rz);
  return sd != rd || sz != rz;
}
