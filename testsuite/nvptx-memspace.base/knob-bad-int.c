/* A malformed integer value is an error naming the accepted range.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-ipmsp-clone-limit=two" } */
/* { dg-error "bad value .two. for knob .ipmsp-clone-limit. \\(expected an integer from -1 to 1000000\\)" "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
