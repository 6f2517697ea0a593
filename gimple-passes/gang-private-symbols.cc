// SPDX-License-Identifier: GPL-3.0-or-later
/* gang-private-symbols.cc -- OpenACC gang-private variables become one
   .shared variable each (seed 004's per-kernel pools).

   WHY.  GCC gives each OpenACC gang-private variable a slice of one
   module-wide .shared array, __gang_private_shared, as large as all the
   image's gang-private variables together (nvptx_goacc_expand_var_decl:
   offsets handed out cumulatively over every function expanded,
   nvptx.cc:7289-7363; write_shared_buffer in nvptx_file_end), and every
   kernel that has a gang-private variable reserves all of it: seed 004's
   "module" strategy.  Here each gang-private variable becomes its own static
   .shared variable (NAME$gang$N): the CUDA linker reserves a .shared
   variable only in the kernels whose direct call graph reaches it
   (measured, doc/gcc-nvptx-facts.md section 11), so each kernel gets
   exactly its own (seed 004's "kernel" strategy), and a variable of a
   routine several kernels call is reserved by those kernels, at one offset,
   and by no other (the "module" strategy restricted to the kernels that
   need it, which is what seed 004's "hybrid" buys with "table"; the linker
   does it for nothing, since OpenACC kernels reach routines by direct
   calls).  Semantics do not change: GCC's slice is one fixed place per CTA,
   and so is a .shared variable.  The "oacc gang-private" attribute goes
   (nvptx_goacc_expand_var_decl then leaves the variable alone); the note
   GCC prints when it places a variable (-fopt-info-note-omp,
   --param=openacc-privatization=noisy) is printed here instead, with its
   text and location.  Runs after "optimized" (oaccdevlow marks the
   variables; what is still in the function then is expanded).  KNOB:
   shared-strategy (kernel: this; module: GCC's pool).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-infer.h"
#include "nvptx-facts.h"
#include "passes.h"
#include "shared-variables.h"

namespace {

/* Does a statement of the current function (not a debug statement or a
   clobber) mention VAR?  */
static bool
mentioned_p (tree var)
{
  auto_vec<gimple *, 16> stmts;
  memspace_statements_mentioning (var, &stmts);
  for (gimple *stmt : stmts)
    if (!gimple_clobber_p (stmt))
      return true;
  return false;
}

static unsigned int
lower_gang_private_execute (void)
{
  auto_vec<tree, 4> vars;
  unsigned ix;
  tree var;
  FOR_EACH_LOCAL_DECL (cfun, ix, var)
    if (VAR_P (var) && !TREE_STATIC (var) && !DECL_EXTERNAL (var)
	&& nvptx_facts_gang_private_p (var)
	&& DECL_SIZE_UNIT (var) && tree_fits_uhwi_p (DECL_SIZE_UNIT (var))
	&& !DECL_HAS_VALUE_EXPR_P (var) && !vars.contains (var) && mentioned_p (var))
      vars.safe_push (var);
  if (vars.is_empty ())
    return 0;
  hash_set<tree> moved;
  FOR_EACH_VEC_ELT (vars, ix, var)
    {
      tree attr = lookup_attribute ("oacc gang-private", DECL_ATTRIBUTES (var));
      /* GCC's note, from nvptx_goacc_expand_var_decl.  */
      if (memspace_openacc_privatization_notes_p ())
	inform (EXPR_LOCATION (TREE_VALUE (attr)),
		"variable %qD adjusted for OpenACC privatization level: %qs",
		var, "gang");
      DECL_ATTRIBUTES (var) = remove_attribute ("oacc gang-private",
						DECL_ATTRIBUTES (var));
      /* TESTING ONLY (test-wrong-rewrite=gang-private-in-frame): the
	 variable keeps the frame slot GCC also gives it, one per thread
	 instead of one per gang.  */
      if (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_GANG_PRIVATE_IN_FRAME)
	continue;
      if (dump_file)
	{
	  fprintf (dump_file, "gang-private ");
	  print_generic_expr (dump_file, var);
	  fprintf (dump_file, " (" HOST_WIDE_INT_PRINT_UNSIGNED " bytes)",
		   tree_to_uhwi (DECL_SIZE_UNIT (var)));
	}
      memspace_make_shared_static (var, "gang");
      if (dump_file)
	fprintf (dump_file, " -> .shared %s\n",
		 IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (var)));
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
			 dump_user_location_t::from_location_t (DECL_SOURCE_LOCATION (var)),
			 "lower-module-shared: gang-private %T of %s in its own .shared "
			 "variable (%wu bytes)\n", var,
			 lang_hooks.decl_printable_name (cfun->decl, 2),
			 tree_to_uhwi (DECL_SIZE_UNIT (var)));
      moved.add (var);
    }
  memspace_recompute_addresses (&moved);
  memspace_reset_alias_info ();
  cgraph_edge::rebuild_references ();
  return 0;
}

const pass_data lower_gang_private_data = {
  GIMPLE_PASS, "gang-private-symbols", OPTGROUP_NONE, TV_NONE,
  PROP_ssa | PROP_cfg, 0, 0, 0, 0
};

class lower_gang_private_pass : public gimple_opt_pass
{
public:
  lower_gang_private_pass (gcc::context *ctx)
    : gimple_opt_pass (lower_gang_private_data, ctx)
  {}
  bool gate (function *) final override
  {
    return (optimize > 0 && flag_openacc
	    && knob (KNOB_SHARED_STRATEGY) == SHARED_STRATEGY_KERNEL);
  }
  unsigned int execute (function *) final override
  {
    return lower_gang_private_execute ();
  }
};

} // anon namespace

opt_pass *
make_lower_gang_private_pass (gcc::context *ctx)
{
  return new lower_gang_private_pass (ctx);
}
