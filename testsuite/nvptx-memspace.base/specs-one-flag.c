/* One flag: -specs=nvptx-memspace.specs loads the plugin into the offload
   compiler (here the build tree's copy of the specs file; the installed one
   names the plugin by name).  The help key proves the plugin ran.  */
/* { dg-do run } */
/* { dg-plugin specs } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-help" } */
/* { dg-message "vptx_memspace knobs" "" { target *-*-* } 0 } */
/* { dg-message "( +\\(|default )" "" { target *-*-* } 0 } */
#include <stdio.h>
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 41;
  printf ("%d\n", x + 1);
  return x != 41;
}
