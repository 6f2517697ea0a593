/* Issue 24, bug 1 (verbatim): a difference of two addresses in one space
   taken for a plain number; with a NULL base the "number" is a .const
   address and the plugin loads it with ld.global.  On a GPU: does the
   wrong-space load fault, read a wrong value, or work?  */
/* gpu-kit-options: -O2 -fopenmp */
#include <stdio.h>
#include <stdint.h>
#pragma omp declare target
static const char table[16] = "0123456789abcdef";
char gbuf[16] = "GHIJKLMNOPQRSTUV";
__attribute__((noinline)) const char *cbase_of (int u) { return u ? table : (const char *) 0; }
__attribute__((noinline)) char *gbase_of (int u) { return u ? gbuf : (char *) 0; }
#pragma omp end declare target
int main (void)
{
  int use_base = 0, out[3] = { 0, 0, 0 };
  #pragma omp target map(to: use_base) map(from: out)
  {
    const char *cbase = cbase_of (use_base);
    uintptr_t off = (uintptr_t) &table[5] - (uintptr_t) cbase;
    char *gbase = gbase_of (use_base);
    const char *r = (const char *) ((uintptr_t) gbase + off);
    out[2] = (int) (off >> 60);
    out[0] = r[0]; out[1] = r[1];
  }
  if (out[0] == '5' && out[1] == '6') { printf ("OK\n"); return 0; }
  printf ("FAIL\n"); return 1;
}
