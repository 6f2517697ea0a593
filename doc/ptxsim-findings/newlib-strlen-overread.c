/* ptxsim gap, fixed (such a load now reads): newlib's strlen (in the
   nvptx device libraries) reads aligned 8-byte words, past the
   terminating NUL when the string ends before its word does; on a string
   constant at the end of its object that reads bytes of no object
   (ptxsim said: "out-of-bounds access ... function strlen ... address is
   in the const window, no object there").  A GPU reads the rest of the
   aligned word harmlessly.  Expected: 3.  */
#include <stdio.h>
#include <string.h>

static const char s[] = "abc";
#pragma omp declare target to(s)

int
main (void)
{
  unsigned long n = 0;
  const char *volatile p = s;
#pragma omp target map(from: n)
  n = strlen (p);
  printf ("%lu\n", n);
  return n != 3;
}
