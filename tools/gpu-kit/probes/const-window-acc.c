/* const-window.c for OpenACC: which PTX window does each device address
   lie in on real hardware -- a `declare'd const table passed with copyin
   through a pointer (issue 24, bug 3's OpenACC form), a gang-private
   array (.shared), a vector-private array (.local), a copied-in host
   array, and a routine's function-scope static const table.  Output as in
   const-window.c ("info:" lines hold raw addresses).  */
/* gpu-kit-options: -O2 -fopenacc */
#include <stdio.h>
#include <stdint.h>

#define ISSPACEP(space, ptr, r)						\
  __asm__ volatile ("{/*|*/\n\t.reg .pred gk_p; isspacep." space " gk_p, %1; " \
		    "selp.u32 %0, 1, 0, gk_p; }//*/" : "+r" (r) : "r" (ptr))

const int ctab[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
#pragma acc declare copyin(ctab)

#pragma acc routine seq
__attribute__ ((noinline)) void
classify (const int *p, unsigned *o)
{
  unsigned c = 2, g = 2, s = 2, l = 2;
  ISSPACEP ("const", p, c);
  ISSPACEP ("global", p, g);
  ISSPACEP ("shared", p, s);
  ISSPACEP ("local", p, l);
  o[0] = c; o[1] = g; o[2] = s; o[3] = l;
  o[4] = p ? p[1] : 0;
  uintptr_t u = (uintptr_t) p;
  o[5] = (unsigned) u; o[6] = (unsigned) (u >> 32);
}

#pragma acc routine seq
__attribute__ ((noinline)) const int *
static_table (int k)
{
  static const int stab[8] = { 11, 12, 13, 14, 15, 16, 17, 18 };
  return &stab[k & 3];
}

enum { COPYIN_CONST, COPYIN_HOST, STATIC_CONST, GANG_PRIVATE, VECTOR_PRIVATE,
       NPROBES };
static const char *const names[NPROBES] = {
  "copyin-declare-const", "copyin-host-array", "routine-static-const",
  "gang-private-array", "vector-private-array"
};

int
main (void)
{
  static unsigned out[NPROBES][7];
  int h[8] = { 31, 32, 33, 34, 35, 36, 37, 38 };
  const int *p = ctab, *q = h;
  int n = 8;
  for (int i = 0; i < NPROBES; i++)
    for (int k = 0; k < 7; k++)
      out[i][k] = 9;
#pragma acc parallel num_gangs(1) copyin(p[0:n], q[0:n]) copy(out)
  {
    classify (p, out[COPYIN_CONST]);
    classify (q, out[COPYIN_HOST]);
    classify (static_table (2), out[STATIC_CONST]);
  }
  int gang[8];
#pragma acc parallel loop gang num_gangs(1) private(gang) copy(out)
  for (int g = 0; g < 1; g++)
    {
#pragma acc loop vector
      for (int i = 0; i < 8; i++)
	gang[i] = 61 + i;
      classify (gang, out[GANG_PRIVATE]);
    }
#pragma acc parallel loop gang vector num_gangs(1) vector_length(32) copy(out)
  for (int i = 0; i < 32; i++)
    {
      int vec[8];
      for (int k = 0; k < 8; k++)
	vec[k] = 71 + k + i;
      if (i == 0)
	classify (vec, out[VECTOR_PRIVATE]);
    }
  for (int i = 0; i < NPROBES; i++)
    {
      printf ("%s const=%u global=%u shared=%u local=%u value=%u\n", names[i],
	      out[i][0], out[i][1], out[i][2], out[i][3], out[i][4]);
      printf ("info: %s ptr=0x%08x%08x\n", names[i], out[i][6], out[i][5]);
    }
  return 0;
}
