/* cicc-compat=1, -O1: more carriers of a pointer's bits than
   run-cicc-carriers.c -- a 16-byte vector holding two pointers, a
   _Complex float, an unsigned __int128, a vector of two floats, and the
   two 32-bit halves recombined.  GCC 12 keeps these in memory or in
   integer registers here, so they built before as well; whatever form
   they take, the conversions must build and compute stock's values.
   (A struct of two unsigned returned from a device function is not here:
   stock GCC 12's offload compiler ICEs on it, tree-nrv.cc:179.)  */
/* { dg-do run } */
/* { dg-options "-O1" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-cicc-compat=1 -fplugin-arg-nvptx_memspace-warnings=0" } */
#include <stdio.h>
#include <stdint.h>

typedef unsigned v4u __attribute__ ((vector_size (16)));
typedef float v2f __attribute__ ((vector_size (8)));
union U4 { v4u v; int *p[2]; };
union UCF { _Complex float c; int *p; };
union UI { unsigned __int128 w; int *p[2]; };
union UF { v2f v; int *p; };

int
main (void)
{
  int sel = 1, gdata[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, out[7] = { 0 };
#pragma omp target map(to: gdata, sel) map(tofrom: out)
  {
    union U4 a, b, lu;
    a.p[0] = gdata;
    a.p[1] = gdata + 4;
    b.p[0] = gdata + 2;
    b.p[1] = gdata + 6;
    if (sel)
      lu.v = a.v;
    else
      lu.v = b.v;
    out[0] = lu.p[0][1];
    out[1] = lu.p[1][1];
  }
#pragma omp target map(to: gdata, sel) map(tofrom: out)
  {
    union UCF a, b, lu;
    a.p = gdata + 1;
    b.p = gdata;
    if (sel)
      lu.c = a.c;
    else
      lu.c = b.c;
    out[2] = lu.p[1];
  }
#pragma omp target map(to: gdata, sel) map(tofrom: out)
  {
    union UI a, b, lu;
    a.p[0] = gdata + 2;
    a.p[1] = gdata + 3;
    b.p[0] = gdata;
    b.p[1] = gdata;
    if (sel)
      lu.w = a.w;
    else
      lu.w = b.w + 0;
    out[3] = lu.p[0][1] + 10 * lu.p[1][1];
  }
#pragma omp target map(to: gdata, sel) map(tofrom: out)
  {
    union UF a, b, lu;
    a.p = gdata + 4;
    b.p = gdata;
    if (sel)
      lu.v = a.v;
    else
      lu.v = b.v;
    out[4] = lu.p[1];
  }
#pragma omp target map(to: gdata) map(tofrom: out)
  {
    uint64_t v = (uintptr_t) (gdata + 5);
    unsigned lo = (unsigned) v, hi = (unsigned) (v >> 32);
    int *q = (int *) (((uint64_t) hi << 32) | lo);
    out[5] = q[1];
  }
  printf ("%d %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4],
	  out[5]);
  return !(out[0] == 2 && out[1] == 6 && out[2] == 3 && out[3] == 54
	   && out[4] == 6 && out[5] == 7);
}
