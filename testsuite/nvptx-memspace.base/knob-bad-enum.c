/* An enum knob accepts only its names.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-space-disjoint-alias=everything" } */
/* { dg-error "bad value .everything. for knob .space-disjoint-alias. \\(expected one of none,per-as,unified\\)" "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
