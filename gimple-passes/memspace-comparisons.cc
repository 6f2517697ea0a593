// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-comparisons.cc -- equality tests of addresses, done on the
   converted pointers.

   ONE JOB: after memspace-opt rewrote a function's accesses onto shadows
   (the converted twins of its pointers), move the EQ/NE tests of those
   pointers onto the shadows too, so that the generic chains die and a
   loop carries one induction variable per stream, as without the plugin.
   CONSUMES: GIMPLE in SSA form, the lattice, the shadow maps of the
   rewrite (memspace-shadow.cc), dominators and loops.
   PRODUCES: the same function with those tests comparing shadows: two
   addresses of one space (conversion is one-to-one there), or an
   induction variable against an end the lattice gives no space (the end
   moved by what the shadow started above the generic start, exact
   integer arithmetic; exit_test_on_shadow_phi).
   POSITION: memspace-opt, both instances, after the references and
   atomics are rewritten and before the dead-code cleanup that removes
   the generic chains; the exit tests IVOPTs made (memspace-opt2).
   KNOBS: none of its own (memspace-opt).  */

#include "gcc-compat.h"
#include "memspace-addr-space.h"
#include "memspace-infer.h"
#include "memspace-rewrite.h"
#include "tree-ssa-loop-niter.h"
#include "tree-affine.h"

namespace memspace_rewrite {

/* DEF, or the definition of what DEF converts when DEF is a conversion
   between types of one precision (a pointer to an integer), repeated.  */
static gimple *
skip_same_size_conversions (gimple *def)
{
  while (is_gimple_assign (def)
	 && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
	 && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME
	 && (TYPE_PRECISION (TREE_TYPE (gimple_assign_lhs (def)))
	     == TYPE_PRECISION (TREE_TYPE (gimple_assign_rhs1 (def)))))
    def = SSA_NAME_DEF_STMT (gimple_assign_rhs1 (def));
  return def;
}

/* The PHI of LOOP's header that induction variable X is (X itself) or
   steps from (X = PHI + constant), through conversions of one
   precision, or NULL.  */
static gphi *
induction_phi (class loop *loop, tree x)
{
  gimple *def = skip_same_size_conversions (SSA_NAME_DEF_STMT (x));
  if (is_gimple_assign (def)
      && (gimple_assign_rhs_code (def) == PLUS_EXPR
	  || gimple_assign_rhs_code (def) == POINTER_PLUS_EXPR)
      && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME
      && TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST)
    def = skip_same_size_conversions
	    (SSA_NAME_DEF_STMT (gimple_assign_rhs1 (def)));
  gphi *phi = dyn_cast <gphi *> (def);
  return phi && gimple_bb (phi) == loop->header ? phi : NULL;
}

/* SHADOW_START - GENERIC_START as an affine combination in sizetype,
   expanded through the definitions of both.  (One expansion of the
   difference: aff_combination_scale takes a widest_int, whose width is
   the target's, so the host cc1, where the plugin must load to refuse,
   has no such symbol.)  */
static void
start_difference (tree shadow_start, tree generic_start, aff_tree *aff)
{
  hash_map<tree, name_expansion *> *cache = NULL;
  tree difference = fold_build2 (MINUS_EXPR, sizetype,
				 fold_convert (sizetype, shadow_start),
				 fold_convert (sizetype, generic_start));
  tree_to_aff_combination_expand (difference, sizetype, aff, &cache);
  free_affine_expand_cache (&cache);
}

/* S0 - G0 in sizetype: the shadow a generic chain started with minus
   its generic start.  Both usually add the same offsets to a root and
   its conversion (_2 + _67 and _10 + _67): tree-affine expands them
   through their definitions so the common terms cancel and what is
   left, the root's conversion minus the root, is invariant in every
   loop around.  When more than two terms are left, the plain
   difference.  */
static tree
conversion_delta (tree shadow_start, tree generic_start)
{
  aff_tree shadow_aff;
  start_difference (shadow_start, generic_start, &shadow_aff);
  if (shadow_aff.n <= 2 && !shadow_aff.rest)
    return aff_combination_to_tree (&shadow_aff);
  return fold_build2 (MINUS_EXPR, sizetype,
		      fold_convert (sizetype, shadow_start),
		      fold_convert (sizetype, generic_start));
}

/* walk_tree callback: the SSA name of *TP defined last (dominated by the
   definitions of all the others seen) in *(tree *) DATA.  */
static tree
latest_name_r (tree *tp, int *walk_subtrees, void *data)
{
  tree *latest = (tree *) data;
  if (TREE_CODE (*tp) != SSA_NAME)
    return NULL_TREE;
  *walk_subtrees = 0;
  if (SSA_NAME_IS_DEFAULT_DEF (*tp))
    return NULL_TREE;
  if (!*latest || SSA_NAME_IS_DEFAULT_DEF (*latest)
      || stmt_dominates_stmt_p (SSA_NAME_DEF_STMT (*latest),
				SSA_NAME_DEF_STMT (*tp)))
    *latest = *tp;
  return NULL_TREE;
}

/* The SSA name T is, through conversions of one precision, or
   NULL_TREE.  */
static tree
stripped_name (tree t)
{
  while (CONVERT_EXPR_P (t)
	 && TYPE_PRECISION (TREE_TYPE (t))
	    == TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (t, 0))))
    t = TREE_OPERAND (t, 0);
  return TREE_CODE (t) == SSA_NAME ? t : NULL_TREE;
}

/* The root pair of a conversion delta S0 - G0 that tree-affine reduced
   to "ROOT_SHADOW - ROOT" (a root and its conversion, the offsets both
   add cancelled): true, with *ROOT and *ROOT_SHADOW set.  */
static bool
delta_roots (tree shadow_start, tree generic_start, tree *root,
	     tree *root_shadow)
{
  aff_tree shadow_aff;
  start_difference (shadow_start, generic_start, &shadow_aff);
  if (shadow_aff.n != 2 || shadow_aff.rest
      || maybe_ne (shadow_aff.offset, 0))
    return false;
  int plus = wi::eq_p (shadow_aff.elts[0].coef, 1) ? 0 : 1;
  if (!wi::eq_p (shadow_aff.elts[plus].coef, 1)
      || !wi::eq_p (shadow_aff.elts[1 - plus].coef, -1))
    return false;
  *root_shadow = stripped_name (shadow_aff.elts[plus].val);
  *root = stripped_name (shadow_aff.elts[1 - plus].val);
  return *root && *root_shadow;
}

/* NAME, an integer or pointer whose definitions add ROOT into it
   (PLUS, POINTER_PLUS on the base, MINUS on the left, conversions of one
   precision; DEPTH levels at most), rebuilt on ROOT_SHADOW in sizetype:
   each statement of the path is repeated right after itself with
   ROOT_SHADOW for ROOT, so the result is NAME + (ROOT_SHADOW - ROOT)
   exactly, computed where NAME was and at NAME's cost -- when every
   statement of the path has one use, the next one (its original then
   dies), and ROOT_SHADOW is defined before each.  NULL_TREE if NAME is
   not such a chain.  */
static tree
rebase_on_root_shadow (tree name, tree root, tree root_shadow, int depth)
{
  tree stripped = stripped_name (name);
  if (stripped == root)
    return root_shadow;
  if (!stripped || depth == 0 || SSA_NAME_IS_DEFAULT_DEF (stripped)
      || !has_single_use (stripped))
    return NULL_TREE;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (stripped));
  if (!def || stmt_ends_bb_p (def)
      || (!SSA_NAME_IS_DEFAULT_DEF (root_shadow)
	  && !stmt_dominates_stmt_p (SSA_NAME_DEF_STMT (root_shadow), def)))
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree ops[2] = { gimple_assign_rhs1 (def), gimple_assign_rhs2 (def) };
  int on;
  if (CONVERT_EXPR_CODE_P (code))
    return (TYPE_PRECISION (TREE_TYPE (ops[0]))
	    == TYPE_PRECISION (TREE_TYPE (gimple_assign_lhs (def)))
	    ? rebase_on_root_shadow (ops[0], root, root_shadow, depth - 1)
	    : NULL_TREE);
  if (code == PLUS_EXPR || code == POINTER_PLUS_EXPR || code == MINUS_EXPR)
    {
      tree rebased = rebase_on_root_shadow (ops[0], root, root_shadow,
					    depth - 1);
      on = 0;
      if (!rebased && code == PLUS_EXPR)
	{
	  rebased = rebase_on_root_shadow (ops[1], root, root_shadow,
					   depth - 1);
	  on = 1;
	}
      if (!rebased)
	return NULL_TREE;
      gimple_seq seq = NULL;
      tree a = gimple_convert (&seq, sizetype, rebased);
      tree b = gimple_convert (&seq, sizetype, ops[1 - on]);
      tree sum = gimple_build (&seq, code == MINUS_EXPR ? MINUS_EXPR
			       : PLUS_EXPR, sizetype, a, b);
      /* The root is added in with coefficient 1 on every level (a MINUS
	 only on its left), so the sum moved by exactly ROOT_SHADOW -
	 ROOT.  */
      memspace_checking_assert (on == 0 || code == PLUS_EXPR);
      gimple_stmt_iterator gsi = gsi_for_stmt (def);
      gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
      return sum;
    }
  return NULL_TREE;
}

/* Insert SEQ at the end of BB (before its control statement); false if
   BB ends with a statement that nothing may follow.  */
static bool
insert_at_end (basic_block bb, gimple_seq seq)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (gsi_end_p (gsi))
    {
      gsi = gsi_after_labels (bb);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }
  else if (is_ctrl_stmt (gsi_stmt (gsi)))
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  else if (!stmt_ends_bb_p (gsi_stmt (gsi)))
    gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
  else
    return false;
  return true;
}

/* Compute DELTA, an expression of names all available at the end of
   ENTRY_SRC (a loop's entry), once for the loops around ENTRY_SRC
   (invariant_block: out of them while its names are available, not
   past an OpenACC fork) and on no path that does not reach ENTRY_SRC's
   loops.  Returns the name holding it, or NULL_TREE.  */
static tree
insert_invariant (tree delta, basic_block entry_src)
{
  /* Before gimplifying: that rewrites DELTA's operands in place, into
     names the sequence defines.  */
  tree latest = NULL_TREE;
  walk_tree_without_duplicates (&delta, latest_name_r, &latest);
  gimple_seq seq = NULL;
  tree name = force_gimple_operand (unshare_expr (delta), &seq, true,
				    NULL_TREE);
  if (gimple_seq_empty_p (seq))
    return name;
  gimple *ready = (latest && !SSA_NAME_IS_DEFAULT_DEF (latest)
		   ? SSA_NAME_DEF_STMT (latest) : NULL);
  basic_block target = invariant_block (entry_src, ready);
  if (!insert_at_end (target, seq))
    return NULL_TREE;
  return name;
}

/* An equality test of an induction variable X against a loop-invariant
   bound B whose space the lattice does not know (IVOPTs' end value,
   integer arithmetic on the generic base): when X's chain has a shadow
   PHI S in the loop header, the test becomes "shadow (X) CMP B + (S0 -
   G0)", G0 and S0 the values the generic PHI and its shadow enter the
   loop with.  Exact integer arithmetic: shadow (X) = S0 + (X - G0) --
   the shadow chain adds what the generic chain adds, the assumption
   every shadow rests on (a conversion keeps offsets,
   doc/gcc-nvptx-facts.md) -- so shadow (X) == B + (S0 - G0) if and
   only if X == B, modulo 2^64 like the original test, whatever B points
   to (it is never converted or dereferenced).  B + (S0 - G0) is B's own
   chain rebuilt on the root's conversion where S0 - G0 reduces to "the
   conversion of a root minus the root" and B's chain adds that root in
   (rebase_on_root_shadow: what stock computes), else B plus S0 - G0
   computed out of the loops (insert_invariant).  The generic induction
   variable then dies: one per stream, as stock (libgomp's oacc
   loop-auto-1 gang_4, tile-1 gang_vector_1: an add more per iteration
   before).  */
static bool
exit_test_on_shadow_phi (rewrite_state *st, gcond *cond)
{
  basic_block bb = gimple_bb (cond);
  class loop *loop = current_loops ? bb->loop_father : NULL;
  if (!loop || !loop_outer (loop) || !loop->latch
      || EDGE_COUNT (loop->header->preds) != 2)
    return false;
  edge entry = EDGE_PRED (loop->header, 0);
  if (entry->src == loop->latch)
    entry = EDGE_PRED (loop->header, 1);
  if (entry->src == loop->latch
      || flow_bb_inside_loop_p (loop, entry->src))
    return false;
  tree ops[2] = { gimple_cond_lhs (cond), gimple_cond_rhs (cond) };
  for (int i = 0; i < 2; i++)
    {
      tree x = ops[i], bound = ops[1 - i];
      if (TREE_CODE (x) != SSA_NAME || TREE_CODE (bound) != SSA_NAME
	  || !memspace_tracked_type_p (TREE_TYPE (x))
	  || !memspace_tracked_type_p (TREE_TYPE (bound))
	  || pointer_type_space_p (TREE_TYPE (x))
	  || pointer_type_space_p (TREE_TYPE (bound))
	  || (!SSA_NAME_IS_DEFAULT_DEF (bound)
	      && flow_bb_inside_loop_p
		   (loop, gimple_bb (SSA_NAME_DEF_STMT (bound)))))
	continue;
      gphi *generic_phi = induction_phi (loop, x);
      enum memspace lattice = memspace_value (&st->info, x);
      if (!generic_phi || !memspace_concrete_p (lattice)
	  || !rewritable_space_p (lattice))
	continue;
      addr_space_t candidates[2] = { memspace_addr_space (lattice),
				     MEMSPACE_AS_GLOBAL_NC };
      for (int c = 0; c < (lattice == MEMSPACE_GLOBAL ? 2 : 1); c++)
	{
	  addr_space_t space = candidates[c];
	  tree *known = shadow_map (st, space)->get
			  (gimple_phi_result (generic_phi));
	  if (!known || !*known || TREE_CODE (*known) != SSA_NAME)
	    continue;
	  gphi *shadow_phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (*known));
	  auto_bitmap visited;
	  if (!shadow_phi || gimple_bb (shadow_phi) != loop->header
	      || !exact_shadow_p (st, x, lattice, visited, 0))
	    continue;
	  tree x_shadow = get_shadow (st, x, space, cond, 0);
	  if (!x_shadow)
	    continue;
	  /* Built on the shadow PHI's chain, not a conversion of X itself:
	     the last value X takes (the end) may lie one past the object,
	     where no conversion of it is needed or wanted.  */
	  gimple *x_shadow_def = SSA_NAME_DEF_STMT (x_shadow);
	  if (is_gimple_assign (x_shadow_def)
	      && gimple_assign_rhs_code (x_shadow_def) == ADDR_SPACE_CONVERT_EXPR)
	    continue;
	  tree generic_start = PHI_ARG_DEF_FROM_EDGE (generic_phi, entry);
	  tree shadow_start = PHI_ARG_DEF_FROM_EDGE (shadow_phi, entry);
	  /* Both PHIs are built one argument per edge (shadow_phi).  */
	  memspace_checking_assert (TREE_TYPE (shadow_start)
				    == TREE_TYPE (x_shadow));
	  /* The end rebuilt on the root's conversion where its chain adds
	     the root in (END + (S0 - G0) at END's cost, stock's), else END
	     plus the delta.  */
	  tree root, root_shadow, end = NULL_TREE, shadow_bound;
	  gimple_seq seq = NULL;
	  if (delta_roots (shadow_start, generic_start, &root, &root_shadow))
	    end = rebase_on_root_shadow (bound, root, root_shadow, 6);
	  gimple *end_def = end ? SSA_NAME_DEF_STMT (end) : NULL;
	  if (end_def && (gimple_code (end_def) == GIMPLE_PHI
			  || (gimple_bb (end_def) && !stmt_ends_bb_p (end_def))))
	    {
	      shadow_bound = make_ssa_name (TREE_TYPE (x_shadow));
	      gimple *cast = gimple_build_assign (shadow_bound, NOP_EXPR, end);
	      gimple_stmt_iterator gsi;
	      if (gimple_code (end_def) == GIMPLE_PHI)
		{
		  gsi = gsi_after_labels (gimple_bb (end_def));
		  gsi_insert_before (&gsi, cast, GSI_SAME_STMT);
		}
	      else
		{
		  gsi = gsi_for_stmt (end_def);
		  gsi_insert_after (&gsi, cast, GSI_SAME_STMT);
		}
	    }
	  else
	    {
	      tree delta = insert_invariant
			     (conversion_delta (shadow_start, generic_start),
			      entry->src);
	      if (!delta)
		return false;
	      end = gimple_convert (&seq, sizetype, bound);
	      end = gimple_build (&seq, PLUS_EXPR, sizetype, end, delta);
	      shadow_bound = gimple_convert (&seq, TREE_TYPE (x_shadow), end);
	      if (!insert_at_end (entry->src, seq))
		return false;
	    }
	  /* An equality test of two pointers of the shadows' type.  */
	  memspace_checking_assert (TREE_TYPE (shadow_bound)
				    == TREE_TYPE (x_shadow)
				    && pointer_type_space_p (TREE_TYPE (x_shadow)));
	  if (i == 0)
	    {
	      gimple_cond_set_lhs (cond, x_shadow);
	      gimple_cond_set_rhs (cond, shadow_bound);
	    }
	  else
	    {
	      gimple_cond_set_lhs (cond, shadow_bound);
	      gimple_cond_set_rhs (cond, x_shadow);
	    }
	  update_stmt (cond);
	  bitmap_set_bit (st->replaced, SSA_NAME_VERSION (x));
	  dump_rewrite (cond, space, "exit test");
	  return true;
	}
    }
  return false;
}

/* An equality test of two addresses in one space (an induction variable
   against its end, after IVOPTs) is done on their shadows when one of them
   already has one: the generic chain then dies and the loop carries one
   induction variable per stream, as without the plugin.  Sound because
   conversion into a state space is one-to-one on the addresses in that
   space, so equality is preserved; ordered comparisons are left alone.
   The other operand must be converted outside the loop (or already be).  */
void
rewrite_address_comparisons (rewrite_state *st)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, st->info.fn)
    {
      gcond *cond = safe_dyn_cast <gcond *> (last_stmt (bb));
      if (!cond
	  || (gimple_cond_code (cond) != EQ_EXPR
	      && gimple_cond_code (cond) != NE_EXPR))
	continue;
      tree ops[2] = { gimple_cond_lhs (cond), gimple_cond_rhs (cond) };
      if (TREE_CODE (ops[0]) != SSA_NAME || TREE_CODE (ops[1]) != SSA_NAME
	  || !memspace_tracked_type_p (TREE_TYPE (ops[0]))
	  || pointer_type_space_p (TREE_TYPE (ops[0]))
	  || pointer_type_space_p (TREE_TYPE (ops[1])))
	continue;
      enum memspace lattice = memspace_value (&st->info, ops[0]);
      if (lattice != memspace_value (&st->info, ops[1])
	  || !memspace_concrete_p (lattice) || !rewritable_space_p (lattice))
	{
	  exit_test_on_shadow_phi (st, cond);
	  continue;
	}
      /* The space whose shadows the rewritten accesses already use.  */
      addr_space_t space = MEMSPACE_AS_GENERIC;
      addr_space_t candidates[2] = { memspace_addr_space (lattice),
				     MEMSPACE_AS_GLOBAL_NC };
      for (int c = 0; c < (lattice == MEMSPACE_GLOBAL ? 2 : 1); c++)
	for (int i = 0; i < 2; i++)
	  {
	    tree *known = shadow_map (st, candidates[c])->get (ops[i]);
	    if (known && *known && space == MEMSPACE_AS_GENERIC)
	      space = candidates[c];
	  }
      if (space == MEMSPACE_AS_GENERIC)
	continue;
      bool ok = true;
      class loop *loop = current_loops ? bb->loop_father : NULL;
      for (int i = 0; i < 2 && ok; i++)
	{
	  tree *known = shadow_map (st, space)->get (ops[i]);
	  if (known)
	    ok = *known != NULL_TREE;
	  else
	    ok = (loop && (SSA_NAME_IS_DEFAULT_DEF (ops[i])
			   || !flow_bb_inside_loop_p
				 (loop, gimple_bb (SSA_NAME_DEF_STMT (ops[i])))));
	  auto_bitmap visited;
	  ok = ok && exact_shadow_p (st, ops[i], lattice, visited, 0);
	}
      if (!ok)
	continue;
      tree shadows[2];
      for (int i = 0; i < 2 && ok; i++)
	{
	  shadows[i] = get_shadow (st, ops[i], space, cond, 0);
	  ok = shadows[i] != NULL_TREE;
	}
      if (!ok)
	continue;
      /* An equality test of two addresses of one space, on pointers of
	 that space (a null shadow has the shadows' type too).  */
      memspace_checking_assert (TREE_TYPE (shadows[0]) == TREE_TYPE (shadows[1])
				&& pointer_type_space_p (TREE_TYPE (shadows[0])));
      gimple_cond_set_lhs (cond, shadows[0]);
      gimple_cond_set_rhs (cond, shadows[1]);
      update_stmt (cond);
      for (int i = 0; i < 2; i++)
	bitmap_set_bit (st->replaced, SSA_NAME_VERSION (ops[i]));
      dump_rewrite (cond, space, "comparison");
    }
}

} // namespace memspace_rewrite
