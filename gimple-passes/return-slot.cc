// SPDX-License-Identifier: GPL-3.0-or-later
/* return-slot.cc -- aggregates returned in memory on nvptx but in
   registers on the host: store the value into the return slot before GCC's
   own return-value pass sees the function.

   WHY.  The offload compiler reads the GIMPLE the host compiler wrote
   (LTO).  gimplify_return_expr (gimplify.cc:1634-1670) returns the bare
   RESULT_DECL only where the *host* target returns the type in memory
   (aggregate_value_p); for a small aggregate the x86_64 ABI returns in
   registers (struct { double r, i; }), so the host's GIMPLE says
   "return D.1506;" with D.1506 a temporary.  nvptx returns every
   aggregate in memory (nvptx_return_in_memory, config/nvptx/nvptx.cc:798,
   pass_in_memory), and GCC 12's return-value pass asserts that a function
   returning in memory returns its RESULT_DECL (tree-nrv.cc:179
   gcc_assert (ret_val == result)): every device function that returns
   such an aggregate by value and is not inlined is an internal compiler
   error at -O1 and above, with or without this plugin ("in execute, at
   tree-nrv.cc:179").  Expansion itself copes: it turns a return of
   anything else than the RESULT_DECL into an assignment to it
   (cfgexpand.cc:3886-3900).

   CONSUMES every function with a non-register aggregate result that the
   back end returns in memory and that is not returned by invisible
   reference (C++ types with a non-trivial copy are by reference on every
   target, so host and device agree).  PRODUCES, before each "return V;"
   with V not the RESULT_DECL, the assignment "<retval> = V;" and the
   return of <retval>: what expansion would have built, only earlier.  The
   return-value pass then usually renames V to <retval> (no copy left).

   POSITION: right before "nrv" (passes.def:427), the first pass that
   depends on the shape.  KNOBS: return-slot (on by default).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "passes.h"

/* True if FN's result lives in memory the caller passes (the slot) while
   its GIMPLE may return another object: the shape tree-nrv.cc rejects.  */
static bool
returns_in_memory_slot_p (function *fn)
{
  tree result = DECL_RESULT (fn->decl);
  return (result
	  && !VOID_TYPE_P (TREE_TYPE (result))
	  && !DECL_BY_REFERENCE (result)
	  && !is_gimple_reg_type (TREE_TYPE (result))
	  && aggregate_value_p (result, fn->decl));
}

static unsigned int
return_slot_execute (function *fn)
{
  if (!returns_in_memory_slot_p (fn))
    return 0;
  tree result = DECL_RESULT (fn->decl);
  unsigned copies = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      gimple_stmt_iterator gsi = gsi_last_bb (bb);
      if (gsi_end_p (gsi))
	continue;
      greturn *ret = dyn_cast <greturn *> (gsi_stmt (gsi));
      if (!ret)
	continue;
      tree value = gimple_return_retval (ret);
      if (!value || value == result)
	continue;
      gassign *copy = gimple_build_assign (result, value);
      gimple_set_location (copy, gimple_location (ret));
      gsi_insert_before (&gsi, copy, GSI_SAME_STMT);
      gimple_return_set_retval (ret, result);
      update_stmt (ret);
      copies++;
    }
  if (!copies)
    return 0;
  if (dump_file)
    fprintf (dump_file, "%s: %u return%s copied into the return slot\n",
	     function_name (fn), copies, copies == 1 ? "" : "s");
  /* The new stores need virtual definitions.  */
  mark_virtual_operands_for_renaming (fn);
  return TODO_update_ssa_only_virtuals;
}

namespace {

const pass_data return_slot_data = {
  GIMPLE_PASS, "return-slot", OPTGROUP_NONE, TV_NONE,
  PROP_ssa | PROP_cfg, 0, 0, 0, 0
};

class return_slot_pass : public gimple_opt_pass
{
public:
  return_slot_pass (gcc::context *ctx)
    : gimple_opt_pass (return_slot_data, ctx)
  {}
  /* pass_nrv's own gate: at -O0 nothing asserts.  */
  bool gate (function *) final override { return optimize > 0; }
  unsigned int execute (function *fn) final override
  {
    return return_slot_execute (fn);
  }
};

} // anon namespace

opt_pass *
make_return_slot_pass (gcc::context *ctx)
{
  return new return_slot_pass (ctx);
}
