/* Former knob names (issue 28) still work for one release: each sets the
   knob it became, as the help table shows, and warns once, naming the new
   key.  knob-renamed.c sets the same knobs by their new names: no
   warning.  (ipmsp=0: the transcript, switched on here, stays empty.)  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-help -fplugin-arg-nvptx_memspace-ipmsp=0 -fplugin-arg-nvptx_memspace-opt-byval=0 -fplugin-arg-nvptx_memspace-do-clone-for-ip-msp=3 -fplugin-arg-nvptx_memspace-dump-ip-msp=1 -fplugin-arg-nvptx_memspace-alias-merge=none" } */
/* { dg-warning "nvptx_memspace: knob .opt-byval. is deprecated and will be removed; use .lower-struct-args." "" { target *-*-* } 0 } */
/* { dg-warning "nvptx_memspace: knob .do-clone-for-ip-msp. is deprecated and will be removed; use .ipmsp-clone-limit." "" { target *-*-* } 0 } */
/* { dg-warning "nvptx_memspace: knob .dump-ip-msp. is deprecated and will be removed; use .ipmsp-transcript." "" { target *-*-* } 0 } */
/* { dg-warning "nvptx_memspace: knob .alias-merge. is deprecated and will be removed; use .space-disjoint-alias." "" { target *-*-* } 0 } */
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
