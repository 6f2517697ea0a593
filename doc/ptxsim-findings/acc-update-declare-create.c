/* Stock GCC 12 bug: "#pragma acc update device(g)" (and "self(g)") of a
   variable with a file-scope "#pragma acc declare create(g)" loses its
   clause between omplower (still "oacc_update map(force_to:g [len:
   128])") and ompexp (GOACC_update (-1, 0, 0B, 0B, 0B, -2, 0): no
   mappings), so the device copy is never written.  On a device (ptxsim
   or a GPU) this prints 0, under host fallback 16.  The runtime's
   acc_update_device (g, sizeof g) works; tools/fuzz-gen.c uses it.  */
#include <stdio.h>

short g[64];
#pragma acc declare create(g)

int
main (void)
{
  int v = -1;
  for (int i = 0; i < 64; i++)
    g[i] = i * 3 + 1;
#pragma acc update device(g)
#pragma acc serial copyout(v)
  v = g[5];
  printf ("%d\n", v);
  return v != 16;
}
