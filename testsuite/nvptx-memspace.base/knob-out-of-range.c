/* An integer outside the knob's range is an error.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-ipmsp-clone-limit=-2" } */
/* { dg-error "bad value .-2. for knob .ipmsp-clone-limit." "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
