/* A non-boolean knob needs a value.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-ipmsp-clone-limit" } */
/* { dg-error "knob .ipmsp-clone-limit. needs a value \\(an integer from -1 to 1000000\\)" "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
