// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-verify.cc -- verify=1: check at run time that no pointer the
   rewrite converts is an address of another space than the one it is
   converted to.

   ONE JOB: instrument the current function after memspace-opt's rewrite.
   INPUTS: the conversions memspace-opt made (memspace_verify_point: the
   conversion statement, the generic pointer, the claimed space).
   OUTPUTS: before each conversion, isspacep tests of the pointer (in
   the claimed space's window, null, or in no other space's window: what
   a correct program may convert, see insert_verify_check) and a cold
   block that prints the function, the source line and the space, then
   traps; the TODO flags the changed CFG needs.
   CALLER: memspace-opt, at the end of each instance, under the verify
   knob.  A wrong claim is a miscompile the knob turns into a message
   naming the rewrite to look at; tests: nvptx-memspace.verify.  */

#include "gcc-compat.h"
#include "function.h"
#include "memspace-verify.h"
#include "rtl-hooks.h"

/* The state spaces whose generic-address windows isspacep can test
   (PTX ISA: isspacep.{global,shared,local,const}; .param needs PTX 7.7)
   and the rewrite converts into (rewritable_space_p in memspace-opt.cc).  */
static const enum memspace window_spaces[] = {
  MEMSPACE_GLOBAL, MEMSPACE_SHARED, MEMSPACE_LOCAL, MEMSPACE_CONST
};

/* verify=1: before the conversion VP, check at run time that the pointer
   is not an address of another space; if it is, print which function
   and line made the claim, and trap.

   WHAT MAY REACH A CHECK.  The conversion sits right after the
   definition of the pointer (or at the function's start for a parameter
   or a variable's address), which dominates the accesses but may lie on
   paths where the pointer is never dereferenced.  The lattice lets
   NOT_ADDRESS join any space (memspace-lattice.h): a pointer that is
   either p or NULL is where p is, because a null pointer is never
   dereferenced.  So on a correct program a check can see, besides an
   address in SPACE: the null pointer (an optional argument, an absent
   Fortran OPTIONAL dummy, the end of a list: issue 24, bug 6); in the
   integer world (uintptr_t arithmetic, IVOPTs' integer induction
   variables) any integer the analysis counts as no address, joined at a
   PHI with an address of SPACE (a sentinel such as 1); and a value that
   is no device address at all (the host pointer OpenACC leaves in the
   record for absent no_create/if_present data, doc section 7).  None of
   them is ever dereferenced in SPACE, so converting it is harmless (on
   hardware cvta.to of a value outside the window is never used; ptxsim
   leaves such a value alone, tools/ptxsim/ptx-exec.c OP_CVTA_TO).
   What makes a conversion wrong is a pointer into ANOTHER space's window:
   that is what the check traps on.

     ok = asm ("{ .reg.pred %mp, %mq, %mo;
		  isspacep.SPACE %mp, %1;
		  setp.eq.u64 %mq, %1, 0;     or.pred %mp, %mp, %mq;
		  isspacep.OTHER1 %mo, %1;
		  isspacep.OTHER2 %mq, %1;    or.pred %mo, %mo, %mq;
		  isspacep.OTHER3 %mq, %1;    or.pred %mo, %mo, %mq;
		  not.pred %mo, %mo;          or.pred %mp, %mp, %mo;
		  selp.u32 %0, 1, 0, %mp; }" : "=r" (ok) : "r" (p));
     if (ok == 0)
       { printf ("nvptx-memspace verify: FN (FILE:LINE): pointer %p is not in SPACE memory\n", p);
	 __builtin_trap (); }

   ok = in SPACE's window, or null, or in no other space's window.  The
   first term is redundant where the windows are disjoint (ptxsim, which
   gives each window its own top byte) and makes the check exact where
   they might not be (a pointer in SPACE's window is convertible
   whatever else isspacep says).  The null test is explicit: on hardware
   isspacep.global of 0 may answer true, and a null converted to shared,
   local or const must pass.  A real wrong-space pointer -- an address of
   another space -- still traps.  Residual: on hardware the global window
   may cover every value outside the others, so a non-null non-address
   converted to shared, local or const and never dereferenced (an integer
   joined with a shared address in the integer world) could be reported
   there; ptxsim reports it never.  */
static void
insert_verify_check (const memspace_verify_point &vp)
{
  const char *space_name = memspace_name (vp.space);
  char templ[1024];
  int len = snprintf (templ, sizeof templ,
		      "{\n\t.reg.pred\t%%%%mp, %%%%mq, %%%%mo;\n"
		      "\tisspacep.%s\t%%%%mp, %%1;\n"
		      "\tsetp.eq.u64\t%%%%mq, %%1, 0;\n"
		      "\tor.pred\t%%%%mp, %%%%mp, %%%%mq;\n", space_name);
  bool first = true;
  for (unsigned i = 0; i < ARRAY_SIZE (window_spaces); i++)
    if (window_spaces[i] != vp.space)
      {
	len += snprintf (templ + len, sizeof templ - len,
			 "\tisspacep.%s\t%%%%%s, %%1;\n",
			 memspace_name (window_spaces[i]), first ? "mo" : "mq");
	if (!first)
	  len += snprintf (templ + len, sizeof templ - len,
			   "\tor.pred\t%%%%mo, %%%%mo, %%%%mq;\n");
	first = false;
      }
  snprintf (templ + len, sizeof templ - len,
	    "\tnot.pred\t%%%%mo, %%%%mo;\n"
	    "\tor.pred\t%%%%mp, %%%%mp, %%%%mo;\n"
	    "\tselp.u32\t%%0, 1, 0, %%%%mp;\n\t}");
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
  /* Before the conversion, whose operand VP.value is: a wrong pointer is
     reported before cvta.to is applied to it (whose result PTX leaves
     undefined, and which ptxsim rejects at once).  */
  gimple_stmt_iterator gsi = gsi_for_stmt (vp.conversion);
  gsi_insert_before (&gsi, check, GSI_SAME_STMT);
  gsi_insert_before (&gsi, cond, GSI_SAME_STMT);

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
	/* A check point is a pointer's conversion into a space isspacep
	   can test (root_conversion and address_shadow make them only for
	   pointers: an integer may hold an offset, facts section 19).  */
	memspace_checking_assert (POINTER_TYPE_P (TREE_TYPE (vp->value))
				  && is_gimple_assign (vp->conversion)
				  && gimple_assign_rhs_code (vp->conversion)
				     == ADDR_SPACE_CONVERT_EXPR);
	memspace_checking_assert (vp->space == MEMSPACE_GLOBAL
				  || vp->space == MEMSPACE_SHARED
				  || vp->space == MEMSPACE_LOCAL
				  || vp->space == MEMSPACE_CONST);
	insert_verify_check (*vp);
	inserted++;
      }
  if (current_loops)
    loops_state_set (LOOPS_NEED_FIXUP);
  if (dump_file)
    fprintf (dump_file, "verify: %u run-time checks\n", inserted);
  return TODO_update_ssa_only_virtuals | TODO_cleanup_cfg;
}
