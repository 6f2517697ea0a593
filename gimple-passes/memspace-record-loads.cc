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
   Also hoist_record_loads: a load of a record field the function cannot
   see change (the entry record, or a field of a parallel region's record
   that ipmsp published a fact for) is done once before the loops around
   it.
   POSITION: forward_record_loads and hoist_record_loads run in
   memspace-opt2 before the inference, so the lattice is computed on
   their result: after
   "optimized", GIMPLE's own redundancy elimination is done and could
   not see across the OpenACC forks and joins (calls that may write
   memory).  The queries serve the rewrite of both instances.
   KNOBS: lower-struct-args (ld.global.nc for entry-record loads, and the
   forwarding and hoisting of entry-record loads); hoist-record-loads
   (the hoisting alone); ipmsp (whose record
   facts the hoisting of a parallel region's record loads rests on).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-rewrite.h"
#include "tree-ssa-loop-niter.h"
#include "cfgloop.h"
#include "tree-into-ssa.h"
#include "cgraph.h"
#include "internal-fn.h"

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

/* True if the field of SIZE bytes at OFFSET of the record parameter 0 of
   the current function points to holds one value for the function's whole
   run, whatever the function or another thread does meanwhile:
   - in an entry point whose record is only loaded from
     (entry_record_read_only): the host wrote it before the launch, the
     pointer escapes nowhere (facts section 7);
   - in a function launched by GOMP_parallel, a field ipmsp published a
     record fact for: ipmsp publishes one only when every launch passes a
     record of the launcher's own that is used only by field stores, loads
     and that one launch (record_stores), the launched function only loads
     through its record pointer but for inline atomics on fields that no
     published fact overlaps (memspace_record_read_only_p), and the
     launcher is blocked in GOMP_parallel while the team runs the function
     (facts section 16).  A direct call would pass some other memory: the
     function must have none (no call graph edge into it).  */
static bool
invariant_record_field_p (rewrite_state *st, HOST_WIDE_INT offset,
			  HOST_WIDE_INT size)
{
  if (st->info.facts.entry)
    return knob (KNOB_LOWER_STRUCT_ARGS) && st->info.facts.entry_record_read_only;
  if (!knob (KNOB_IPMSP))
    return false;
  if (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_RECORD_LOAD_HOISTED)
    return true;
  cgraph_node *node = cgraph_node::get (st->info.fn->decl);
  return (node && !node->callers
	  && memspace_record_fact_for (&st->info, 0, offset, size) != NULL);
}

/* If STMT loads a register-type field of the record parameter 0 points to
   (through the parameter or a pointer made from it by conversions and
   constant offsets: memspace-opt1 has converted it to the global space),
   return the field's offset and size in *OFFSET and *SIZE, and the
   pointer in *POINTER.  */
static bool
record_field_load_p (gimple *stmt, HOST_WIDE_INT *offset, HOST_WIDE_INT *size,
		     tree *pointer)
{
  if (!gimple_assign_load_p (stmt) || gimple_vdef (stmt)
      || gimple_has_volatile_ops (stmt)
      || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME
      || !is_gimple_reg_type (TREE_TYPE (gimple_assign_lhs (stmt))))
    return false;
  tree rhs = gimple_assign_rhs1 (stmt);
  tree base = get_base_address (rhs);
  if (!base || TREE_CODE (base) != MEM_REF
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME)
    return false;
  /* A bit-field shares its bytes with its neighbours.  */
  if (TREE_CODE (rhs) == COMPONENT_REF
      && DECL_BIT_FIELD (TREE_OPERAND (rhs, 1)))
    return false;
  *pointer = TREE_OPERAND (base, 0);
  *offset = 0;
  return memspace_parameter_load (rhs, offset, size) == 0;
}

/* block_above_loops' MAY_LEAVE for hoist_record_loads.  */
struct record_load_hoist
{
  /* The record pointer (an SSA name) and the load.  */
  tree pointer;
  gimple *load;
  /* The OpenACC worker and vector forks of the function.  */
  auto_vec<basic_block, 4> forks;
};

/* True if the load of HOIST may leave LOOP for the end of UP: the record
   pointer is defined there, and no OpenACC fork is crossed or made to
   broadcast more.  A register live at a fork is broadcast from the
   single active thread (nvptx_propagate, facts section 24): LOOP may
   hold one fork, which the load comes before and whose region uses the
   value -- so the value was live there already -- and no other (the
   load above a loop that holds a worker fork, used after it, moved a
   value per thread in front of the fork: acc-worker-bcast's broadcasts
   through .shared).  */
static bool
record_load_may_leave_p (class loop *loop, basic_block up, void *data)
{
  record_load_hoist *hoist = (record_load_hoist *) data;
  tree name = hoist->pointer;
  if (!SSA_NAME_IS_DEFAULT_DEF (name))
    {
      basic_block def = gimple_bb (SSA_NAME_DEF_STMT (name));
      if (!def || !dominated_by_p (CDI_DOMINATORS, up, def))
	return false;
    }
  gimple *fork = NULL;
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (hoist->forks, i, bb)
    if (flow_bb_inside_loop_p (loop, bb))
      {
	if (fork)
	  return false;
	fork = fork_statement (bb);
      }
  if (!fork)
    return true;
  if (stmt_dominates_stmt_p (fork, hoist->load))
    return false;
  imm_use_iterator it;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, it, gimple_assign_lhs (hoist->load))
    {
      gimple *use = USE_STMT (use_p);
      if (!is_gimple_debug (use) && gimple_code (use) != GIMPLE_PHI
	  && stmt_dominates_stmt_p (fork, use))
	return true;
    }
  return false;
}

/* A load hoisted to the end of BLOCK.  */
struct hoisted_record_load
{
  basic_block block;
  HOST_WIDE_INT offset, size;
  tree pointer;
  tree type;
  tree value;
};

/* memspace-opt2, before the inference: a load of an invariant record field
   (invariant_record_field_p) inside loops is done once, at the end of the
   block that dominates the outermost of those loops, and the loads of one
   field there share it.  GIMPLE's LIM cannot do it: an atomic (an OpenMP
   atomic update, a reduction's compare-and-swap loop) is a call that may
   write any escaped memory, the record included, so stock GCC reloads the
   record's pointers on every iteration -- and memspace-opt converts each
   reload (the bench's omp-atomic-hist: four loads and four cvta.to.global
   per element).  The record is valid memory for the whole run, so the
   load may be done where the loop might not run.  With OpenACC forks,
   not across one, nor out of a loop where it would become live at a
   fork it was not live at (record_load_may_leave_p; libgomp's
   oacc-fortran vector-routine: the field load before the vector fork in
   a worker loop, +15% user instructions while in the loop).  */
void
hoist_record_loads (rewrite_state *st, function *fn)
{
  if (st->instance != 2 || !current_loops || !knob (KNOB_HOIST_RECORD_LOADS))
    return;
  auto_vec<gimple *, 16> loads;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      if (!loop_outer (bb->loop_father))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  HOST_WIDE_INT offset, size;
	  tree pointer;
	  if (record_field_load_p (gsi_stmt (gsi), &offset, &size, &pointer)
	      && invariant_record_field_p (st, offset, size))
	    loads.safe_push (gsi_stmt (gsi));
	}
    }
  if (loads.is_empty ())
    return;
  calculate_dominance_info (CDI_DOMINATORS);
  record_load_hoist hoist;
  oacc_fork_blocks (fn, &hoist.forks);
  auto_vec<hoisted_record_load, 8> hoisted;
  unsigned i;
  gimple *load;
  FOR_EACH_VEC_ELT (loads, i, load)
    {
      HOST_WIDE_INT offset, size;
      tree pointer;
      bool found = record_field_load_p (load, &offset, &size, &pointer);
      memspace_checking_assert (found);
      /* Out of every loop around the load, as conversion_place does.  */
      hoist.pointer = pointer;
      hoist.load = load;
      basic_block target = block_above_loops (gimple_bb (load),
					      record_load_may_leave_p, &hoist);
      if (target == gimple_bb (load))
	continue;
      tree lhs = gimple_assign_lhs (load);
      tree type = TREE_TYPE (lhs);
      tree value = NULL_TREE;
      unsigned j;
      hoisted_record_load *h;
      FOR_EACH_VEC_ELT (hoisted, j, h)
	if (h->block == target && h->offset == offset && h->size == size
	    && h->pointer == pointer
	    && useless_type_conversion_p (type, h->type))
	  value = h->value;
      if (!value)
	{
	  gimple_stmt_iterator gsi = gsi_last_bb (target);
	  bool before = false;
	  if (gsi_end_p (gsi))
	    gsi = gsi_after_labels (target), before = true;
	  else if (is_ctrl_stmt (gsi_stmt (gsi)))
	    before = true;
	  else if (stmt_ends_bb_p (gsi_stmt (gsi)))
	    continue;
	  value = make_ssa_name (type);
	  gassign *copy = gimple_build_assign (value,
					       unshare_expr (gimple_assign_rhs1 (load)));
	  gimple_set_location (copy, gimple_location (load));
	  gimple_set_vuse (copy, gimple_vop (fn));
	  if (before)
	    gsi_insert_before (&gsi, copy, GSI_SAME_STMT);
	  else
	    gsi_insert_after (&gsi, copy, GSI_NEW_STMT);
	  hoisted_record_load entry = { target, offset, size, pointer, type, value };
	  hoisted.safe_push (entry);
	}
      if (dump_file)
	{
	  fprintf (dump_file, "  invariant record load hoisted out of loop %d, uses ",
		   gimple_bb (load)->loop_father->num);
	  print_generic_expr (dump_file, value);
	  fprintf (dump_file, ": ");
	  print_gimple_stmt (dump_file, load, 0);
	}
      replace_uses_by (lhs, value);
      gimple_stmt_iterator gsi = gsi_for_stmt (load);
      gsi_remove (&gsi, true);
      release_defs (load);
    }
  if (!hoisted.is_empty ())
    {
      /* The new loads' virtual operands.  */
      mark_virtual_operands_for_renaming (fn);
      update_ssa (TODO_update_ssa_only_virtuals);
    }
}

} // namespace memspace_rewrite
