// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-record-loads.cc -- loads of an offload entry point's
   argument record.

   ONE JOB: say which loads read the entry record (written by the host
   before the launch and only loaded from by the kernel: ld.global.nc),
   which of those another load of the function repeats (kept in the
   stores' space, so RTL still merges them), and in memspace-opt2
   forward each repeated load to the dominating one where no live range
   grows.
   CONSUMES: GIMPLE in SSA form of an offload entry point whose record is
   read-only (memspace_facts.entry_record_read_only), with dominators.
   PRODUCES: forward_record_loads deletes the repeated loads, their uses
   replaced by the first load's value; the other functions only answer.
   POSITION: forward_record_loads runs in memspace-opt2 before the
   inference, so the lattice is computed on its result: after
   "optimized", GIMPLE's own redundancy elimination is done and could
   not see across the OpenACC forks and joins (calls that may write
   memory).  The queries serve the rewrite of both instances.
   KNOBS: lower-struct-args (ld.global.nc for entry-record loads, and the
   forwarding).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-rewrite.h"
#include "tree-ssa-loop-niter.h"

namespace memspace_rewrite {

/* A load from an offload entry point's argument record, which the host
   wrote before the launch and which this function only ever loads from:
   read-only for the kernel's lifetime (its pointer never escapes, so no
   other code can reach it), an invariant ld.global.nc (lower-struct-args'
   "kernel parameter records"; gated by lower-struct-args).  */
bool
entry_record_load_p (rewrite_state *st, tree pointer)
{
  if (!knob (KNOB_LOWER_STRUCT_ARGS) || !st->info.facts.entry
      || !st->info.facts.entry_record_read_only)
    return false;
  /* The record is read-only only in an entry point, which has one.  */
  memspace_checking_assert (DECL_ARGUMENTS (st->info.fn->decl) != NULL_TREE);
  HOST_WIDE_INT offset = 0;
  return memspace_walk_to_parameter (pointer, &offset) == 0;
}

/* True if STMT loads a field of the entry record (entry_record_load_p)
   through an SSA pointer.  */
static bool
entry_record_field_load_p (rewrite_state *st, gimple *stmt)
{
  if (!gimple_assign_load_p (stmt) || gimple_vdef (stmt))
    return false;
  tree base = get_base_address (gimple_assign_rhs1 (stmt));
  return (base && TREE_CODE (base) == MEM_REF
	  && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME
	  && entry_record_load_p (st, TREE_OPERAND (base, 0)));
}

/* Collect into SET the loads of FN that read a field of the entry record
   (entry_record_load_p) another load of FN reads too.  RTL takes MEMs of
   distinct address spaces for conflicting (alias.cc:3037,
   doc/gcc-nvptx-facts.md section 12), so .global.nc loads (space 9) of
   one field are not merged across a .global store (space 1) where stock
   GCC merges the generic ones: libgomp's nvptx-sese-1.c kept two of
   three loads of a field (5 -> 6 memory instructions).  Such a field is
   loaded in the stores' space.  Taken before any rewrite, while equal
   references still look equal.  */
void
repeated_record_loads (rewrite_state *st, const vec<gimple *> &stmts,
		       hash_set<gimple *> *set)
{
  auto_vec<gimple *, 16> loads;
  unsigned i;
  gimple *stmt;
  FOR_EACH_VEC_ELT (stmts, i, stmt)
    if (entry_record_field_load_p (st, stmt))
      loads.safe_push (stmt);
  for (i = 0; i < loads.length (); i++)
    for (unsigned j = i + 1; j < loads.length (); j++)
      if (operand_equal_p (gimple_assign_rhs1 (loads[i]),
			   gimple_assign_rhs1 (loads[j]), 0))
	{
	  memspace_checking_assert (loads[i] != loads[j]);
	  set->add (loads[i]);
	  set->add (loads[j]);
	}
}

/* True if NAME is used after STMT: later in STMT's block, or in a block
   reachable from it without passing NAME's definition again (a PHI
   argument counts at the end of its edge's source).  */
static bool
live_after_stmt_p (tree name, gimple *stmt)
{
  basic_block bb = gimple_bb (stmt);
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi)) && stmt_uses_name_p (gsi_stmt (gsi), name))
      return true;
  auto_bitmap use_blocks;
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    {
      if (is_gimple_debug (use))
	continue;
      if (gphi *phi = dyn_cast <gphi *> (use))
	{
	  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	    if (gimple_phi_arg_def (phi, k) == name)
	      {
		basic_block source = gimple_phi_arg_edge (phi, k)->src;
		if (source == bb)
		  return true;
		bitmap_set_bit (use_blocks, source->index);
	      }
	}
      else
	bitmap_set_bit (use_blocks, gimple_bb (use)->index);
    }
  auto_vec<basic_block, 16> worklist;
  auto_bitmap visited;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    worklist.safe_push (e->dest);
  while (!worklist.is_empty ())
    {
      basic_block block = worklist.pop ();
      if (block == def_bb || !bitmap_set_bit (visited, block->index))
	continue;
      if (bitmap_bit_p (use_blocks, block->index))
	return true;
      FOR_EACH_EDGE (e, ei, block->succs)
	worklist.safe_push (e->dest);
    }
  return false;
}

/* True if replacing the load REPEATED by the value of the earlier load
   FIRST lengthens no live range: FIRST's value is still used after
   REPEATED anyway, or REPEATED's value only closes a loop-carried PHI
   whose other arguments are FIRST's value (partial redundancy
   elimination's PHI <first (preheader), repeated (latch)>, which then
   becomes FIRST's value).  */
static bool
forwarding_keeps_live_ranges_p (gimple *first, gimple *repeated)
{
  tree value = gimple_assign_lhs (first);
  if (live_after_stmt_p (value, repeated))
    return true;
  tree name = gimple_assign_lhs (repeated);
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    if (gphi *phi = dyn_cast <gphi *> (use))
      {
	bool degenerate = true;
	for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	  {
	    tree arg = gimple_phi_arg_def (phi, k);
	    if (arg != name && arg != value)
	      degenerate = false;
	  }
	if (degenerate)
	  return true;
      }
  return false;
}

/* memspace-opt2: replace each load of an entry-record field that an
   identical load dominates by that load's value.  The record is read-only
   for the kernel's lifetime (entry_record_load_p), so both read the same
   value; GIMPLE cannot see it across the calls in between (an OpenACC
   fork or join is a call that may write memory), while stock GCC's RTL
   merges the generic loads (GCSE) -- but not the conversions memspace-opt
   makes of the pointers they load: inline asm, which GCSE does not
   handle (gcse.cc:845-875, can_assign_to_reg_without_clobbers_p needs an
   insn pattern), so each reload kept a pseudo of its own, and every
   pseudo live at a worker fork is broadcast (measured: GCC's libgomp
   mode-transitions.c, t16: one more broadcast register at each of three
   forks, 58 -> 64 memory instructions).  One load leaves one conversion.
   Only where no live range gets longer (forwarding_keeps_live_ranges_p):
   a value loaded before a worker fork and used after it is one more
   register to broadcast, where each thread reloading it costs nothing
   extra (measured: the bench's acc-worker-bcast 62 -> 66 when forwarding
   every dominated load, GCC's Fortran OpenACC reduction tests up to +11).
   Done before the inference, so the lattice is computed on the result.  */
void
forward_record_loads (rewrite_state *st, function *fn)
{
  if (st->instance != 2 || !knob (KNOB_LOWER_STRUCT_ARGS) || !st->info.facts.entry
      || !st->info.facts.entry_record_read_only)
    return;
  auto_vec<gimple *, 16> loads;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (entry_record_field_load_p (st, stmt)
	    && !gimple_has_volatile_ops (stmt)
	    && TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME)
	  loads.safe_push (stmt);
      }
  if (loads.length () < 2)
    return;
  calculate_dominance_info (CDI_DOMINATORS);
  hash_set<gimple *> removed;
  /* A forwarding can make another one keep the live ranges (a PHI turned
     degenerate): repeat until nothing changes.  */
  for (bool changed = true; changed; )
   {
    changed = false;
    for (unsigned j = 0; j < loads.length (); j++)
     for (unsigned i = 0; i < loads.length (); i++)
      {
	if (i == j || removed.contains (loads[i]) || removed.contains (loads[j])
	    || !operand_equal_p (gimple_assign_rhs1 (loads[i]),
				 gimple_assign_rhs1 (loads[j]), 0)
	    || !useless_type_conversion_p (TREE_TYPE (gimple_assign_lhs (loads[j])),
					   TREE_TYPE (gimple_assign_lhs (loads[i])))
	    || !stmt_dominates_stmt_p (loads[i], loads[j])
	    || !forwarding_keeps_live_ranges_p (loads[i], loads[j]))
	  continue;
	tree value = gimple_assign_lhs (loads[i]);
	tree repeated = gimple_assign_lhs (loads[j]);
	/* Two loads of one field of the read-only record: the same value,
	   the first one available at the second.  */
	memspace_checking_assert (value != repeated
				  && entry_record_field_load_p (st, loads[i])
				  && entry_record_field_load_p (st, loads[j]));
	if (dump_file)
	  {
	    fprintf (dump_file, "  record load repeated, uses ");
	    print_generic_expr (dump_file, value);
	    fprintf (dump_file, ": ");
	    print_gimple_stmt (dump_file, loads[j], 0);
	  }
	replace_uses_by (repeated, value);
	gimple_stmt_iterator gsi = gsi_for_stmt (loads[j]);
	unlink_stmt_vdef (loads[j]);
	gsi_remove (&gsi, true);
	release_defs (loads[j]);
	removed.add (loads[j]);
	changed = true;
	break;
      }
   }
}

} // namespace memspace_rewrite
