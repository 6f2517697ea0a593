/* A function named in inline asm keeps unknown callers: asm text may call
   it by name (PTX `call bump, (...)'), and the call graph does not show
   such a call.  `bump' is public and called directly with mapped (global)
   storage only, but `note' has an asm statement whose text names it, so
   ipmsp keeps bump's original generic and clones it for the direct
   call.  `bumped', named nowhere, is specialised in place.  (A compile
   test: an asm that really calls bump would be PTX, which the host
   compilation of the same function cannot assemble; this one is a
   comment in both assemblers.  The whole-name match: `bumped' does not
   count as a mention of `bump', nor `bump_x' in the asm.)  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump ipmsp {^bump/[0-9]+: callers unknown, frame generic, return bottom\n  param 0: generic$} } } */
/* { dg-final { scan-offload-dump ipmsp {^bump is cloned : bump\$memspace\$0 \(global\)$} } } */
/* { dg-final { scan-offload-dump ipmsp {^bumped/[0-9]+: callers known, frame global, return bottom\n  param 0: global$} } } */
/* { dg-final { ptx-stats "bump" "global == 0" "generic == 2" } } */
/* { dg-final { ptx-stats "bumped" "generic == 0" "global == 2" } } */

#pragma omp declare target
__attribute__((noinline)) void
bump (int *p)
{
  *p += 3;
}

__attribute__((noinline)) void
bumped (int *p)
{
  *p += 5;
}

__attribute__((noinline)) void
note (void)
{
  __asm__ volatile ("\n// calls bump_x and bump\n" : : : "memory");
}
#pragma omp end declare target

int
main (void)
{
  int a[4] = { 0, 1, 2, 3 };
#pragma omp target map(tofrom: a)
  {
    note ();
    bump (&a[1]);
    bumped (&a[2]);
  }
  return a[1] != 4 || a[2] != 7;
}
