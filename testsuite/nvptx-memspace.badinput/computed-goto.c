/* Computed goto in offloaded code: the nvptx back end refuses it with
   its own "sorry" -- the one diagnostic the user gets with the plugin
   too (the plugin's passes run before and neither crash nor add one).  */
/* { dg-do compile } */
/* { dg-offload-options "-fdiagnostics-plain-output" } */

int
main (void)
{
  int r = 0, a[4] = { 1, 2, 3, 4 };
#pragma omp target map(tofrom: r) map(to: a) /* { dg-message "sorry, unimplemented: indirect jumps are not available on this target" } */
  {
    static void *labels[] = { &&again, &&done };
    int i = 0;
  again:
    r += a[i++];
    goto *labels[i < 4 ? 0 : 1];
  done:;
  }
  return r != 10;
}
