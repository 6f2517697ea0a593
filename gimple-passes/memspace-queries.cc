// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-queries.cc -- questions about functions, calls and trees that
   the inference and the passes ask alike.

   ONE JOB: answer, without any lattice, what GCC 12's IR says about a
   function or a statement: is FNDECL an offload entry point or a
   function libgomp launches with a data record
   (memspace_entry_point_p, memspace_receives_data_record_p), which
   function a GOMP_parallel call launches (memspace_launch_target), is a
   record only loaded from (memspace_record_read_only_p), does nvptx
   expand an atomic inline (memspace_inline_atomic_size,
   memspace_internal_atomic_p), is a load a restrict root
   (memspace_restrict_root_load_p), which statements mention a decl.
   CONSUMES: GIMPLE in SSA form and the call graph, any pass.
   PRODUCES: nothing in the IR: answers.
   POSITION: beside memspace-address-flow, below the inference, which
   seeds from them (S6: the entry record), and the passes (ipmsp,
   process-restrict, nc-safety, lower-module-shared, loaded-pointers).
   KNOBS: none.  */

#include "gcc-compat.h"
#include "builtin-effects.h"
#include "memspace-address-flow.h"
#include "memspace-queries.h"

bool
memspace_entry_point_p (tree fndecl)
{
  return lookup_attribute ("omp target entrypoint", DECL_ATTRIBUTES (fndecl));
}

bool
memspace_receives_data_record_p (tree fndecl)
{
  cgraph_node *node = cgraph_node::get (fndecl);
  return memspace_entry_point_p (fndecl) || (node && node->parallelized_function);
}

int
memspace_inline_atomic_size (const gcall *call)
{
  if (gimple_call_internal_p (call))
    {
      if (gimple_call_internal_fn (call) != IFN_ATOMIC_COMPARE_EXCHANGE
	  || gimple_call_num_args (call) < 4
	  || !tree_fits_shwi_p (gimple_call_arg (call, 3)))
	return 0;
      int size = tree_to_shwi (gimple_call_arg (call, 3)) & 255;
      return size == 4 || size == 8 ? size : 0;
    }
  if (!gimple_call_builtin_p (call, BUILT_IN_NORMAL))
    return 0;
  int size = memspace_sync_builtin_size
	       (DECL_FUNCTION_CODE (gimple_call_fndecl (call)));
  return size == 4 || size == 8 ? size : 0;
}

bool
memspace_internal_atomic_p (const gcall *call)
{
  if (!gimple_call_internal_p (call))
    return false;
  switch (gimple_call_internal_fn (call))
    {
    case IFN_ATOMIC_COMPARE_EXCHANGE:
    case IFN_ATOMIC_BIT_TEST_AND_SET:
    case IFN_ATOMIC_BIT_TEST_AND_COMPLEMENT:
    case IFN_ATOMIC_BIT_TEST_AND_RESET:
      return true;
    default:
      return false;
    }
}

/* memspace_only_loaded_through_p's OTHER_USE for
   memspace_record_read_only_p: USE takes the address of a field at a
   constant offset from the record (PTR is the record pointer or derived
   from it by constant arithmetic), and that address is used only as the
   object of inline atomics, nowhere else (not stored, not passed on, not
   offset, not compared).  The bytes the atomics access go to DATA, a
   vec<memspace_record_range>.  */
static bool
atomic_field_address_p (gassign *use, tree ptr, void *data)
{
  vec<memspace_record_range> *fields = (vec<memspace_record_range> *) data;
  tree lhs = gimple_assign_lhs (use);
  tree rhs = gimple_assign_rhs1 (use);
  if (!gimple_assign_single_p (use) || TREE_CODE (lhs) != SSA_NAME
      || TREE_CODE (rhs) != ADDR_EXPR)
    return false;
  HOST_WIDE_INT offset = 0, field_size;
  if (memspace_parameter_load (TREE_OPERAND (rhs, 0), &offset, &field_size) != 0
      || TREE_OPERAND (get_base_address (TREE_OPERAND (rhs, 0)), 0) != ptr)
    return false;
  auto_vec<memspace_record_range, 4> ranges;
  imm_use_iterator it;
  gimple *atomic;
  FOR_EACH_IMM_USE_STMT (atomic, it, lhs)
    {
      if (is_gimple_debug (atomic))
	continue;
      gcall *call = dyn_cast <gcall *> (atomic);
      int size = call ? memspace_inline_atomic_size (call) : 0;
      if (!size || gimple_call_arg (call, 0) != lhs
	  || gimple_call_lhs (call) == lhs)
	return false;
      for (unsigned i = 1; i < gimple_call_num_args (call); i++)
	if (memspace_tree_mentions_p (gimple_call_arg (call, i), lhs))
	  return false;
      memspace_record_range range = { offset, size };
      ranges.safe_push (range);
    }
  fields->safe_splice (ranges);
  return true;
}

bool
memspace_record_read_only_p (struct function *fn,
			     vec<memspace_record_range> *atomic_fields)
{
  tree record = DECL_ARGUMENTS (fn->decl);
  tree def = record ? ssa_default_def (fn, record) : NULL_TREE;
  if (!def)
    return true;
  if (!atomic_fields)
    return memspace_only_loaded_through_p (def);
  auto_vec<memspace_record_range, 4> fields;
  if (!memspace_only_loaded_through_p (def, atomic_field_address_p, &fields))
    return false;
  atomic_fields->safe_splice (fields);
  return true;
}

bool
memspace_restrict_root_load_p (gassign *load, HOST_WIDE_INT *offset)
{
  if (!gimple_assign_single_p (load))
    return false;
  tree lhs = gimple_assign_lhs (load), rhs = gimple_assign_rhs1 (load);
  if (TREE_CODE (lhs) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (lhs))
      || !REFERENCE_CLASS_P (rhs))
    return false;
  tree var = SSA_NAME_VAR (lhs);
  if (!var || !VAR_P (var) || !POINTER_TYPE_P (TREE_TYPE (var))
      || !TYPE_RESTRICT (TREE_TYPE (var)))
    return false;
  HOST_WIDE_INT size;
  *offset = 0;
  return memspace_parameter_load (rhs, offset, &size) == 0;
}

/* walk_tree callback: does the tree mention DATA (a tree)?  */
static tree
mentions (tree *tp, int *walk_subtrees, void *data)
{
  if (*tp == (tree) data)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* The same for walk_gimple_op, whose DATA is a walk_stmt_info.  */
static tree
mentions_stmt_info (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  return mentions (tp, walk_subtrees, wi->info);
}

bool
memspace_tree_mentions_p (tree t, tree what)
{
  return t && walk_tree_without_duplicates (&t, mentions, what) != NULL_TREE;
}

void
memspace_statements_mentioning (tree decl, vec<gimple *> *stmts)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	struct walk_stmt_info wi;
	memset (&wi, 0, sizeof wi);
	wi.info = decl;
	if (walk_gimple_op (stmt, mentions_stmt_info, &wi))
	  stmts->safe_push (stmt);
      }
}

tree
memspace_launch_target (gimple *stmt, tree *data)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call || !gimple_call_builtin_p (call, BUILT_IN_NORMAL))
    return NULL_TREE;
  switch (DECL_FUNCTION_CODE (gimple_call_fndecl (call)))
    {
      /* libgomp's GOMP_parallel* (parallel.c, loop.c, sections.c) all go
	 through gomp_team_start (fn, data, ...): every thread of the team
	 calls fn (data) with DATA as passed, on its own soft stack
	 (config/nvptx/team.c).  */
    case BUILT_IN_GOMP_PARALLEL:
    case BUILT_IN_GOMP_PARALLEL_SECTIONS:
    case BUILT_IN_GOMP_PARALLEL_LOOP_STATIC:
    case BUILT_IN_GOMP_PARALLEL_LOOP_DYNAMIC:
    case BUILT_IN_GOMP_PARALLEL_LOOP_GUIDED:
    case BUILT_IN_GOMP_PARALLEL_LOOP_RUNTIME:
    case BUILT_IN_GOMP_PARALLEL_LOOP_NONMONOTONIC_DYNAMIC:
    case BUILT_IN_GOMP_PARALLEL_LOOP_NONMONOTONIC_GUIDED:
    case BUILT_IN_GOMP_PARALLEL_LOOP_NONMONOTONIC_RUNTIME:
    case BUILT_IN_GOMP_PARALLEL_LOOP_MAYBE_NONMONOTONIC_RUNTIME:
      break;
    default:
      return NULL_TREE;
    }
  if (gimple_call_num_args (call) < 2)
    return NULL_TREE;
  tree fn = gimple_call_arg (call, 0);
  if (TREE_CODE (fn) != ADDR_EXPR
      || TREE_CODE (TREE_OPERAND (fn, 0)) != FUNCTION_DECL)
    return NULL_TREE;
  *data = gimple_call_arg (call, 1);
  return TREE_OPERAND (fn, 0);
}
