/* A non-boolean knob needs a value.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-do-clone-for-ip-msp" } */
/* { dg-error "knob .do-clone-for-ip-msp. needs a value \\(an integer from -1 to 1000000\\)" "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
