/* Which PTX window does each kind of device address lie in on real
   hardware?  Above all: does libgomp hand a kernel a .const address for a
   mapped `const' declare-target array (issue 24, bug 3)?  The kernel
   classifies each pointer with PTX isspacep (inline asm) and reads one
   element through it; the host prints one line per pointer:
     NAME const=C global=G shared=S local=L value=V
   with 1/0 per window (2: not classified -- the host fallback, where the
   asm is empty) and "info: NAME ptr=0x..." lines with the raw address,
   which gpu-kit's comparison with ptxsim ignores (ptxsim's windows sit at
   other addresses than the GPU's).

   The asm template (ISSPACEP below) is valid for both compilers of an
   offload build: x86's asm dialect braces make the host keep only the
   text before the bar, an opening C comment, and the closing C comment
   after the closing brace ends it; nvptx has no asm dialects, so ptxas
   sees an opening brace, a comment holding the bar, the PTX, the closing
   brace and a "//" line comment.  */
/* gpu-kit-options: -O2 -fopenmp */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define ISSPACEP(space, ptr, r)						\
  __asm__ volatile ("{/*|*/\n\t.reg .pred gk_p; isspacep." space " gk_p, %1; " \
		    "selp.u32 %0, 1, 0, gk_p; }//*/" : "+r" (r) : "r" (ptr))

#pragma omp declare target
const int ctab[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };	/* const declare target */
static const int stab[8] = { 11, 12, 13, 14, 15, 16, 17, 18 };
int garr[8] = { 21, 22, 23, 24, 25, 26, 27, 28 };	/* not const */
int volatile sel = 3;

__attribute__ ((noinline)) void
classify (const int *p, unsigned *o)
{
  unsigned c = 2, g = 2, s = 2, l = 2;
  ISSPACEP ("const", p, c);
  ISSPACEP ("global", p, g);
  ISSPACEP ("shared", p, s);
  ISSPACEP ("local", p, l);
  o[0] = c; o[1] = g; o[2] = s; o[3] = l;
  o[4] = p ? p[sel & 1] : 0;
  uintptr_t u = (uintptr_t) p;
  o[5] = (unsigned) u; o[6] = (unsigned) (u >> 32);
}
#pragma omp end declare target

enum { MAPPED_CONST, MAPPED_HOST, DIRECT_CONST, STATIC_CONST, STRING,
       GLOBAL_ARR, MAPPED_GLOBAL_ARR, DEVICE_MALLOC, LOCAL_ARR, TEAM_ARR,
       PARALLEL_PRIVATE, NPROBES };
static const char *const names[NPROBES] = {
  "mapped-const-declare-target", "mapped-host-array", "const-declare-target-direct",
  "file-static-const", "string-literal", "global-declare-target",
  "mapped-global-declare-target", "device-malloc", "local-array",
  "team-array", "parallel-private-array"
};

int
main (void)
{
  static unsigned out[NPROBES][7];
  int h[8] = { 31, 32, 33, 34, 35, 36, 37, 38 };
  const int *p = ctab, *q = h;
  int *gp = garr;
  int n = 8;
  for (int i = 0; i < NPROBES; i++)
    for (int k = 0; k < 7; k++)
      out[i][k] = 9;
#pragma omp target map(to: p[0:n], q[0:n]) map(to: gp[0:n]) map(tofrom: out)
  {
    classify (p, out[MAPPED_CONST]);
    classify (q, out[MAPPED_HOST]);
    classify (ctab, out[DIRECT_CONST]);
    classify (&stab[sel & 3], out[STATIC_CONST]);
    classify ((const int *) "abcdefgh", out[STRING]);
    classify (garr, out[GLOBAL_ARR]);
    classify (gp, out[MAPPED_GLOBAL_ARR]);
    int *m = (int *) malloc (8 * sizeof (int));
    if (m)
      for (int i = 0; i < 8; i++)
	m[i] = 41 + i;
    classify (m, out[DEVICE_MALLOC]);
    free (m);
    int loc[8];
    for (int i = 0; i < 8; i++)
      loc[i] = 51 + i;
    classify (loc, out[LOCAL_ARR]);
  }
  /* A team-level array read by the team's parallel region: the plugin's
     lower-module-shared places it in .shared, stock GCC on the soft
     stack; and an array private to one thread of a parallel region.  */
#pragma omp target teams num_teams(1) map(tofrom: out)
  {
    int team[8];
    for (int i = 0; i < 8; i++)
      team[i] = 61 + i;
#pragma omp parallel num_threads(2)
    {
      int priv[8];
      for (int i = 0; i < 8; i++)
	priv[i] = 71 + i;
      if (__builtin_omp_get_thread_num () == 0)
	{
	  classify (team, out[TEAM_ARR]);
	  classify (priv, out[PARALLEL_PRIVATE]);
	}
    }
  }
  for (int i = 0; i < NPROBES; i++)
    {
      printf ("%s const=%u global=%u shared=%u local=%u value=%u\n", names[i],
	      out[i][0], out[i][1], out[i][2], out[i][3], out[i][4]);
      printf ("info: %s ptr=0x%08x%08x\n", names[i], out[i][6], out[i][5]);
    }
  return 0;
}
