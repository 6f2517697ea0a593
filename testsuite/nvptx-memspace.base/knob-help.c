/* The help key prints the knob table with defaults and current values;
   the build goes on.  Set knobs show their new value.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-help -fplugin-arg-nvptx_memspace-ipmsp-clone-limit=3 -fplugin-arg-nvptx_memspace-space-disjoint-alias=none" } */
/* { dg-message "vptx_memspace knobs \\(-fplugin-arg-nvptx_memspace-KEY\\\[=VALUE\\\]\\):" "" { target *-*-* } 0 } */
/* { dg-message "ipmsp-clone-limit +default -1 +now 3 " "" { target *-*-* } 0 } */
/* { dg-message "space-disjoint-alias +default per-as +now none " "" { target *-*-* } 0 } */
/* { dg-message "track-int2ptr +default 1 +now 1 " "" { target *-*-* } 0 } */
/* { dg-message " +\\((0 or 1|one of \[a-z,-\]+|an integer from -?\[0-9\]+ to \[0-9\]+|text)\\)" "" { target *-*-* } 0 } */
/* { dg-message "\[a-z\] +default \[^ \]+ +now \[^ \]+ " "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
