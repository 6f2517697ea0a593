/* whole-device-program=0 on the program of run-grid.c: the visible
   original of grid_row_sum may have callers outside the offload
   compilation, so it stays beside its by-value clone (and is not made
   local).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-whole-device-program=0 -fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {cloned as grid_row_sum\$byval\$0/[0-9]+, 1 call redirected} } } */
/* { dg-final { scan-offload-dump-not lower-struct-args {made local} } } */
/* { dg-final { scan-ptx "*" {\.visible \.func \(\.param\.f32 %value_out\) grid_row_sum \(\.param\.u64 %in_ar0, \.param\.u32 %in_ar1\)} } } */
/* { dg-final { scan-ptx "main._omp_fn.1" {call \(%value_in\), grid_row_sum\$byval\$0, } } } */
#include "run-grid.c"
