/* knob-deprecated.c with the new names: the same values, and no warning
   (any would be an excess error).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-help -fplugin-arg-nvptx_memspace-ipmsp=0 -fplugin-arg-nvptx_memspace-lower-struct-args=0 -fplugin-arg-nvptx_memspace-ipmsp-clone-limit=3 -fplugin-arg-nvptx_memspace-ipmsp-transcript=1 -fplugin-arg-nvptx_memspace-space-disjoint-alias=none" } */
/* { dg-message "lower-struct-args +default 1 +now 0 " "" { target *-*-* } 0 } */
/* { dg-message "ipmsp-clone-limit +default -1 +now 3 " "" { target *-*-* } 0 } */
/* { dg-message "ipmsp-transcript +default 0 +now 1 " "" { target *-*-* } 0 } */
/* { dg-message "space-disjoint-alias +default per-as +now none " "" { target *-*-* } 0 } */
/* The rest of the table, as in knob-help.c.  */
/* { dg-message "vptx_memspace knobs \\(-fplugin-arg-nvptx_memspace-KEY\\\[=VALUE\\\]\\):" "" { target *-*-* } 0 } */
/* { dg-message " +\\((0 or 1|one of \[a-z,-\]+|an integer from -?\[0-9\]+ to \[0-9\]+|text)\\)" "" { target *-*-* } 0 } */
/* { dg-message "\[a-z\] +default \[^ \]+ +now \[^ \]+ " "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
