// SPDX-License-Identifier: GPL-3.0-or-later
/* nc-safety.cc -- which functions may read restrict data through
   ld.global.nc.

   ONE JOB: decide, for every function of the offload program, whether
   every kernel that can run it leaves restrict data alone except through
   pointers based on the restrict root ("nc-safe"); ipmsp publishes the
   answer as "nvptx memspace nc safe" and process-restrict marks loads
   through restrict roots of nc-safe functions for ld.global.nc.
   INPUTS: the functions (cgraph nodes), which of them are entry points,
   and each function's final facts (a callback: ipmsp's votes), with which
   memspace-infer tells where a stored-through pointer points.
   OUTPUTS: per function STORES_SAFE and NC_SAFE (nc-safety.h).
   CALLER: ipmsp, once, after its last fixed point.

   ld.global.nc needs data nothing in the kernel writes.  For a restrict
   root x, C's restrict makes a write to x's data through any lvalue not
   based on x undefined -- through another restrict root (even one derived
   from x: it would break that root's own restrict), through a variable's
   name, into the frame or another state space.  What may legitimately
   write it is a pointer based on x: x's own derivations (checked by
   process-restrict) and any pointer whose derivation the offload compiler
   cannot see -- a non-restrict captured pointer copied from x on the host,
   a pointer loaded from memory, an unknown callee.  So a function is
   nc-safe if every kernel that can run it (the closure of an entry point
   over direct calls and launches) stores only through safe bases:
   variables, addresses of variables, pointers derived from restrict roots
   of a data record, pointers into .shared/.local/.const; calls only to
   functions of the closure, to libgomp's GOMP_/omp_ API, and to builtins
   whose stores are checked the same way.  A function no entry point
   reaches runs in no kernel we saw: not nc-safe.  */

#include "gcc-compat.h"
#include "nc-safety.h"

namespace {

struct nc_safety_state
{
  nc_safety_facts_fn facts;
  void *data;
  /* Every function of the program, by decl.  */
  hash_map<tree, nc_safety_function *> index;
};

nc_safety_function *
lookup (nc_safety_state *st, tree fndecl)
{
  if (!fndecl)
    return NULL;
  nc_safety_function **f = st->index.get (fndecl);
  return f ? *f : NULL;
}

/* True if PTR, in the current function, comes (through the pointer
   address flows of memspace_address_operands) only from a restrict root loaded from the
   data record, from the address of a variable, or points into .shared,
   .local or .const.  */
static bool
safe_store_pointer_p (const struct memspace_inference *info, tree ptr,
		      bool record_fn, int depth)
{
  if (depth > 32)
    return false;
  enum memspace space = memspace_value (info, ptr);
  if (space == MEMSPACE_SHARED || space == MEMSPACE_LOCAL || space == MEMSPACE_CONST)
    return true;
  if (TREE_CODE (ptr) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (ptr, 0));
      return base && DECL_P (base);
    }
  if (TREE_CODE (ptr) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (ptr))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  auto_vec<tree, 4> ops;
  switch (memspace_address_operands (def, &ops))
    {
    case MEMSPACE_FLOW_SELECT:
      for (unsigned i = 0; i < ops.length (); i++)
	if (TREE_CODE (ops[i]) != INTEGER_CST
	    && !safe_store_pointer_p (info, ops[i], record_fn, depth + 1))
	  return false;
      return true;
    case MEMSPACE_FLOW_COPY:
    case MEMSPACE_FLOW_OFFSET:
      /* Pointers only: an address made from an integer is not followed.  */
      if (POINTER_TYPE_P (TREE_TYPE (ops[0])))
	return safe_store_pointer_p (info, ops[0], record_fn, depth + 1);
      break;
    default:
      break;
    }
  /* A restrict root: loaded from the data record into a variable declared
     restrict.  */
  gassign *a = dyn_cast <gassign *> (def);
  if (!a)
    return false;
  HOST_WIDE_INT offset;
  return record_fn && memspace_restrict_root_load_p (a, &offset);
}

/* Decide F's stores_safe (NC-SAFE) with its final facts.  */
static void
check_stores (nc_safety_state *st, nc_safety_function *f)
{
  push_cfun (DECL_STRUCT_FUNCTION (f->node->decl));
  struct memspace_inference info;
  info.fn = cfun;
  st->facts (f->node, &info.facts, st->data);
  memspace_infer (&info, NULL);
  cgraph_node *node = f->node;
  bool record_fn = memspace_receives_data_record_p (node->decl);
  bool safe = true;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi) && safe;
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || gimple_clobber_p (stmt))
	  continue;
	if (gcall *call = dyn_cast <gcall *> (stmt))
	  {
	    tree fndecl = gimple_call_fndecl (call);
	    tree data;
	    if (memspace_launch_target (call, &data))
	      continue;
	    if (gimple_call_internal_p (call))
	      {
		/* Internal functions that store: atomics and masked stores.  */
		if (memspace_internal_atomic_p (call)
		    || gimple_call_internal_p (call, IFN_MASK_STORE))
		  safe = safe_store_pointer_p (&info, gimple_call_arg (call, 0),
					       record_fn, 0);
	      }
	    else if (fndecl && fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
	      {
		/* Builtins: writing ones store through their first argument
		   (memcpy, memset, strcpy, atomics); the others store none
		   of the user's memory.  */
		if (gimple_vdef (call) && gimple_call_num_args (call) > 0
		    && POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, 0)))
		    && !memspace_libgomp_call_p (fndecl))
		  safe = safe_store_pointer_p (&info, gimple_call_arg (call, 0),
					       record_fn, 0);
	      }
	    else if (memspace_libgomp_call_p (fndecl))
	      ;
	    else if (!fndecl || !lookup (st, fndecl))
	      safe = false;	/* Unknown or indirect callee.  */
	    if (gimple_call_lhs (call) && !is_gimple_reg (gimple_call_lhs (call)))
	      {
		tree base = get_base_address (gimple_call_lhs (call));
		if (!base || !DECL_P (base))
		  safe = false;
	      }
	    continue;
	  }
	if (gimple_code (stmt) == GIMPLE_ASM && gimple_vdef (stmt))
	  {
	    safe = false;
	    continue;
	  }
	if (!gimple_vdef (stmt) || !is_gimple_assign (stmt))
	  continue;
	tree base = get_base_address (gimple_assign_lhs (stmt));
	if (!base)
	  safe = false;
	else if (DECL_P (base))
	  ;
	else if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
	  safe = safe_store_pointer_p (&info, TREE_OPERAND (base, 0), record_fn, 0);
	else
	  safe = false;
      }
  f->stores_safe = safe;
  memspace_inference_release (&info);
  pop_cfun ();
}

} // anon namespace

/* NC-SAFE over the kernels: each entry point's closure.  */
void
compute_nc_safety (vec<nc_safety_function> &functions,
		   nc_safety_facts_fn facts, void *data)
{
  /* FUNCTIONS is not resized below, so pointers into it stay valid.  */
  nc_safety_state state;
  state.facts = facts;
  state.data = data;
  nc_safety_state *st = &state;
  unsigned i;
  for (i = 0; i < functions.length (); i++)
    st->index.put (functions[i].node->decl, &functions[i]);
  for (i = 0; i < functions.length (); i++)
    {
      nc_safety_function *f = &functions[i];
      check_stores (st, f);
      f->nc_safe = true;
    }
  hash_set<nc_safety_function *> reached;
  for (i = 0; i < functions.length (); i++)
    {
      nc_safety_function *f = &functions[i];
      if (!f->entry)
	continue;
      /* The closure of entry F.  */
      auto_vec<nc_safety_function *, 16> closure, worklist;
      hash_set<nc_safety_function *> seen;
      worklist.safe_push (f);
      seen.add (f);
      bool safe = true;
      while (!worklist.is_empty ())
	{
	  nc_safety_function *g = worklist.pop ();
	  closure.safe_push (g);
	  safe &= g->stores_safe;
	  for (cgraph_edge *e = g->node->callees; e; e = e->next_callee)
	    if (nc_safety_function *h = lookup (st, e->callee->decl))
	      if (!seen.add (h))
		worklist.safe_push (h);
	  function *fn = DECL_STRUCT_FUNCTION (g->node->decl);
	  basic_block bb;
	  FOR_EACH_BB_FN (bb, fn)
	    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
		 gsi_next (&gsi))
	      {
		tree data;
		if (nc_safety_function *h = lookup (st, memspace_launch_target (gsi_stmt (gsi), &data)))
		  if (!seen.add (h))
		    worklist.safe_push (h);
	      }
	}
      unsigned k;
      nc_safety_function *g;
      FOR_EACH_VEC_ELT (closure, k, g)
	{
	  reached.add (g);
	  g->nc_safe &= safe;
	}
    }
  /* A function no entry point reaches runs in no kernel we saw.  */
  for (i = 0; i < functions.length (); i++)
    if (!reached.contains (&functions[i]))
      functions[i].nc_safe = false;
}

