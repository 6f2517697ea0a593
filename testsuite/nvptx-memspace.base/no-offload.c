/* A program without offload code: the plugin is named but the offload
   compiler never runs; nothing breaks and no PTX is produced.  */
/* { dg-do run } */
/* { dg-device-code none } */
#include <stdio.h>
int main (void)
{
  int s = 0;
  for (int i = 0; i < 10; i++)
    s += i;
  printf ("%d\n", s);
  return s != 45;
}
