/* An integer outside the knob's range is an error.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-do-clone-for-ip-msp=-2" } */
/* { dg-error "bad value .-2. for knob .do-clone-for-ip-msp." "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
