/* An unknown knob is an error listing every valid knob.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-no-such-knob=1" } */
/* { dg-error "nvptx_memspace: unknown knob .no-such-knob.; valid knobs are: memspace-opt, ipmsp, process-restrict, lower-struct-args, .*space-disjoint-alias.*ipmsp-clone-limit.*, help" "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
