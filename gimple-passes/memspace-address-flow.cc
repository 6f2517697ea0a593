// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-address-flow.cc -- the one definition of address flow, and the
   walks along it.

   ONE JOB: say how the value a statement defines carries the addresses
   of its operands (memspace_address_operands: COPY, OFFSET, SELECT,
   INTEGER, or NONE for a root), and walk pointers along those flows:
   back to a parameter (memspace_walk_to_parameter, memspace_parameter_load),
   forward over a pointer's uses (memspace_walk_pointer_uses,
   memspace_only_loaded_through_p).
   CONSUMES: GIMPLE in SSA form, any pass (IPA bodies and late GIMPLE).
   PRODUCES: nothing in the IR: answers.
   POSITION: below everything that follows a pointer: the inference
   (memspace-infer.cc) propagates along exactly these flows, the rewrite
   builds its shadows along them (memspace-shadow.cc), and
   process-restrict, nc-safety, ipmsp and loaded-pointers follow the part
   they need.  One definition, so that no pass follows a flow another
   does not see; to make the plugin follow a new operation, teach
   memspace_address_operands.
   KNOBS: track-int2ptr (flows through pointer-sized integers).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-address-flow.h"
#include "builtin-effects.h"

bool
memspace_tracked_type_p (const_tree type)
{
  if (POINTER_TYPE_P (type))
    return true;
  return INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) == POINTER_SIZE;
}

bool
memspace_provenance_type_p (const_tree type)
{
  return (POINTER_TYPE_P (type) || INTEGRAL_TYPE_P (type)
	  || SCALAR_FLOAT_TYPE_P (type) || FIXED_POINT_TYPE_P (type)
	  || VECTOR_TYPE_P (type) || TREE_CODE (type) == COMPLEX_TYPE
	  || TREE_CODE (type) == OFFSET_TYPE);
}

/* Callees whose result points into the object one of their arguments
   points to (memcpy, strchr...: builtin-effects.cc): that argument, or
   NULL_TREE.  */
static tree
result_argument (const gcall *call)
{
  struct memspace_call_effects effects;
  if (!memspace_call_effects (call, &effects)
      || effects.result != MEMSPACE_RESULT_ARGUMENT
      || effects.result_argument >= gimple_call_num_args (call))
    return NULL_TREE;
  return gimple_call_arg (call, effects.result_argument);
}

/* memspace_address_operands without its checks.  */
static enum memspace_flow
address_operands_1 (gimple *def, vec<tree> *ops)
{
  tree lhs = gimple_get_lhs (def);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME || virtual_operand_p (lhs)
      || !memspace_tracked_type_p (TREE_TYPE (lhs)))
    return MEMSPACE_FLOW_NONE;
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	ops->safe_push (gimple_phi_arg_def (phi, i));
      return MEMSPACE_FLOW_SELECT;
    }
  if (gcall *call = dyn_cast <gcall *> (def))
    {
      tree argument = result_argument (call);
      if (!argument)
	return MEMSPACE_FLOW_NONE;
      ops->safe_push (argument);
      return MEMSPACE_FLOW_OFFSET;
    }
  gassign *assign = dyn_cast <gassign *> (def);
  if (!assign)
    return MEMSPACE_FLOW_NONE;
  tree rhs1 = gimple_assign_rhs1 (assign);
  enum tree_code code = gimple_assign_rhs_code (assign);
  if (gimple_assign_single_p (assign))
    {
      switch (TREE_CODE (rhs1))
	{
	case SSA_NAME:
	case INTEGER_CST:
	case ADDR_EXPR:
	  ops->safe_push (rhs1);
	  return MEMSPACE_FLOW_COPY;
	default:
	  /* Loads and everything else.  */
	  return MEMSPACE_FLOW_NONE;
	}
    }
  bool track_integers = knob (KNOB_TRACK_INT2PTR);
  tree to = TREE_TYPE (lhs), from = TREE_TYPE (rhs1);
  switch (code)
    {
    CASE_CONVERT:
      if (POINTER_TYPE_P (to) && POINTER_TYPE_P (from))
	break;
      if (POINTER_TYPE_P (to))
	{
	  /* Integer to pointer.  */
	  if (TREE_CODE (rhs1) == INTEGER_CST || !track_integers
	      || !memspace_tracked_type_p (from))
	    return MEMSPACE_FLOW_NONE;
	  break;
	}
      /* To an integer: only a conversion that keeps every bit keeps an
	 address.  */
      if (TYPE_PRECISION (to) != TYPE_PRECISION (from)
	  || !memspace_tracked_type_p (from)
	  || (POINTER_TYPE_P (from) && !track_integers))
	return MEMSPACE_FLOW_NONE;
      break;
    case ADDR_SPACE_CONVERT_EXPR:
      break;
    case POINTER_PLUS_EXPR:
      ops->safe_push (rhs1);
      ops->safe_push (gimple_assign_rhs2 (assign));
      return MEMSPACE_FLOW_OFFSET;
    case COND_EXPR:
      ops->safe_push (gimple_assign_rhs2 (assign));
      ops->safe_push (gimple_assign_rhs3 (assign));
      return MEMSPACE_FLOW_SELECT;
    case MIN_EXPR:
    case MAX_EXPR:
      if (POINTER_TYPE_P (to))
	{
	  ops->safe_push (rhs1);
	  ops->safe_push (gimple_assign_rhs2 (assign));
	  return MEMSPACE_FLOW_SELECT;
	}
      /* Fall through.  */
    default:
      if (POINTER_TYPE_P (to) || !track_integers)
	return MEMSPACE_FLOW_NONE;
      ops->safe_push (rhs1);
      if (gimple_num_ops (assign) > 2)
	ops->safe_push (gimple_assign_rhs2 (assign));
      if (gimple_num_ops (assign) > 3)
	ops->safe_push (gimple_assign_rhs3 (assign));
      return MEMSPACE_FLOW_INTEGER;
    }
  ops->safe_push (rhs1);
  return MEMSPACE_FLOW_COPY;
}

enum memspace_flow
memspace_address_operands (gimple *def, vec<tree> *ops)
{
  /* OPS receives the operands of DEF alone.  */
  memspace_checking_assert (ops->is_empty ());
  enum memspace_flow flow = address_operands_1 (def, ops);
  /* The shapes every follower relies on: a root has no operand, a copy
     one, an offset its base (and, for POINTER_PLUS, the offset), an
     assignment's select its two arms, integer arithmetic its one to
     three operands; and only a tracked SSA name carries a flow.  */
  switch (flow)
    {
    case MEMSPACE_FLOW_NONE:
      memspace_checking_assert (ops->is_empty ());
      break;
    case MEMSPACE_FLOW_COPY:
      memspace_checking_assert (ops->length () == 1);
      break;
    case MEMSPACE_FLOW_OFFSET:
      memspace_checking_assert (ops->length () == (is_a <gcall *> (def) ? 1u : 2u));
      break;
    case MEMSPACE_FLOW_SELECT:
      memspace_checking_assert (is_a <gphi *> (def) || ops->length () == 2);
      break;
    case MEMSPACE_FLOW_INTEGER:
      memspace_checking_assert (!ops->is_empty () && ops->length () <= 3);
      break;
    }
  memspace_checking_assert (flow == MEMSPACE_FLOW_NONE
			    || (TREE_CODE (gimple_get_lhs (def)) == SSA_NAME
				&& memspace_tracked_type_p
				     (TREE_TYPE (gimple_get_lhs (def)))));
  return flow;
}

tree
memspace_derived_pointer (gimple *use, tree ptr, bool constant_offset)
{
  auto_vec<tree, 2> ops;
  enum memspace_flow flow = memspace_address_operands (use, &ops);
  tree lhs = gimple_get_lhs (use);
  if ((flow != MEMSPACE_FLOW_COPY && flow != MEMSPACE_FLOW_OFFSET)
      || ops[0] != ptr || !POINTER_TYPE_P (TREE_TYPE (lhs)))
    return NULL_TREE;
  if (flow == MEMSPACE_FLOW_OFFSET && constant_offset
      && (ops.length () < 2 || !tree_fits_shwi_p (ops[1])))
    return NULL_TREE;
  return lhs;
}

int
memspace_walk_to_parameter (tree ptr, HOST_WIDE_INT *offset)
{
  auto_vec<tree, 2> ops;
  for (int depth = 0; depth < 16 && TREE_CODE (ptr) == SSA_NAME; depth++)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (ptr))
	{
	  tree var = SSA_NAME_VAR (ptr);
	  if (!var || TREE_CODE (var) != PARM_DECL)
	    return -1;
	  int index = 0;
	  for (tree p = DECL_ARGUMENTS (current_function_decl); p;
	       p = DECL_CHAIN (p), index++)
	    if (p == var)
	      return index;
	  return -1;
	}
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (!is_gimple_assign (def))
	return -1;
      ops.truncate (0);
      enum memspace_flow flow = memspace_address_operands (def, &ops);
      if ((flow != MEMSPACE_FLOW_COPY && flow != MEMSPACE_FLOW_OFFSET)
	  || !POINTER_TYPE_P (TREE_TYPE (ops[0])))
	return -1;
      /* An assignment's offset is a POINTER_PLUS: base and offset.  */
      memspace_checking_assert (flow != MEMSPACE_FLOW_OFFSET || ops.length () == 2);
      if (flow == MEMSPACE_FLOW_OFFSET && offset)
	{
	  if (!tree_fits_shwi_p (ops[1]))
	    return -1;
	  *offset += tree_to_shwi (ops[1]);
	}
      ptr = ops[0];
    }
  return -1;
}

int
memspace_parameter_load (tree ref, HOST_WIDE_INT *offset, HOST_WIDE_INT *size)
{
  if (TREE_THIS_VOLATILE (ref))
    return -1;
  poly_int64 poly_offset;
  tree base = get_addr_base_and_unit_offset (ref, &poly_offset);
  if (!base || TREE_CODE (base) != MEM_REF
      || !poly_offset.is_constant (offset)
      || !tree_fits_shwi_p (TREE_OPERAND (base, 1)))
    return -1;
  *offset += tree_to_shwi (TREE_OPERAND (base, 1));
  tree size_tree = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!size_tree || !tree_fits_shwi_p (size_tree))
    return -1;
  *size = tree_to_shwi (size_tree);
  return memspace_walk_to_parameter (TREE_OPERAND (base, 0), offset);
}

bool
memspace_walk_pointer_uses (tree root, memspace_pointer_use_fn visit,
			    void *data)
{
  memspace_checking_assert (TREE_CODE (root) == SSA_NAME);
  auto_vec<tree, 8> worklist;
  auto_bitmap seen;
  worklist.safe_push (root);
  bitmap_set_bit (seen, SSA_NAME_VERSION (root));
  while (!worklist.is_empty ())
    {
      tree ptr = worklist.pop ();
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, ptr)
	{
	  if (is_gimple_debug (use))
	    continue;
	  tree follow = NULL_TREE;
	  if (!visit (use, ptr, &follow, data))
	    return false;
	  if (follow && TREE_CODE (follow) == SSA_NAME
	      && bitmap_set_bit (seen, SSA_NAME_VERSION (follow)))
	    worklist.safe_push (follow);
	}
    }
  return true;
}

struct only_loaded_data
{
  memspace_other_use_fn other_use;
  void *data;
};

/* memspace_walk_pointer_uses' visitor for memspace_only_loaded_through_p.  */
static bool
only_loaded_visit (gimple *use, tree ptr, tree *follow, void *data)
{
  only_loaded_data *d = (only_loaded_data *) data;
  if (gimple_code (use) == GIMPLE_COND)
    return true;
  gassign *assign = dyn_cast <gassign *> (use);
  if (!assign)
    return false;
  if (tree derived = memspace_derived_pointer (assign, ptr, false))
    {
      *follow = derived;
      return true;
    }
  /* A load: PTR appears only as the base of the loaded reference.  */
  tree lhs = gimple_assign_lhs (assign);
  if (gimple_assign_single_p (assign) && TREE_CODE (lhs) == SSA_NAME)
    {
      tree base = get_base_address (gimple_assign_rhs1 (assign));
      if (base && (TREE_CODE (base) == MEM_REF
		   || TREE_CODE (base) == TARGET_MEM_REF)
	  && TREE_OPERAND (base, 0) == ptr)
	return true;
    }
  return d->other_use && d->other_use (assign, ptr, d->data);
}

bool
memspace_only_loaded_through_p (tree name, memspace_other_use_fn other_use,
				void *data)
{
  only_loaded_data d = { other_use, data };
  return memspace_walk_pointer_uses (name, only_loaded_visit, &d);
}
