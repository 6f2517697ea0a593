/* Regression (issue 16, "never more memory instructions than stock";
   found in GCC's libgomp test private-atomic-1-vector.f90): a
   vector-private variable lives in the .local frame and is used only
   inside the partitioned loop.  Its converted address was computed at
   the start of the function, before the worker fork, so nvptx_reorg
   broadcast that register through __oacc_bcast (one st.shared and one
   ld.shared more than stock, which addresses it off %frame: 12 -> 14).
   In a function with worker or vector forks the conversion now sits next
   to its uses, after the fork.  -g: debug binds it no longer dominates
   lose their value (checked by -fchecking).  */
/* { dg-do run } */
/* { dg-require-gcc 12 "GCC 11 emits atom.add on the .local frame, which PTX has no atomics for (ptxsim: space error); GCC 12 emulates it, nvptx_mem_local_p" } */
/* { dg-options "-fopenacc -g" } */
/* { dg-offload-options "-g -fchecking=2" } */
/* { dg-final { ptx-stats "main._omp_fn.0" "user <= 12" "shared <= 4" "local >= 4" "global >= 2" } } */

int
main (void)
{
  int w, arr[32];
#pragma acc parallel num_gangs(32) num_workers(32) copyout(arr)
#pragma acc loop gang worker vector private(w)
  for (int j = 0; j < 32; j++)
    {
      w = 0;
#pragma acc loop seq
      for (int i = 0; i < 32; i++)
	{
#pragma acc atomic update
	  w = w + 1;
	}
      arr[j] = w;
    }
  for (int j = 0; j < 32; j++)
    if (arr[j] != 32)
      __builtin_abort ();
  return 0;
}
