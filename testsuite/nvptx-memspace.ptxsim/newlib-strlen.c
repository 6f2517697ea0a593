/* SPDX-License-Identifier: GPL-3.0-or-later */
/* newlib's strlen on the device reads aligned 8-byte words, past the NUL
   of a string that ends before its word does: at the end of a .const
   object that reads red zone, which a GPU reads harmlessly (one aligned
   block).  ptxsim allows a load that overlaps a live object within its
   naturally aligned block; GCC's STOP and ERROR STOP tests print their
   message through it.  Every end position in the word, stock and plugin.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

static const char s0[] = "";
static const char s1[] = "a";
static const char s2[] = "ab";
static const char s3[] = "abc";
static const char s4[] = "abcd";
static const char s5[] = "abcde";
static const char s6[] = "abcdef";
static const char s7[] = "abcdefg";
static const char s9[] = "abcdefghi";
#pragma omp declare target to(s0, s1, s2, s3, s4, s5, s6, s7, s9)

int
main (void)
{
  unsigned long n[9];
#pragma omp target map(from: n)
  {
    const char *volatile p;
    p = s0; n[0] = strlen (p);
    p = s1; n[1] = strlen (p);
    p = s2; n[2] = strlen (p);
    p = s3; n[3] = strlen (p);
    p = s4; n[4] = strlen (p);
    p = s5; n[5] = strlen (p);
    p = s6; n[6] = strlen (p);
    p = s7; n[7] = strlen (p);
    p = s9; n[8] = strlen (p);
  }
  for (int i = 0; i < 9; i++)
    printf ("%lu ", n[i]);
  printf ("\n");
  for (int i = 0; i < 8; i++)
    if (n[i] != (unsigned long) i)
      return 1;
  return n[8] != 9;
}
