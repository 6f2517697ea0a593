/* run-vector-union.c with verify=1.  verify's isspacep check takes the
   pointer as an "r" input too, and RTL gave it the same
   (subreg:DI (reg:V2SI)): ptxas rejected the module ("Arguments mismatch
   for instruction 'cvta.to'" and "... 'isspacep'").  The check must
   also not trap: the pointer is global.  */
/* { dg-do run } */
/* { dg-options "-O1" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1" } */
#include "run-vector-union.c"
