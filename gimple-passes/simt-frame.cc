// SPDX-License-Identifier: GPL-3.0-or-later
/* simt-frame.cc -- where each function's automatic variables live.

   ONE JOB: decide, for every function of the offload program, the state
   space of its frame, published by ipmsp as "nvptx memspace frame" and
   read by memspace-infer as the space of the function's automatic
   variables.
   INPUTS: the functions (cgraph nodes) with whether each is an entry
   point, whether all its callers are known and whether its body holds a
   SIMT construct (simt_construct_p, which ipmsp's scan calls).
   OUTPUTS: per function SIMT_REACHABLE and FRAME (simt-frame.h).
   CALLER: ipmsp (after its first scan and after every clone round).

   Under -msoft-stack a function's frame is global unless it may run
   inside an "omp simd" region, where libgomp's soft-stack pointer is
   redirected into the caller's .local %simtstack_ar (nvptx.cc,
   nvptx_output_softstack_switch).  A function is "SIMT-reachable" if its
   callers are not all known, or a caller contains SIMT constructs
   (.GOMP_SIMT_* or .GOMP_USE_SIMT), or a caller is SIMT-reachable.  Entry
   points are called by the runtime and are never SIMT-reachable.  Frames:
   LOCAL without soft stack, GLOBAL if not SIMT-reachable, else GENERIC.  */

#include "gcc-compat.h"
#include "memspace-infer.h"
#include "simt-frame.h"

bool
simt_construct_p (gimple *stmt)
{
  if (!is_gimple_call (stmt) || !gimple_call_internal_p (stmt))
    return false;
  switch (gimple_call_internal_fn (stmt))
    {
    case IFN_GOMP_USE_SIMT:
    case IFN_GOMP_SIMT_ENTER:
    case IFN_GOMP_SIMT_ENTER_ALLOC:
    case IFN_GOMP_SIMT_EXIT:
    case IFN_GOMP_SIMT_LANE:
    case IFN_GOMP_SIMT_VF:
    case IFN_GOMP_SIMT_LAST_LANE:
    case IFN_GOMP_SIMT_ORDERED_PRED:
    case IFN_GOMP_SIMT_VOTE_ANY:
    case IFN_GOMP_SIMT_XCHG_BFLY:
    case IFN_GOMP_SIMT_XCHG_IDX:
      return true;
    default:
      return false;
    }
}

/* Propagate SIMT-reachability over direct calls and launches to a fixed
   point, then decide each frame's space.  */
void
compute_frame_spaces (vec<simt_frame_function> &functions)
{
  /* FUNCTIONS is not resized below, so pointers into it stay valid.  */
  hash_map<tree, simt_frame_function *> index;
  for (unsigned i = 0; i < functions.length (); i++)
    {
      simt_frame_function *f = &functions[i];
      index.put (f->node->decl, f);
      f->simt_reachable = !f->entry && !f->callers_known;
    }
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned i = 0; i < functions.length (); i++)
	{
	  simt_frame_function *f = &functions[i];
	  /* A caller with SIMT constructs or itself SIMT-reachable makes
	     every direct callee and every launched function reachable.  */
	  if (!f->has_simt && !f->simt_reachable)
	    continue;
	  for (cgraph_edge *e = f->node->callees; e; e = e->next_callee)
	    {
	      simt_frame_function **callee = index.get (e->callee->decl);
	      if (callee && !(*callee)->entry && !(*callee)->simt_reachable)
		(*callee)->simt_reachable = changed = true;
	    }
	}
      /* Launched functions: found through the launch calls.  */
      for (unsigned i = 0; i < functions.length (); i++)
	{
	  simt_frame_function *f = &functions[i];
	  if (!f->has_simt && !f->simt_reachable)
	    continue;
	  push_cfun (DECL_STRUCT_FUNCTION (f->node->decl));
	  basic_block bb;
	  FOR_EACH_BB_FN (bb, cfun)
	    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
		 gsi_next (&gsi))
	      {
		tree data;
		tree target = memspace_launch_target (gsi_stmt (gsi), &data);
		simt_frame_function **child = target ? index.get (target) : NULL;
		if (child && !(*child)->entry && !(*child)->simt_reachable)
		  (*child)->simt_reachable = changed = true;
	      }
	  pop_cfun ();
	}
    }
  for (unsigned i = 0; i < functions.length (); i++)
    {
      simt_frame_function *f = &functions[i];
      if (!memspace_target_soft_stack_p ())
	f->frame = MEMSPACE_LOCAL;
      else
	f->frame = f->simt_reachable ? MEMSPACE_GENERIC : MEMSPACE_GLOBAL;
    }
}
