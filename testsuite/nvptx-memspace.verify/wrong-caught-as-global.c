/* verify=1 still catches a real wrong-space pointer, OpenACC: a
   gang-private array (in .shared, __gang_private_shared) passed to a
   noipa routine, whose parameter the testing knob forces into the global
   space.  The check, placed before the conversion, sees an address in
   the shared window and traps in get with "nvptx-memspace verify: get
   (...): pointer 0x... is not in global memory" (before, the check came
   after the conversion and ptxsim stopped at the cvta.to.global with a
   space error instead).  */
/* { dg-do run } */
/* { dg-options "-fopenacc" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-test-wrong-rewrite=unknown-as-global -fplugin-arg-nvptx_memspace-verify=1" } */
/* { dg-ptxsim-error "trap executed in kernel .*, function get," } */
/* { dg-final { scan-ptx "get" "isspacep\\.shared\\s" } } */
/* { dg-final { scan-ptx "get" "ld.global.u32" } } */
/* The program of ptxsim/wrong-unknown-as-global.c.  */
#include "../nvptx-memspace.ptxsim/wrong-unknown-as-global.c"
