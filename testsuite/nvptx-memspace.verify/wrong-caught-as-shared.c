/* verify=1 still catches a real wrong-space pointer.  The testing knob
   forces a pointer of unknown space (the parameter of a noipa helper)
   into the shared space; under OpenMP the array it points to lives on the
   soft stack, in global memory.  The check, placed before the
   conversion, sees an address of another space's window and traps in
   get (before, the check came after the conversion and ptxsim stopped
   at the cvta.to.shared with a space error instead).  */
/* { dg-do run } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=unknown-as-shared -fplugin-arg-nvptx_memspace-verify=1" } */
/* { dg-ptxsim-error "trap executed in kernel .*, function get," } */
/* { dg-final { scan-ptx "get" "isspacep\\.shared\\s" } } */
/* { dg-final { scan-ptx "get" "ld.shared.u32" } } */
/* The program of ptxsim/wrong-unknown-as-shared.c.  */
#include "../nvptx-memspace.ptxsim/wrong-unknown-as-shared.c"
