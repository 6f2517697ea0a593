/* A plugin built for another GCC (here: another datestamp) refuses to run
   in this one, with one error naming both versions (12.2.0 (20220819) or
   GCC 11's 11.3.0 (20230216)).  */
/* { dg-do compile } */
/* { dg-plugin badversion } */
/* { dg-error "nvptx_memspace: built for GCC 1.\\..\\.0 \\(19700101\\) but loaded into GCC 1.\\..\\.0 \\(20......\\); rebuild the plugin" "" { target *-*-* } 0 } */
int main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return !x;
}
