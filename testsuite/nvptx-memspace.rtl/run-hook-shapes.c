/* The rtl-hooks' other assumptions, attacked (issue 24): conversions of
   a symbol plus an offset (one past the end, negative indexing from
   it, a string literal), of maybe-null bases and a constant address in
   dead code; loads and stores through converted pointers in every mode
   the back end splits or moves whole (__int128, _Complex double, V4SF,
   V2SI, V2DI, bit-fields, a 168-byte struct copy, memcpy/memmove/memset
   inline and as calls).  Stock GCC builds this and so must the plugin,
   with stock's values on ptxsim.  Nothing here failed; it guards the
   hooks' handling of these forms.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

typedef float v4f __attribute__ ((vector_size (16)));
typedef int v2i __attribute__ ((vector_size (8)));
typedef long v2l __attribute__ ((vector_size (16)));
struct big { double d[20]; int tag; };
struct bits { unsigned a : 3, b : 7, c : 22; };

#pragma omp declare target
static const int ctab[8] = { 11, 22, 33, 44, 55, 66, 77, 88 };
static int gtab[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
static const char msg[] = "abcdefghijklmnop";
unsigned __int128 wv[2] = { 5, 6 };
_Complex double cv[2] = { 1 + 2i, 3 + 4i };
v4f vv[2] = { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } };
v2i iv[2] = { { 1, 2 }, { 3, 4 } };
v2l lv[2] = { { 1, 2 }, { 3, 4 } };
struct bits bv[2] = { { 1, 2, 3 }, { 4, 5, 6 } };
struct big gb[2];
int gbuf[64];

__attribute__ ((noinline)) int
get (const int *p, int i)
{
  return p ? p[i] : -1;
}
#pragma omp end declare target

int
main (void)
{
  int k = 1, sel = 0, n = 40;
  double out[20] = { 0 };
#pragma omp target map(to: k, sel, n) map(tofrom: out)
  {
    const int *end = &ctab[8];
    const int *mid = &ctab[3];
    int *g = &gtab[5];
    const char *s = &msg[10];
    out[0] = end[-k];
    out[1] = mid[k];
    out[2] = g[-k - 2];
    out[3] = s[k];
    g[k] = 70;
    out[4] = gtab[6];

    const int *p = sel ? ctab : 0;
    int *q = sel ? 0 : gtab;
    out[5] = get (p, 1);
    out[6] = q ? q[3] : -2;
    if (sel > 5)
      out[7] = *(volatile int *) 16;	/* Never runs.  */
    else
      out[7] = get (ctab, 2);

    unsigned __int128 *w = &wv[k];
    _Complex double *c = &cv[k];
    w[0] = w[-1] << 70;
    out[8] = (double) (wv[1] >> 68);
    out[9] = __imag__ c[0] + __real__ c[-1];
    v4f *v = &vv[k];
    v2i *vi = &iv[k];
    v2l *vl = &lv[k];
    v[0] = v[-1] + v[0];
    vi[0] = vi[-1] * vi[0];
    vl[0] = vl[-1] + vl[0];
    out[10] = vv[1][3] + iv[1][1] * 100 + lv[1][0] * 1000;
    struct bits *b = &bv[k];
    b->b = 99;
    b[-1].c = 12345;
    out[11] = bv[1].b + bv[0].c;
    struct big *gp = &gb[k];
    for (int i = 0; i < 20; i++)
      gb[0].d[i] = i;
    gb[0].tag = 7;
    *gp = gp[-1];
    out[12] = gb[1].d[19] + gb[1].tag;

    int *gm = &gbuf[1];
    int tmp[13];
    memcpy (tmp, &ctab[0], 8 * sizeof (int));
    memset (gm, 0, n * sizeof (int));
    memcpy (gm, tmp, 8 * sizeof (int));
    memmove (gm + 2, gm, 6 * sizeof (int));
    memset (gm + 20, 1, 8);
    out[13] = gbuf[3] + gbuf[8];
    out[14] = gm[20];
  }
  for (int i = 0; i < 15; i++)
    printf ("%g ", out[i]);
  printf ("\n");
  return !(out[0] == 88 && out[1] == 55 && out[2] == 3 && out[3] == 'l'
	   && out[4] == 70 && out[5] == -1 && out[6] == 4 && out[7] == 33
	   && out[8] == 20 && out[9] == 5 && out[10] == 12 + 800 + 4000
	   && out[11] == 12444 && out[12] == 26 && out[13] == 11 + 66
	   && out[14] == 0x01010101);
}
