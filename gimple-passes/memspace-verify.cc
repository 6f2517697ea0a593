// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-verify.cc -- verify=1: check at run time that every pointer
   the rewrite converted really is in the space it was converted to.

   ONE JOB: instrument the current function after memspace-opt's rewrite.
   INPUTS: the conversions memspace-opt made (memspace_verify_point: the
   conversion statement, the generic pointer, the claimed space).
   OUTPUTS: after each conversion, an isspacep test of the pointer and a
   cold block that prints the function, the source line and the space,
   then traps; the TODO flags the changed CFG needs.
   CALLER: memspace-opt, at the end of each instance, under the verify
   knob.  A wrong claim is a miscompile the knob turns into a message
   naming the rewrite to look at; tests: nvptx-memspace.verify.  */

#include "gcc-compat.h"
#include "function.h"
#include "memspace-verify.h"
#include "rtl-hooks.h"

/* verify=1: after the conversion VP, check with isspacep that the
   pointer really is in its space; if not, print which function and line
   made the claim, and trap.

     ok = asm ("{ .reg.pred %mp; isspacep.SPACE %mp, %1; selp.u32 %0, 1, 0, %mp; }" : "=r" : "r" (p));
     if (ok == 0)
       { printf ("nvptx-memspace verify: FN (FILE:LINE): pointer %p is not in SPACE memory\n", p);
	 __builtin_trap (); }  */
static void
insert_verify_check (const memspace_verify_point &vp)
{
  const char *space_name = memspace_name (vp.space);
  char templ[256];
  snprintf (templ, sizeof templ,
	    "{\n\t.reg.pred\t%%%%mp;\n\tisspacep.%s\t%%%%mp, %%1;\n"
	    "\tselp.u32\t%%0, 1, 0, %%%%mp;\n\t}", space_name);
  tree ok = make_ssa_name (unsigned_type_node);
  vec<tree, va_gc> *inputs = NULL, *outputs = NULL;
  vec_safe_push (inputs, build_tree_list (build_tree_list (NULL_TREE,
							   build_string (2, "r")),
					  unshare_expr (vp.value)));
  vec_safe_push (outputs, build_tree_list (build_tree_list (NULL_TREE,
							    build_string (3, "=r")),
					   ok));
  /* Recorded: RTL may put a SUBREG in the "r" input (asm-operands.cc).  */
  gasm *check = gimple_build_asm_vec (memspace_asm_template (templ), inputs,
				      outputs, NULL, NULL);
  SSA_NAME_DEF_STMT (ok) = check;
  gcond *cond = gimple_build_cond (EQ_EXPR, ok, build_zero_cst (unsigned_type_node),
				   NULL_TREE, NULL_TREE);
  gimple_stmt_iterator gsi = gsi_for_stmt (vp.conversion);
  gsi_insert_after (&gsi, check, GSI_NEW_STMT);
  gsi_insert_after (&gsi, cond, GSI_NEW_STMT);

  basic_block bb = gimple_bb (cond);
  edge fallthru = split_block (bb, cond);
  basic_block fail = create_empty_bb (bb);
  edge to_fail = make_edge (bb, fail, EDGE_TRUE_VALUE);
  fallthru->flags = EDGE_FALSE_VALUE;
  to_fail->probability = profile_probability::very_unlikely ();
  fallthru->probability = to_fail->probability.invert ();
  fail->count = profile_count::zero ();
  if (current_loops)
    add_bb_to_loop (fail, bb->loop_father);

  location_t loc = gimple_location (SSA_NAME_DEF_STMT (TREE_CODE (vp.value) == SSA_NAME
						      ? vp.value : gimple_assign_lhs (vp.conversion)));
  if (LOCATION_LOCUS (loc) == UNKNOWN_LOCATION)
    loc = DECL_SOURCE_LOCATION (cfun->decl);
  expanded_location xloc = expand_location (loc);
  char message[512];
  snprintf (message, sizeof message,
	    "nvptx-memspace verify: %s (%s:%d): pointer %%p is not in %s memory\n",
	    function_name (cfun), xloc.file ? xloc.file : "?", xloc.line, space_name);
  tree format = build_string_literal (strlen (message) + 1, message);
  gcall *print = gimple_build_call (builtin_decl_explicit (BUILT_IN_PRINTF), 2,
				    format, unshare_expr (vp.value));
  gcall *trap = gimple_build_call (builtin_decl_explicit (BUILT_IN_TRAP), 0);
  gimple_set_location (print, loc);
  gimple_set_location (trap, loc);
  gimple_stmt_iterator fail_gsi = gsi_start_bb (fail);
  gsi_insert_after (&fail_gsi, print, GSI_NEW_STMT);
  gsi_insert_after (&fail_gsi, trap, GSI_NEW_STMT);
}

unsigned int
memspace_insert_verify_checks (const vec<memspace_verify_point> &points)
{
  /* Splitting blocks below invalidates the dominators.  */
  free_dominance_info (CDI_DOMINATORS);
  unsigned i;
  memspace_verify_point *vp;
  unsigned inserted = 0;
  FOR_EACH_VEC_ELT (points, i, vp)
    /* A conversion the dead-code removal took (its only use was an
       aggregate reference memspace-opt put back: expansion would not do
       it inline) converts nothing that is accessed: nothing to check.  */
    if (gimple_bb (vp->conversion))
      {
	insert_verify_check (*vp);
	inserted++;
      }
  if (current_loops)
    loops_state_set (LOOPS_NEED_FIXUP);
  if (dump_file)
    fprintf (dump_file, "verify: %u run-time checks\n", inserted);
  return TODO_update_ssa_only_virtuals | TODO_cleanup_cfg;
}
