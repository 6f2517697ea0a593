/* __builtin_setjmp/__builtin_longjmp in offloaded code: nvptx has no
   non-local goto, and GCC's own "sorry" is the only diagnostic with the
   plugin too (the C library's setjmp does not exist for nvptx at all:
   "unresolved symbol _setjmp" at link time, stock or not).  */
/* { dg-do compile } */
/* { dg-offload-options "-fdiagnostics-plain-output" } */

#pragma omp declare target
__attribute__((noinline)) void
jump (void **env, int *p)
{
  *p += 1;
  __builtin_longjmp (env, 1); /* { dg-message "sorry, unimplemented: target cannot support nonlocal goto" } */
}
#pragma omp end declare target

int
main (void)
{
  int r = 0;
#pragma omp target map(tofrom: r)
  {
    void *env[5];
    if (!__builtin_setjmp (env))
      jump (env, &r);
  }
  return r != 1;
}
