// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-placement.cc -- where the conversions of parameters and
   variable addresses go.

   ONE JOB: merge the conversions of one operand into one space and put
   each where its uses need it: their nearest common dominator, out of
   loops, never on a path that does not use it (issue 27).
   CONSUMES: GIMPLE in SSA form after memspace-opt's rewrite, with
   dominators.  The conversions it moves are those of a parameter (a
   default definition) or of a variable's address: available everywhere,
   so any place that dominates their uses computes the same value.
   PRODUCES: the same function with those conversions merged and moved
   (debug binds they no longer dominate lose their value); the
   automatics' conversions move together, so they expand to one cvta of
   the frame.
   POSITION: the end of each memspace-opt instance, after the rewrite
   and the dead-code cleanup: get_shadow made the conversions at the
   start of the function or right after their operand, and RTL would
   not merge or hoist them (inline asm: no GCSE, CSE only within an
   extended basic block).  memspace-opt1 hoists nothing out of loops in
   a function with OpenACC forks (IVOPTs, after it, would carry a
   hoisted conversion to the fork, where it is broadcast); memspace-opt2
   does.  The measurements behind each rule are at place_conversions.
   A conversion used below several branches of a block that uses none
   is made once per branch (move_conversions_per_branch).
   KNOBS: conversions-per-branch (1; 0 makes it once above the branch).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-rewrite.h"
#include "tree-ssa-loop-niter.h"

namespace memspace_rewrite {

/* True if STMT is an OpenACC worker or vector fork: an IFN_UNIQUE
   OACC_FORK that oaccdevlow kept (nvptx_goacc_fork_join keeps only the
   worker and vector levels with more than one thread, nvptx.cc:6540-6555).  */
static bool
oacc_fork_p (gimple *stmt)
{
  return (gimple_call_internal_p (stmt, IFN_UNIQUE)
	  && tree_fits_shwi_p (gimple_call_arg (stmt, 0))
	  && tree_to_shwi (gimple_call_arg (stmt, 0)) == IFN_UNIQUE_OACC_FORK);
}

/* True if the function whose statements memspace_opt_execute collected
   (STMTS) has an OpenACC worker or vector fork (oacc_fork_p).  */
bool
partition_fork_p (const vec<gimple *> &stmts)
{
  unsigned i;
  gimple *stmt;
  FOR_EACH_VEC_ELT (stmts, i, stmt)
    if (oacc_fork_p (stmt))
      return true;
  return false;
}

/* A conversion whose operand is available everywhere in the function: a
   parameter (a default definition) or the address of a variable.  Such a
   conversion may move to any place that dominates its uses, and two of
   them of one operand into one space compute the same value.  Moving it
   keeps verify=1 sound: the lattice value of a parameter or a variable's
   address holds on every path (memspace-verify.cc, WHAT MAY REACH A
   CHECK), and the check goes in front of the conversion where it ends
   up.  */
static bool
movable_conversion_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt)
      || gimple_assign_rhs_code (stmt) != ADDR_SPACE_CONVERT_EXPR
      || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME)
    return false;
  tree op = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (op) == SSA_NAME)
    return (SSA_NAME_IS_DEFAULT_DEF (op) && POINTER_TYPE_P (TREE_TYPE (op))
	    && !virtual_operand_p (op));
  return (TREE_CODE (op) == ADDR_EXPR && VAR_P (TREE_OPERAND (op, 0)));
}

/* True if CONV converts the address of an automatic variable: expanded
   as a conversion of the frame base plus the variable's offset, one cvta
   for all of them when they sit together (rtl-hooks/address-spaces.cc,
   frame_slot_base; CSE merges them within an extended basic block).  */
static bool
frame_conversion_p (gimple *conv)
{
  tree op = gimple_assign_rhs1 (conv);
  return (TREE_CODE (op) == ADDR_EXPR
	  && !is_global_var (TREE_OPERAND (op, 0)));
}

/* The blocks of the function holding an OpenACC worker or vector fork.  */
static void
fork_blocks (function *fn, auto_vec<basic_block, 4> *forks)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (oacc_fork_p (gsi_stmt (gsi)))
	{
	  forks->safe_push (bb);
	  break;
	}
}

/* The block where USE_P is used: its statement's, or for a PHI argument
   the source of the argument's edge (used at the end of it).  */
static basic_block
use_block (use_operand_p use_p)
{
  gimple *use = USE_STMT (use_p);
  if (gphi *phi = dyn_cast <gphi *> (use))
    return gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
  return gimple_bb (use);
}

/* Into BLOCKS, the block of each non-debug use of CONV's result (a PHI
   argument is used at the end of its edge's source); with WITHIN, only
   the blocks WITHIN dominates.  */
static void
use_blocks (gimple *conv, basic_block within, auto_vec<basic_block> *blocks)
{
  imm_use_iterator it;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, it, gimple_assign_lhs (conv))
    {
      if (is_gimple_debug (USE_STMT (use_p)))
	continue;
      basic_block bb = use_block (use_p);
      if (!within || dominated_by_p (CDI_DOMINATORS, bb, within))
	blocks->safe_push (bb);
    }
}

/* The nearest common dominator of NCA (or NULL) and the uses of CONV's
   result; with WITHIN, only the uses in blocks WITHIN dominates.  */
static basic_block
uses_nca (gimple *conv, basic_block nca, basic_block within = NULL)
{
  auto_vec<basic_block> blocks;
  use_blocks (conv, within, &blocks);
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (blocks, i, bb)
    nca = nca ? nearest_common_dominator (CDI_DOMINATORS, nca, bb) : bb;
  return nca;
}

/* The nearest block dominating BB (BB included) that holds an OpenACC
   fork (FORKS), or NULL.  */
static basic_block
nearest_fork (basic_block bb, const vec<basic_block> &forks)
{
  for (; bb && bb != ENTRY_BLOCK_PTR_FOR_FN (cfun);
       bb = get_immediate_dominator (CDI_DOMINATORS, bb))
    if (forks.contains (bb))
      return bb;
  return NULL;
}

void
oacc_fork_blocks (function *fn, auto_vec<basic_block, 4> *forks)
{
  fork_blocks (fn, forks);
}

basic_block
block_above_loops (basic_block bb,
		   bool (*may_leave) (class loop *, basic_block, void *),
		   void *data)
{
  while (loop_outer (bb->loop_father))
    {
      class loop *loop = bb->loop_father;
      basic_block up = get_immediate_dominator (CDI_DOMINATORS, loop->header);
      if (!up || up == ENTRY_BLOCK_PTR_FOR_FN (cfun)
	  || !may_leave (loop, up, data))
	break;
      bb = up;
    }
  return bb;
}

/* block_above_loops' MAY_LEAVE for conversion_place: LOOP holds none of
   the OpenACC forks DATA (a vec<basic_block>).  */
static bool
no_fork_inside_p (class loop *loop, basic_block, void *data)
{
  vec<basic_block> *forks = (vec<basic_block> *) data;
  unsigned i;
  basic_block fork;
  FOR_EACH_VEC_ELT (*forks, i, fork)
    if (flow_bb_inside_loop_p (loop, fork))
      return false;
  return true;
}

/* block_above_loops' MAY_LEAVE for invariant_block: LOOP holds no
   OpenACC fork (a value made before a fork is broadcast at it) and the
   value's operands are available at the end of UP: DATA is the
   definition of the last of them, or NULL.  */
struct invariant_place
{
  gimple *operands_ready;
  auto_vec<basic_block, 4> forks;
};

static bool
invariant_may_leave_p (class loop *loop, basic_block up, void *data)
{
  invariant_place *place = (invariant_place *) data;
  if (!no_fork_inside_p (loop, up, &place->forks))
    return false;
  gimple *def = place->operands_ready;
  if (!def)
    return true;
  basic_block def_bb = gimple_bb (def);
  if (up == def_bb)
    return gimple_code (def) == GIMPLE_PHI || !stmt_ends_bb_p (def);
  return dominated_by_p (CDI_DOMINATORS, up, def_bb);
}

basic_block
invariant_block (basic_block bb, gimple *operands_ready)
{
  invariant_place place;
  place.operands_ready = operands_ready;
  fork_blocks (cfun, &place.forks);
  return block_above_loops (bb, invariant_may_leave_p, &place);
}

/* Where the conversions CONVS, which the caller moves together, may go
   so that they dominate all their uses: the nearest common dominator of
   the uses (a PHI argument is used at the end of its edge's source),
   then out of every loop around it -- one conversion per loop entry,
   not per iteration, as LIM would have done -- except a loop that holds
   an OpenACC fork (FORKS): a register live at a fork is broadcast
   through shared memory (place_conversions).  In the block of
   the uses, right before the first use; in a block above, at its end.
   False if there is no such place.  */
static bool
conversion_place (const vec<gimple *> &convs, const vec<basic_block> &forks,
		  int instance, gimple_stmt_iterator *gsi, bool *before)
{
  basic_block nca = NULL;
  unsigned i;
  gimple *conv;
  FOR_EACH_VEC_ELT (convs, i, conv)
    nca = uses_nca (conv, nca);
  if (!nca)
    return false;
  basic_block target = nca;
  /* With forks, memspace-opt1 hoists nothing: IVOPTs, which runs after
     it, builds induction variables on a conversion it finds invariant in
     an inner loop, and RTL then hoists them and the conversion out of
     the gang loop around a worker loop, live at the fork and broadcast
     there (measured: the bench's acc-worker-frame, gang-private tmp[16],
     20 -> 22 memory instructions).  memspace-opt2 runs after IVOPTs.  */
  bool hoist = forks.is_empty () || instance == 2;
  if (hoist)
    target = block_above_loops (target, no_fork_inside_p,
				const_cast<vec<basic_block> *> (&forks));
  if (target == nca)
    for (*gsi = gsi_after_labels (nca); !gsi_end_p (*gsi); gsi_next (gsi))
      {
	gimple *stmt = gsi_stmt (*gsi);
	if (is_gimple_debug (stmt))
	  continue;
	FOR_EACH_VEC_ELT (convs, i, conv)
	  if (stmt_uses_name_p (stmt, gimple_assign_lhs (conv)))
	    {
	      *before = true;
	      return true;
	    }
      }
  *gsi = gsi_last_bb (target);
  if (gsi_end_p (*gsi))
    {
      *gsi = gsi_after_labels (target);
      *before = true;
      return true;
    }
  gimple *last = gsi_stmt (*gsi);
  if (is_ctrl_stmt (last))
    *before = true;
  else if (!stmt_ends_bb_p (last))
    *before = false;
  else
    return false;
  return true;
}

/* True if CONV dominates every use of its result (a PHI argument is
   used at the end of its edge's source).  */
static bool
dominates_uses_p (gimple *conv)
{
  imm_use_iterator it;
  use_operand_p use_p;
  basic_block bb = gimple_bb (conv);
  FOR_EACH_IMM_USE_FAST (use_p, it, gimple_assign_lhs (conv))
    {
      gimple *use = USE_STMT (use_p);
      if (is_gimple_debug (use))
	continue;
      if (is_a <gphi *> (use))
	{
	  if (!dominated_by_p (CDI_DOMINATORS, use_block (use_p), bb))
	    return false;
	}
      else if (!stmt_dominates_stmt_p (conv, use))
	return false;
    }
  return true;
}

/* The debug binds of CONV's result that CONV, moved, no longer
   dominates lose their value.  */
static void
reset_undominated_debug_binds (gimple *conv)
{
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, gimple_assign_lhs (conv))
    if (gimple_debug_bind_p (use) && !stmt_dominates_stmt_p (conv, use))
      {
	gimple_debug_bind_reset_value (use);
	update_stmt (use);
      }
}

/* Move CONVS (conversion_place) and drop the value of the debug binds
   they no longer dominate.  */
static void
move_conversions (const vec<gimple *> &convs, const vec<basic_block> &forks,
		  int instance)
{
  /* A group is one frame in one space, or a single conversion.  */
  memspace_checking_assert (!convs.is_empty ());
  for (unsigned k = 1; k < convs.length (); k++)
    memspace_checking_assert (TREE_TYPE (gimple_assign_lhs (convs[k]))
			      == TREE_TYPE (gimple_assign_lhs (convs[0])));
  gimple_stmt_iterator to;
  bool before;
  if (!conversion_place (convs, forks, instance, &to, &before))
    return;
  unsigned i;
  gimple *conv;
  FOR_EACH_VEC_ELT (convs, i, conv)
    {
      if (gsi_stmt (to) == conv)
	continue;
      gimple_stmt_iterator from = gsi_for_stmt (conv);
      if (before)
	gsi_move_before (&from, &to);
      else
	{
	  gsi_move_after (&from, &to);
	  /* The next one goes after this one.  */
	}
    }
  FOR_EACH_VEC_ELT (convs, i, conv)
    reset_undominated_debug_binds (conv);
}

/* The successor of NCA that begins a branch only NCA enters: its one
   predecessor is NCA, or its other predecessors are blocks it dominates
   (the latches of a loop it heads) and one edge leads there from NCA.  */
static bool
branch_head_p (basic_block succ, basic_block nca)
{
  if (single_pred_p (succ))
    return true;
  edge e;
  edge_iterator ei;
  int from_nca = 0;
  FOR_EACH_EDGE (e, ei, succ->preds)
    if (e->src == nca)
      from_nca++;
    else if (!dominated_by_p (CDI_DOMINATORS, e->src, succ))
      return false;
  return from_nca == 1;
}

/* True if every non-debug use of CONV's result lies in a block that a
   branch head of NCA (branch_head_p) dominates (a PHI argument is used at
   the end of its edge's source); *USED gets those heads.  */
static bool
uses_below_branches_p (gimple *conv, basic_block nca,
		       hash_set<basic_block> *used, basic_block within = NULL)
{
  auto_vec<basic_block> blocks;
  use_blocks (conv, within, &blocks);
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (blocks, i, bb)
    {
      edge e;
      edge_iterator ei;
      basic_block branch = NULL;
      FOR_EACH_EDGE (e, ei, nca->succs)
	if (e->dest != nca && dominated_by_p (CDI_DOMINATORS, bb, e->dest)
	    && branch_head_p (e->dest, nca))
	  branch = e->dest;
      if (!branch)
	return false;
      used->add (branch);
    }
  return true;
}

/* A copy of CONV at the start of BRANCH takes over the uses of CONV's
   result that BRANCH dominates (debug binds included).  */
static gimple *
conversion_copy_for_branch (gimple *conv, basic_block branch)
{
  tree lhs = gimple_assign_lhs (conv);
  gimple *copy = gimple_copy (conv);
  tree name = make_ssa_name (TREE_TYPE (lhs), copy);
  gimple_assign_set_lhs (copy, name);
  gimple_stmt_iterator gsi = gsi_after_labels (branch);
  gsi_insert_before (&gsi, copy, GSI_SAME_STMT);
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, lhs)
    {
      if (use == copy)
	continue;
      use_operand_p use_p;
      if (is_a <gphi *> (use))
	{
	  FOR_EACH_IMM_USE_ON_STMT (use_p, it)
	    if (dominated_by_p (CDI_DOMINATORS, use_block (use_p), branch))
	      SET_USE (use_p, name);
	}
      else if (dominated_by_p (CDI_DOMINATORS, gimple_bb (use), branch))
	{
	  FOR_EACH_IMM_USE_ON_STMT (use_p, it)
	    SET_USE (use_p, name);
	  update_stmt (use);
	}
    }
  return copy;
}

/* The nearest common dominator of the uses of CONVS' results that WITHIN
   dominates, or NULL.  */
static basic_block
uses_nca_within (const vec<gimple *> &convs, basic_block within)
{
  basic_block nca = NULL;
  unsigned i;
  gimple *conv;
  FOR_EACH_VEC_ELT (convs, i, conv)
    nca = uses_nca (conv, nca, within);
  return nca;
}

/* True if making CONVS once per branch below NCA (the nearest common
   dominator of their uses that WITHIN dominates), and so on below each
   branch, leaves some path from NCA without a conversion: a branch of
   NCA, or of a block below, that uses none of them.  */
static bool
per_branch_gain_p (const vec<gimple *> &convs, basic_block nca,
		   basic_block within, int depth)
{
  if (depth > 8 || !nca || loop_outer (nca->loop_father)
      || EDGE_COUNT (nca->succs) < 2)
    return false;
  hash_set<basic_block> used;
  unsigned i;
  gimple *conv;
  FOR_EACH_VEC_ELT (convs, i, conv)
    if (!uses_below_branches_p (conv, nca, &used, within))
      return false;
  if (used.elements () < EDGE_COUNT (nca->succs))
    return true;
  for (hash_set<basic_block>::iterator it = used.begin (); it != used.end ();
       ++it)
    {
      /* The branch's conversion goes to its uses' nearest common
	 dominator: below the branch's head, a path through the head may
	 miss it.  */
      basic_block below = uses_nca_within (convs, *it);
      if (below != *it
	  || per_branch_gain_p (convs, below, *it, depth + 1))
	return true;
    }
  return false;
}

/* Issue 27 (libgomp's target-35: a recursive function converts its
   frame records once above the branch on its argument, so the atomic
   path, which uses none of them, runs the cvta and its adds on every
   call).  The conversions CONVS (a group conversion_place moves
   together) whose uses lie below two or more branches of the block NCA
   that dominates them all -- each branch a successor of NCA with NCA as
   its only predecessor, NCA itself using none and inside no loop -- are
   made once per branch instead: a path enters at most one branch (to
   enter another it would have to come back to NCA, which no loop
   contains), so it runs at most the one conversion it ran before, and a
   path through a branch without uses runs none.  Not with OpenACC forks
   (FORKS: a conversion's place there also decides what is broadcast),
   nor under verify=1 (its check points are the conversions made so
   far).  Returns false, moving nothing, where the rule does not apply;
   the caller then moves CONVS as one group.  */
static bool
move_conversions_per_branch (vec<gimple *> &convs,
			     const vec<basic_block> &forks, int instance,
			     hash_set<gimple *> *removed, int depth)
{
  if (!forks.is_empty () || knob (KNOB_VERIFY) || !current_loops
      || depth > 8 || !knob (KNOB_CONVERSIONS_PER_BRANCH))
    return false;
  /* Only where every use lies below a branch of NCA, in no loop, and
     some path then runs no conversion (per_branch_gain_p checks all).  */
  basic_block nca = uses_nca_within (convs, NULL);
  if (!per_branch_gain_p (convs, nca, NULL, depth))
    return false;
  hash_set<basic_block> used;
  unsigned i;
  gimple *conv;
  FOR_EACH_VEC_ELT (convs, i, conv)
    {
      bool below = uses_below_branches_p (conv, nca, &used);
      memspace_checking_assert (below);
    }
  /* The branch heads, in edge order, before any edge is split.  */
  auto_vec<basic_block, 4> heads;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, nca->succs)
    if (used.contains (e->dest))
      heads.safe_push (e->dest);
  basic_block head;
  unsigned h;
  FOR_EACH_VEC_ELT (heads, h, head)
    {
      /* Which conversions have a use below this head: decided before the
	 copies take any use over.  */
      auto_vec<gimple *, 4> mine;
      FOR_EACH_VEC_ELT (convs, i, conv)
	{
	  hash_set<basic_block> below;
	  uses_below_branches_p (conv, nca, &below);
	  if (below.contains (head))
	    mine.safe_push (conv);
	}
      /* A loop header entered from NCA: its own block on that edge,
	 which dominates the loop (the header's other predecessors are its
	 latches).  */
      basic_block branch = head;
      if (!single_pred_p (head))
	branch = split_edge (find_edge (nca, head));
      auto_vec<gimple *, 4> copies;
      FOR_EACH_VEC_ELT (mine, i, conv)
	copies.safe_push (conversion_copy_for_branch (conv, branch));
      if (copies.is_empty ())
	continue;
      if (!move_conversions_per_branch (copies, forks, instance, removed,
					depth + 1))
	move_conversions (copies, forks, instance);
      FOR_EACH_VEC_ELT (copies, i, conv)
	memspace_checking_assert (dominates_uses_p (conv));
    }
  /* The originals keep only debug uses now.  */
  FOR_EACH_VEC_ELT (convs, i, conv)
    {
      tree lhs = gimple_assign_lhs (conv);
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, lhs)
	{
	  memspace_checking_assert (is_gimple_debug (use));
	  if (gimple_debug_bind_p (use))
	    {
	      gimple_debug_bind_reset_value (use);
	      update_stmt (use);
	    }
	}
      gimple_stmt_iterator gsi = gsi_for_stmt (conv);
      gsi_remove (&gsi, true);
      release_defs (conv);
      removed->add (conv);
    }
  if (dump_file)
    fprintf (dump_file, "  %u conversions made once per branch of bb %d\n",
	     convs.length (), nca->index);
  return true;
}

/* Merge the conversions CONVS of one operand into one space: a later
   duplicate's uses go to the kept one (the first in the block order,
   which place_conversions' moves place above all uses), the kept ones
   go to KEPT.  With forks (FORKS), only where the uses of both lie
   after the same fork: merging a conversion used before a fork with one
   used after it would put the one left before the fork and broadcast it
   (measured: the bench's acc-worker-frame, 20 -> 22 memory
   instructions).  */
static void
merge_conversions (rewrite_state *st, const vec<gimple *> &convs,
		   const vec<basic_block> &forks, vec<gimple *> *kept)
{
  unsigned i, j;
  gimple *conv, *k;
  FOR_EACH_VEC_ELT (convs, i, conv)
    {
      tree type = TREE_TYPE (gimple_assign_lhs (conv));
      tree op = gimple_assign_rhs1 (conv);
      gimple *same = NULL;
      FOR_EACH_VEC_ELT (*kept, j, k)
	if (TREE_TYPE (gimple_assign_lhs (k)) == type
	    && operand_equal_p (gimple_assign_rhs1 (k), op, 0))
	  {
	    if (forks.is_empty ())
	      same = k;
	    else
	      {
		basic_block a = uses_nca (conv, NULL), b = uses_nca (k, NULL);
		basic_block both = (a && b ? nearest_common_dominator
				    (CDI_DOMINATORS, a, b) : NULL);
		if (both && nearest_fork (both, forks) == nearest_fork (a, forks)
		    && nearest_fork (both, forks) == nearest_fork (b, forks))
		  same = k;
	      }
	  }
      if (!same)
	{
	  kept->safe_push (conv);
	  continue;
	}
      tree from = gimple_assign_lhs (conv), to = gimple_assign_lhs (same);
      /* Two conversions of one operand into one space: the same value.  */
      memspace_checking_assert (from != to && TREE_TYPE (from) == TREE_TYPE (to)
				&& movable_conversion_p (same));
      imm_use_iterator it;
      gimple *use;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_STMT (use, it, from)
	{
	  FOR_EACH_IMM_USE_ON_STMT (use_p, it)
	    SET_USE (use_p, to);
	  update_stmt (use);
	}
      gimple_stmt_iterator gsi = gsi_for_stmt (conv);
      gsi_remove (&gsi, true);
      release_defs (conv);
      st->conversions--;
      if (dump_file)
	{
	  fprintf (dump_file, "merged conversion ");
	  print_generic_expr (dump_file, from);
	  fprintf (dump_file, " into ");
	  print_generic_expr (dump_file, to);
	  fprintf (dump_file, "\n");
	}
    }
}

/* The OpenACC fork statement of BB, a block fork_blocks found.  */
gimple *
fork_statement (basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (oacc_fork_p (gsi_stmt (gsi)))
      return gsi_stmt (gsi);
  return NULL;
}

/* True if the value STMT defines or the effect it has is needed: STMT
   has a side effect, a store, or controls a branch, or what it defines
   (a register, no store) has a use that is needed.  An induction
   variable IVOPTs left behind, used only by its own increment, is not
   (RTL's DCE removes it: a register it read is not live for it).
   VISITED holds the names under way; past 64 of them the answer is yes,
   which keeps the conversion where it was.  */
static bool
needed_stmt_p (gimple *stmt, hash_set<tree> *visited)
{
  tree lhs = NULL_TREE;
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    lhs = gimple_phi_result (phi);
  else if (is_gimple_assign (stmt) && !gimple_vdef (stmt)
	   && !gimple_has_side_effects (stmt)
	   && TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME)
    lhs = gimple_assign_lhs (stmt);
  if (!lhs || virtual_operand_p (lhs))
    return true;
  if (visited->contains (lhs))
    return false;
  if (visited->elements () >= 64)
    return true;
  visited->add (lhs);
  imm_use_iterator it;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, it, lhs)
    {
      gimple *use = USE_STMT (use_p);
      if (!is_gimple_debug (use) && needed_stmt_p (use, visited))
	return true;
    }
  return false;
}

/* True if every non-debug use of NAME, but SKIP, lies after FORK (FORK
   dominates it; a PHI argument is used at the end of its edge's source).
   With ANY, true if at least one such use lies after FORK and is needed
   (needed_stmt_p).  */
static bool
uses_after_fork_p (tree name, gimple *skip, gimple *fork, bool any)
{
  imm_use_iterator it;
  use_operand_p use_p;
  basic_block fork_bb = gimple_bb (fork);
  FOR_EACH_IMM_USE_FAST (use_p, it, name)
    {
      gimple *use = USE_STMT (use_p);
      if (use == skip || is_gimple_debug (use))
	continue;
      bool after;
      if (is_a <gphi *> (use))
	after = dominated_by_p (CDI_DOMINATORS, use_block (use_p), fork_bb);
      else
	after = stmt_dominates_stmt_p (fork, use);
      if (any && after)
	{
	  hash_set<tree> visited;
	  if (needed_stmt_p (use, &visited))
	    return true;
	  continue;
	}
      if (!any && !after)
	return false;
    }
  return !any;
}

/* In a function with OpenACC worker or vector forks (FORKS): a
   conversion of an SSA name made before a fork whose result is used
   only after it, while the converted name itself is also used after
   it, moves to right after the fork.  Both registers would otherwise
   be live at the fork and broadcast from the single active thread
   (nvptx_propagate over DF_LIVE_IN of the forked block, nvptx.cc
   4430-4433, 5148-5172: a 64-bit register is two shfl and two mov per
   lane at a vector fork, a st.shared and a ld.shared at a worker fork);
   after the move only the name is, and each thread converts the value
   it received, one cvta.to (no SASS instruction for .global: facts
   section 23).  measured: libgomp's oacc atomic_capture-2.c, a VLA's
   data pointer loaded from the record before the vector fork, used
   for the loop bound and converted for the stores.  The fork and the
   forked marker expand together where the call is (nvptx.cc:598-599,
   nvptx_emit_forking), so what follows the call (in its block, or first
   in the only successor when the call ends its block, as a
   control-altering call does) runs in every thread.
   The value is the same SSA name wherever it is converted, so the move
   needs no new fact (verify=1 checks it where the conversion ends
   up).  */
static void
sink_conversions_past_forks (function *fn, const vec<basic_block> &forks)
{
  auto_vec<gimple *, 16> convs;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_assign (stmt)
	    && gimple_assign_rhs_code (stmt) == ADDR_SPACE_CONVERT_EXPR
	    && TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME
	    && TREE_CODE (gimple_assign_rhs1 (stmt)) == SSA_NAME
	    && !virtual_operand_p (gimple_assign_rhs1 (stmt)))
	  convs.safe_push (stmt);
      }
  unsigned i;
  gimple *conv;
  FOR_EACH_VEC_ELT (convs, i, conv)
    {
      basic_block nca = uses_nca (conv, NULL);
      basic_block fork_bb = nca ? nearest_fork (nca, forks) : NULL;
      gimple *fork = fork_bb ? fork_statement (fork_bb) : NULL;
      if (!fork || fork == conv || !stmt_dominates_stmt_p (conv, fork))
	continue;
      tree name = gimple_assign_lhs (conv), op = gimple_assign_rhs1 (conv);
      if (!uses_after_fork_p (name, NULL, fork, false)
	  || !uses_after_fork_p (op, conv, fork, true))
	continue;
      gimple_stmt_iterator from = gsi_for_stmt (conv);
      if (stmt_ends_bb_p (fork))
	{
	  /* GCC keeps the fork last in its block (a control-altering
	     call): the conversion goes first in its only successor.  */
	  if (!single_succ_p (fork_bb)
	      || !single_pred_p (single_succ (fork_bb))
	      || single_succ (fork_bb) == EXIT_BLOCK_PTR_FOR_FN (fn))
	    continue;
	  gimple_stmt_iterator to = gsi_after_labels (single_succ (fork_bb));
	  gsi_move_before (&from, &to);
	}
      else
	{
	  gimple_stmt_iterator to = gsi_for_stmt (fork);
	  gsi_move_after (&from, &to);
	}
      /* The operand dominates the fork, the fork every use.  */
      memspace_checking_assert (dominates_uses_p (conv));
      reset_undominated_debug_binds (conv);
      if (dump_file)
	{
	  fprintf (dump_file, "conversion of ");
	  print_generic_expr (dump_file, op);
	  fprintf (dump_file, " moved past the OpenACC fork\n");
	}
    }
}

/* Issue 27, conversions at the right place.  Every conversion of a
   parameter or of a variable's address (movable_conversion_p) -- the
   first instance's and the second's -- is merged with the others of the
   same operand into the same space: RTL does not merge them across
   blocks (GCSE handles no inline asm, gcse.cc:838-880; CSE works within
   an extended basic block; doc/gcc-nvptx-facts.md section 12).  Then it
   goes where its uses need it (conversion_place): not on a path that
   never uses it (an early exit at the top of the function), not inside
   a loop.  In a function without OpenACC forks the conversions of
   automatic variables move as one group, so that they stay together and
   expand to one cvta of the frame; each other conversion moves on its
   own.  In a function with forks, variable addresses move on their own
   to their uses after the fork, since every pseudo register live at a
   worker fork is broadcast from the single active thread through
   __oacc_bcast (nvptx_shared_propagate -> nvptx_propagate over DF_LIVE_IN
   of the forked block, nvptx.cc:4430-4433, 5148-5172), one st.shared and
   one ld.shared each, while a variable's address in its space is the
   same in every thread (measured: GCC's private-atomic-1-vector.f90,
   12 -> 14 memory instructions with the conversion before the fork;
   test regress-fork-conversion.c), and
   parameters stay where they are (before the forks: one broadcast of the
   converted value, each thread converting costs more), merged into the
   first of their kind.  */
void
place_conversions (rewrite_state *st, function *fn, bool forked)
{
  auto_vec<gimple *, 16> convs;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (movable_conversion_p (gsi_stmt (gsi)))
	convs.safe_push (gsi_stmt (gsi));
  auto_vec<basic_block, 4> forks;
  fork_blocks (fn, &forks);
  if (convs.is_empty ())
    {
      if (!forks.is_empty ())
	sink_conversions_past_forks (fn, forks);
      return;
    }

  auto_vec<gimple *, 16> kept;
  merge_conversions (st, convs, forks, &kept);

  unsigned i;
  gimple *conv;
  auto_vec<gimple *, 8> frame_group;
  /* The conversions move_conversions_per_branch replaced by copies.  */
  hash_set<gimple *> removed;
  FOR_EACH_VEC_ELT (kept, i, conv)
    {
      if (forked && TREE_CODE (gimple_assign_rhs1 (conv)) == SSA_NAME)
	{
	  /* Stays before the forks; must still dominate the merged uses.  */
	  if (!dominates_uses_p (conv))
	    {
	      gimple_stmt_iterator from = gsi_for_stmt (conv);
	      gimple_stmt_iterator start = start_gsi (st);
	      gsi_move_before (&from, &start);
	    }
	  continue;
	}
      if (!forked && frame_conversion_p (conv))
	{
	  frame_group.safe_push (conv);
	  continue;
	}
      auto_vec<gimple *, 1> one;
      one.quick_push (conv);
      if (!move_conversions_per_branch (one, forks, st->instance, &removed, 0))
	move_conversions (one, forks, st->instance);
    }
  /* One group per space: a frame is in one space.  */
  while (!frame_group.is_empty ())
    {
      tree type = TREE_TYPE (gimple_assign_lhs (frame_group[0]));
      auto_vec<gimple *, 8> group;
      for (i = 0; i < frame_group.length ();)
	if (TREE_TYPE (gimple_assign_lhs (frame_group[i])) == type)
	  {
	    group.safe_push (frame_group[i]);
	    frame_group.ordered_remove (i);
	  }
	else
	  i++;
      if (!move_conversions_per_branch (group, forks, st->instance, &removed,
					0))
	move_conversions (group, forks, st->instance);
    }
  /* Wherever they went, the conversions kept still dominate every use
     (the merged duplicates' included): the moves only go to a dominator
     of the uses, and a conversion with no such place stays where it
     dominated them (before the forks, at the start of the function).  */
  FOR_EACH_VEC_ELT (kept, i, conv)
    memspace_checking_assert (removed.contains (conv)
			      || dominates_uses_p (conv));
  if (!forks.is_empty ())
    sink_conversions_past_forks (fn, forks);
}

} // namespace memspace_rewrite
