// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-deferral.cc -- memspace-opt1's deferral policy: the references
   it leaves to memspace-opt2.

   ONE JOB: decide for one memory reference that memspace-opt1 could
   rewrite whether it waits for memspace-opt2 (defer_to_opt2_p, the one
   place rewrite_reference asks), and why; and the facts that decision
   needs: addresses that vary in a loop, the statements loop
   distribution may turn into library calls, the objects aggregate
   clears and copies store to.
   CONSUMES: GIMPLE in SSA form after PRE, with the loop tree
   (current_loops) and the lattice.
   PRODUCES: nothing in the IR: an answer and a reason for the dump.
   POSITION: asked by rewrite_reference in memspace-opt1 (after "pre")
   before it converts anything; in memspace-opt2 (after "optimized",
   the last chance before expansion) the answer is always no.  Each
   rule names the pass between the two that would do worse on a
   space-qualified reference -- IVOPTs, loop distribution, store
   merging, update_address_taken and SRA, the vectoriser -- and what
   was measured.
   KNOBS: track-int2ptr (memspace-opt2 follows IVOPTs' integer induction
   variables only with it, so without it nothing that varies in a loop
   waits).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-rewrite.h"
#include "tree-ssa-loop-niter.h"

namespace memspace_rewrite {

/* True if SSA name OP is computed inside LOOP.  */
static bool
defined_in_loop_p (tree op, class loop *loop)
{
  return (TREE_CODE (op) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (op)
	  && flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (op))));
}

/* True if the address of reference REF (base BASE) in STMT may change
   from one iteration of STMT's innermost loop to the next: its base
   pointer or an index is computed inside the loop.  */
static bool
loop_varying_address_p (gimple *stmt, tree ref, tree base)
{
  if (!current_loops)
    return false;
  class loop *loop = gimple_bb (stmt)->loop_father;
  if (!loop || loop == current_loops->tree_root)
    return false;
  for (tree r = ref; r != base; r = TREE_OPERAND (r, 0))
    if ((TREE_CODE (r) == ARRAY_REF || TREE_CODE (r) == ARRAY_RANGE_REF)
	&& defined_in_loop_p (TREE_OPERAND (r, 1), loop))
      return true;
  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    {
      if (defined_in_loop_p (TREE_OPERAND (base, 0), loop))
	return true;
      if (TREE_CODE (base) == TARGET_MEM_REF
	  && ((TMR_INDEX (base) && defined_in_loop_p (TMR_INDEX (base), loop))
	      || (TMR_INDEX2 (base)
		  && defined_in_loop_p (TMR_INDEX2 (base), loop))))
	return true;
    }
  return false;
}

/* True if storing VAL may become a memset: a constant whose bytes are
   all equal (tree-loop-distribution.cc:1093-1140, const_with_all_bytes_same)
   or any byte value (classify_builtin_st, 1719-1723).  May say yes where
   loop distribution says no: the caller only defers a rewrite.  */
static bool
memset_value_p (tree val)
{
  tree type = TREE_TYPE (val);
  if (INTEGRAL_TYPE_P (type)
      && TYPE_MODE (type) == TYPE_MODE (unsigned_char_type_node))
    return true;
  if (TREE_CODE (val) == CONSTRUCTOR)
    return CONSTRUCTOR_NELTS (val) == 0;
  if (!CONSTANT_CLASS_P (val))
    return false;
  unsigned char bytes[64];
  int length = native_encode_expr (val, bytes, sizeof bytes);
  if (length <= 0)
    return false;
  for (int i = 1; i < length; i++)
    if (bytes[i] != bytes[0])
      return false;
  return true;
}

/* Set *STEP to the constant by which OP changes from one iteration of
   LOOP to the next: 0 if OP is invariant in LOOP, the increment of an
   induction variable of LOOP's header, and sums, differences, constant
   multiples and conversions of those.  False if OP is anything else.
   Scalar evolutions would say the same, but start from the loops'
   preheader edges, which memspace-opt1 (outside the loop pipeline) does
   not have.  Wrap-around is ignored: the answer only defers a rewrite.  */
static bool
iteration_step (tree op, class loop *loop, widest_int *step, int depth)
{
  if (TREE_CODE (op) == INTEGER_CST || is_gimple_min_invariant (op)
      || (TREE_CODE (op) == SSA_NAME && !defined_in_loop_p (op, loop)))
    {
      *step = 0;
      return true;
    }
  if (TREE_CODE (op) != SSA_NAME || depth > 16)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      /* An induction variable: OP = PHI <start, OP + C>.  */
      if (gimple_bb (phi) != loop->header)
	return false;
      tree next = NULL_TREE;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (phi, i)->src))
	  {
	    tree arg = gimple_phi_arg_def (phi, i);
	    if (next && next != arg)
	      return false;
	    next = arg;
	  }
      gassign *increment = next && TREE_CODE (next) == SSA_NAME
			   ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (next))
			   : NULL;
      if (!increment)
	return false;
      enum tree_code code = gimple_assign_rhs_code (increment);
      if ((code != PLUS_EXPR && code != POINTER_PLUS_EXPR && code != MINUS_EXPR)
	  || gimple_assign_rhs1 (increment) != op
	  || TREE_CODE (gimple_assign_rhs2 (increment)) != INTEGER_CST)
	return false;
      *step = wi::to_widest (gimple_assign_rhs2 (increment));
      if (code == MINUS_EXPR)
	*step = -*step;
      return true;
    }
  gassign *assign = dyn_cast <gassign *> (def);
  if (!assign)
    return false;
  tree rhs1 = gimple_assign_rhs1 (assign);
  widest_int a, b;
  switch (gimple_assign_rhs_code (assign))
    {
    case SSA_NAME:
    CASE_CONVERT:
      return iteration_step (rhs1, loop, step, depth + 1);
    case NEGATE_EXPR:
      if (!iteration_step (rhs1, loop, &a, depth + 1))
	return false;
      *step = -a;
      return true;
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
      if (!iteration_step (rhs1, loop, &a, depth + 1)
	  || !iteration_step (gimple_assign_rhs2 (assign), loop, &b, depth + 1))
	return false;
      *step = gimple_assign_rhs_code (assign) == MINUS_EXPR ? a - b : a + b;
      return true;
    case MULT_EXPR:
      if (TREE_CODE (gimple_assign_rhs2 (assign)) != INTEGER_CST
	  || !iteration_step (rhs1, loop, &a, depth + 1))
	return false;
      *step = a * wi::to_widest (gimple_assign_rhs2 (assign));
      return true;
    default:
      return false;
    }
}

/* The step of REF's address from one iteration of LOOP to the next if it
   is one element either way, as loop distribution requires of a memset
   or memcpy access (compute_access_range, tree-loop-distribution.cc:
   1624-1700); false otherwise.  */
static bool
consecutive_access_step (class loop *loop, tree ref, widest_int *step)
{
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!size || TREE_CODE (size) != INTEGER_CST)
    return false;
  *step = 0;
  tree r;
  for (r = ref; handled_component_p (r); r = TREE_OPERAND (r, 0))
    {
      widest_int index_step;
      switch (TREE_CODE (r))
	{
	case ARRAY_REF:
	  {
	    tree element_size = array_ref_element_size (r);
	    if (TREE_CODE (element_size) != INTEGER_CST
		|| !iteration_step (TREE_OPERAND (r, 1), loop, &index_step, 0))
	      return false;
	    *step += index_step * wi::to_widest (element_size);
	    break;
	  }
	case COMPONENT_REF:
	  if (component_ref_field_offset (r)
	      && TREE_CODE (component_ref_field_offset (r)) != INTEGER_CST)
	    return false;
	  break;
	case REALPART_EXPR:
	case IMAGPART_EXPR:
	case VIEW_CONVERT_EXPR:
	  break;
	default:
	  return false;
	}
    }
  if (TREE_CODE (r) == MEM_REF)
    {
      widest_int pointer_step;
      if (!iteration_step (TREE_OPERAND (r, 0), loop, &pointer_step, 0))
	return false;
      *step += pointer_step;
    }
  else if (!DECL_P (r))
    return false;
  return *step == wi::to_widest (size) || *step == -wi::to_widest (size);
}

/* True if the store STORE of the value LOADED by LOAD, both in LOOP, is a
   copy loop distribution may make a memcpy or memmove: both addresses
   step by one element, the same way (classify_builtin_ldst,
   tree-loop-distribution.cc:1757-1785).  */
static bool
copy_candidate_p (class loop *loop, gimple *store, gimple *load)
{
  if (!gimple_assign_single_p (load) || !gimple_vuse (load)
      || gimple_vdef (load) || !flow_bb_inside_loop_p (loop, gimple_bb (load)))
    return false;
  widest_int store_step, load_step;
  return (consecutive_access_step (loop, gimple_assign_lhs (store), &store_step)
	  && consecutive_access_step (loop, gimple_assign_rhs1 (load), &load_step)
	  && store_step == load_step);
}

/* True if STMT, in a loop, may be turned into a memset, memcpy or memmove
   call by loop distribution (pass "ldist", between memspace-opt1 and
   memspace-opt2, on at -O2 by -ftree-loop-distribute-patterns): a store
   of a loop-invariant memset value to consecutive elements, or a store of
   a value loaded in the same loop and the load, both consecutive.  ldist
   refuses any reference in a named address space
   (tree-loop-distribution.cc:1531-1534), so a loop rewritten here stays a
   loop where stock GCC calls the library: measured in GCC's libgomp suite,
   four Fortran programs whose copy of a constant array (20 ints) stayed
   a loop of ld.const.u32/st.global.u32 -- 2 memory instructions more than
   stock's memcpy call in the PTX, and 2% more executed on ptxsim than
   newlib's memcpy, which copies 8 bytes at a time.  May say yes where
   ldist says no (dependences, loop nests): memspace-opt2 rewrites what
   stays a loop.  */
static bool
library_loop_candidate_p (gimple *stmt)
{
  if (!flag_tree_loop_distribute_patterns || !current_loops
      || !gimple_assign_single_p (stmt))
    return false;
  class loop *loop = gimple_bb (stmt)->loop_father;
  if (!loop || loop == current_loops->tree_root)
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs = gimple_assign_rhs1 (stmt);
  if (gimple_vdef (stmt))
    {
      widest_int step;
      if (!defined_in_loop_p (rhs, loop))
	return (memset_value_p (rhs)
		&& consecutive_access_step (loop, lhs, &step));
      return copy_candidate_p (loop, stmt, SSA_NAME_DEF_STMT (rhs));
    }
  use_operand_p use;
  gimple *use_stmt;
  return (TREE_CODE (lhs) == SSA_NAME && gimple_vuse (stmt)
	  && single_imm_use (lhs, &use, &use_stmt)
	  && gimple_assign_single_p (use_stmt) && gimple_vdef (use_stmt)
	  && gimple_assign_rhs1 (use_stmt) == lhs
	  && flow_bb_inside_loop_p (loop, gimple_bb (use_stmt))
	  && copy_candidate_p (loop, use_stmt, stmt));
}


/* The SSA pointer or variable an aggregate store REF writes through,
   or NULL_TREE.  */
static tree
aggregate_store_base (tree ref)
{
  tree base = get_base_address (ref);
  if (!base)
    return NULL_TREE;
  if (TREE_CODE (base) == MEM_REF && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
    return TREE_OPERAND (base, 0);
  return VAR_P (base) ? base : NULL_TREE;
}

/* Collect in BASES what the aggregate clears and copies among STMTS store
   to.  memspace-opt1 leaves those aggregate stores to memspace-opt2 (see
   rewrite_reference; one in a mode the back end prints without a space,
   e.g. a 16-byte record in TImode, stays generic), and the scalar stores
   to the same object with them: store merging (pass "store-merging", between the two runs)
   merges a clear and the field stores that follow it into a few wide
   stores only when all of them are in one address space -- measured in
   GCC's libgomp target-has-device-addr-4.f90: a Fortran descriptor's
   `dtype = {}' plus three field stores, 2 stores for stock, 4 with the
   fields rewritten and the clear still generic.  */
void
aggregate_store_bases (const vec<gimple *> &stmts, hash_set<tree> *bases)
{
  unsigned i;
  gimple *stmt;
  FOR_EACH_VEC_ELT (stmts, i, stmt)
    {
      if (!gimple_assign_single_p (stmt) || !gimple_vdef (stmt)
	  || gimple_clobber_p (stmt)
	  || !AGGREGATE_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt))))
	continue;
      tree rhs = gimple_assign_rhs1 (stmt);
      if ((TREE_CODE (rhs) == CONSTRUCTOR && CONSTRUCTOR_NELTS (rhs) == 0)
	  || REFERENCE_CLASS_P (rhs) || VAR_P (rhs))
	if (tree base = aggregate_store_base (gimple_assign_lhs (stmt)))
	  bases->add (base);
    }
}

/* memspace-opt1's deferral policy, the one place it is decided: true if
   the reference *REFP of STMT -- base RB, proved in SPACE; BLOCK: one
   side of an aggregate clear or copy (block_assignment_p) -- is left for
   memspace-opt2.  *WHY is the reason for the -details dump;
   *STAMP_CLIQUE says whether the reference's space clique is stamped at
   once, for the alias oracle of the passes in between.  memspace-opt2
   defers nothing.  */
bool
defer_to_opt2_p (rewrite_state *st, gimple *stmt, tree *refp,
		 const reference_base *rb, enum memspace space, bool block,
		 const char **why, bool *stamp_clique)
{
  /* memspace-opt2 collects no aggregate store bases: nothing is left
     for a later instance.  */
  memspace_checking_assert ((st->instance == 1 || st->instance == 2)
			    && (st->instance == 1
				|| st->aggregate_store_bases->is_empty ()));
  if (st->instance != 1)
    return false;
  /* The reference has one base: an original generic pointer or a
     variable (analyse_reference).  */
  memspace_checking_assert (!rb->pointer != !rb->decl && !rb->already);
  tree ref = *refp;
  tree base = *rb->base_ptr;
  *stamp_clique = true;

  /* memspace-opt1 runs before IVOPTs.  An address induction variable
     built from a converted pointer reaches IVOPTs through a conversion
     to an integer that, unlike a generic pointer's, is not a no-op to it
     (tree_nop_conversion_p refuses to strip casts out of a named address
     space), so its costs tilt towards one offset induction variable plus
     a register per base: more registers than without the plugin.  Such
     references are therefore left to memspace-opt2, which finds IVOPTs'
     pointer induction variables and converts them at their start.
     memspace-opt2 follows IVOPTs' integers only with track-int2ptr, so
     without it everything is rewritten here.  */
  if (rb->pointer && knob (KNOB_TRACK_INT2PTR)
      && loop_varying_address_p (stmt, ref, base))
    {
      *why = "address varies in a loop: left for memspace-opt2";
      return true;
    }

  /* Likewise an element of a static or external variable in .global
     (a declare-target array) whose index varies in a loop: rewritten
     here, its base becomes an SSA name holding the converted address,
     live in the loop, where stock GCC's &VAR is a constant to IVOPTs;
     IVOPTs then counts one register more for the loop (regs_used) and
     gave up an induction variable in bench omp-global-array (i * 7
     recomputed every iteration: ivopts dump cost 35 against 31) and in
     libgomp's examples-4/declare_target-3 (+22% executed on ptxsim).
     memspace-opt2 sees IVOPTs' result: the ARRAY_REF on the variable,
     or its integer induction variable started from &VAR.  .shared
     variables keep the early rewrite (the automatic-variable rule's
     reason below), and so do read-only ones: rewritten here they are
     read with ld.global.nc (readonly_global_variable_p), which
     memspace-opt2 cannot give an induction variable that no longer
     names the variable (regress-copy-loop-ldist.c).  */
  if (rb->decl && (TREE_STATIC (rb->decl) || DECL_EXTERNAL (rb->decl))
      && !TREE_READONLY (rb->decl)
      && space == MEMSPACE_GLOBAL && knob (KNOB_TRACK_INT2PTR)
      && loop_varying_address_p (stmt, ref, base))
    {
      *why = "element of a .global variable whose address varies in a loop: "
	     "left for memspace-opt2";
      return true;
    }

  /* A copy or clear loop waits for loop distribution, which makes it a
     library call as for stock GCC only while its references are generic;
     memspace-opt2 rewrites what stays a loop.  */
  if (knob (KNOB_TRACK_INT2PTR) && library_loop_candidate_p (stmt)
      && loop_varying_address_p (stmt, ref, base))
    {
      *why = "copy or clear loop: left for loop distribution and memspace-opt2";
      return true;
    }

  /* Stores to the object an aggregate clear or copy writes wait with it,
     for store merging (aggregate_store_bases).  */
  tree object = rb->pointer ? rb->pointer : rb->decl;
  if (object && gimple_vdef (stmt) && refp == gimple_assign_lhs_ptr (stmt)
      && st->aggregate_store_bases->contains (object))
    {
      *why = "store next to an aggregate clear or copy: left for memspace-opt2";
      return true;
    }

  *stamp_clique = false;
  /* Aggregate clears and copies wait for memspace-opt2, right before
     expansion: whether expansion does them inline depends on the size,
     alignment and block profile it will see, which the passes in between
     may change (DSE trims a partly dead clear to a narrower, less aligned
     one: more pieces).  */
  if (block)
    {
      *why = "aggregate: left for memspace-opt2";
      return true;
    }

  /* Automatic variables wait for memspace-opt2.  A reference rewritten
     here goes through the variable's converted address, which GCC cannot
     undo: the variable stays addressable, so the later passes that would
     have put it in registers (update_address_taken after the SIMT and
     loop passes, SRA) no longer can -- measured: a collapsed loop's
     lastprivate counters loaded and stored every iteration (regress-slsr-
     alias-type, 51 -> 69 memory instructions).  And the vectoriser forces
     the alignment of a variable it stores with a vector (an offload
     region's record written with st.v2.u64), which it cannot do through a
     pointer (tree-vect-data-refs.cc:1124-1135 and 6669-6683: only a
     VAR_DECL base can be realigned): the stores stayed scalar.  After
     "optimized" what is still in memory stays there, and the vector
     stores exist.  OpenACC gang-private variables (SHARED) are the
     exception: they live in __gang_private_shared whatever happens, and
     rewritten here their loops carry one shared pointer (mov.u64 of the
     symbol) instead of a cvta.shared followed by a cvta.to.shared of
     IVOPTs' integer.  */
  if (rb->decl && !TREE_STATIC (rb->decl) && !DECL_EXTERNAL (rb->decl)
      && space != MEMSPACE_SHARED)
    {
      *why = "automatic variable: left for memspace-opt2";
      return true;
    }
  return false;
}

} // namespace memspace_rewrite
