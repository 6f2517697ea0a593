/* A boolean knob accepts 0/1 (or no/yes, off/on) only.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-track-int2ptr=2" } */
/* { dg-error "bad value .2. for knob .track-int2ptr. \\(expected 0 or 1\\)" "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
