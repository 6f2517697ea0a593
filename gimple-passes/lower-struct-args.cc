// SPDX-License-Identifier: GPL-3.0-or-later
/* lower-struct-args.cc -- by-value aggregate parameters become scalars.

   WHY.  The nvptx ABI passes every aggregate by hidden reference: the
   caller copies the struct into its frame -- under -msoft-stack (OpenMP)
   the soft stack, in global memory -- and passes a pointer; the callee
   reads the fields through it with generic loads.  GCC's IPA-SRA removes
   this only for local functions; `declare target' functions visible
   outside their translation unit keep it.  Seed 003 (NVIDIA's
   LowerStructArgs) turns such parameters into the scalars actually used.

   CONSUMES the whole offload program after inlining (a SIMPLE_IPA pass,
   after "simdclone" and before ipmsp, so that ipmsp votes on the new scalar
   pointer parameters).
   PRODUCES for each function with a splittable by-value aggregate
   parameter a clone (create_version_clone_with_body, named NAME.byval.N)
   whose parameter list has the used components of that aggregate instead
   -- fields, nested fields and array elements at constant offsets, each
   offset composed per level by get_ref_base_and_extent -- and every direct
   call redirected to it with its arguments loaded from the caller's
   aggregate (ipa_param_adjustments::modify_call, GCC's IPA-SRA machinery).
   Nothing then takes the address of the caller's struct, so SRA keeps it
   in registers: no frame copy remains.  A function whose callers are all
   known and redirected is removed: it is specialised in place.  So is a
   public one that nothing outside the offload compilation can call by
   name (whole-device-program, device-program.cc): it is made local
   first.  Otherwise an externally visible one stays for unknown callers.

   ACCEPTED USES of the parameter: loads of register-type components at
   constant offsets (not volatile, not bit fields, not overlapping another
   component of different extent).  CAST-ONLY PATH: when the parameter's
   address only flows on as a call argument (to a callee taking a pointer),
   the aggregate stays whole and nothing per field is done.  REFUSED, with
   the reason in the dump, leaving the function untouched: a store to the
   parameter, its address taken otherwise, an aggregate copy or by-value
   pass of it, a variable-offset or volatile access, a bit field, variadic
   functions, noclone/noipa functions, entry points, more than
   MAX_COMPONENTS components.

   The other half of lower-struct-args, the kernel parameter records, is in
   memspace-opt (entry_record_load_p): field loads of an entry point's
   read-only argument record are invariant ld.global.nc.

   KNOBS: whole-device-program (read by device-program.cc); opt-byval, the
   one flag also read by memspace-opt for the record
   loads, so the two halves are on or off together (seed 003's lesson).
   Dump: ipa-lower-struct-args (through -fplugin-arg-nvptx_memspace-dump);
   -fopt-info-optimized gives one remark per split parameter.  */

#include "gcc-compat.h"
#include "device-program.h"
#include "knobs.h"
#include "memspace-infer.h"
#include "passes.h"
#include "tree-inline.h"
#include "ipa-param-manipulation.h"
#include "alias.h"

#define MAX_COMPONENTS 16

namespace {

struct component
{
  HOST_WIDE_INT offset;		/* Bytes.  */
  HOST_WIDE_INT size;		/* Bytes.  */
  tree type;
  tree alias_ptr_type;
};

struct param_analysis
{
  tree parm;
  bool split;
  bool cast_only;
  const char *refusal;
  auto_vec<component, 8> components;
};

/* Add the component loaded by REF (a load of PARM).  False if it cannot be
   one.  */
static bool
add_component (param_analysis *pa, tree ref, const char **why)
{
  poly_int64 bitpos, bitsize, maxsize;
  bool reverse;
  tree base = get_ref_base_and_extent (ref, &bitpos, &bitsize, &maxsize, &reverse);
  HOST_WIDE_INT pos, size, max;
  if (base != pa->parm || !bitpos.is_constant (&pos) || !bitsize.is_constant (&size)
      || !maxsize.is_constant (&max) || size != max || reverse)
    {
      *why = "variable-offset access";
      return false;
    }
  if (pos % BITS_PER_UNIT || size % BITS_PER_UNIT)
    {
      *why = "bit-field access";
      return false;
    }
  if (TREE_THIS_VOLATILE (ref))
    {
      *why = "volatile access";
      return false;
    }
  if (!is_gimple_reg_type (TREE_TYPE (ref)))
    {
      *why = "aggregate copy of the parameter";
      return false;
    }
  component c = { pos / BITS_PER_UNIT, size / BITS_PER_UNIT, TREE_TYPE (ref),
		  reference_alias_ptr_type (ref) };
  unsigned i;
  component *other;
  FOR_EACH_VEC_ELT (pa->components, i, other)
    {
      if (other->offset == c.offset && other->size == c.size
	  && types_compatible_p (other->type, c.type))
	return true;
      if (c.offset < other->offset + other->size && other->offset < c.offset + c.size)
	{
	  *why = "overlapping accesses of different shape";
	  return false;
	}
    }
  if (pa->components.length () >= MAX_COMPONENTS)
    {
      *why = "too many components";
      return false;
    }
  pa->components.safe_push (c);
  return true;
}

struct walk_data
{
  param_analysis *pa;
  bool cast_only_use;
};

static bool
visit_load (gimple *stmt, tree base, tree ref, void *data)
{
  walk_data *wd = (walk_data *) data;
  param_analysis *pa = wd->pa;
  if (base != pa->parm || pa->refusal)
    return false;
  gassign *assign = dyn_cast <gassign *> (stmt);
  if (!assign || !gimple_assign_single_p (assign)
      || TREE_CODE (gimple_assign_lhs (assign)) != SSA_NAME
      || gimple_assign_rhs1 (assign) != ref)
    {
      pa->refusal = is_gimple_call (stmt) ? "passed on by value"
					   : "aggregate copy of the parameter";
      return false;
    }
  const char *why;
  if (!add_component (pa, ref, &why))
    pa->refusal = why;
  return false;
}

static bool
visit_store (gimple *, tree base, tree, void *data)
{
  walk_data *wd = (walk_data *) data;
  if (base == wd->pa->parm && !wd->pa->refusal)
    wd->pa->refusal = "the parameter is written";
  return false;
}

static bool
visit_address (gimple *stmt, tree base, tree, void *data)
{
  walk_data *wd = (walk_data *) data;
  param_analysis *pa = wd->pa;
  if (base != pa->parm || pa->refusal)
    return false;
  /* The cast-only path: &parm handed to a callee as a pointer.  */
  if (gcall *call = dyn_cast <gcall *> (stmt))
    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
      {
	tree arg = gimple_call_arg (call, i);
	if (TREE_CODE (arg) == ADDR_EXPR && TREE_OPERAND (arg, 0) == pa->parm)
	  {
	    wd->cast_only_use = true;
	    return false;
	  }
      }
  pa->refusal = "address taken";
  return false;
}

/* Decide what to do with aggregate parameter PA->parm of the current
   function.  */
static void
analyse_parameter (param_analysis *pa)
{
  walk_data wd = { pa, false };
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi); gsi_next (&gsi))
	walk_stmt_load_store_addr_ops (gsi.phi (), &wd, visit_load, visit_store,
				       visit_address);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  walk_stmt_load_store_addr_ops (stmt, &wd, visit_load, visit_store,
					 visit_address);
	}
    }
  if (pa->refusal)
    return;
  if (wd.cast_only_use)
    {
      pa->cast_only = true;
      return;
    }
  if (pa->components.is_empty ())
    {
      pa->refusal = "no component is read";
      return;
    }
  pa->split = true;
}

static int
compare_components (const void *a, const void *b)
{
  const component *x = (const component *) a, *y = (const component *) b;
  return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* Why the whole function must stay as it is, or NULL.  */
static const char *
function_refusal (cgraph_node *node)
{
  tree decl = node->decl;
  if (memspace_entry_point_p (decl))
    return "offload entry point";
  if (lookup_attribute ("noclone", DECL_ATTRIBUTES (decl))
      || lookup_attribute ("noipa", DECL_ATTRIBUTES (decl)))
    return "noclone or noipa";
  if (stdarg_p (TREE_TYPE (decl)))
    return "variadic (va_arg)";
  if (!tree_versionable_function_p (decl))
    return "cannot be versioned";
  if (!node->callers)
    return "no direct caller";
  return NULL;
}

static void
dump_plan (cgraph_node *node, vec<param_analysis *> &params)
{
  if (!dump_file)
    return;
  fprintf (dump_file, "%s:\n", node->dump_name ());
  for (unsigned i = 0; i < params.length (); i++)
    {
      param_analysis *pa = params[i];
      if (!pa)
	continue;
      fprintf (dump_file, "  parameter %u ", i);
      print_generic_expr (dump_file, pa->parm);
      if (pa->split)
	{
	  fprintf (dump_file, ": split into %u scalars:", pa->components.length ());
	  for (unsigned k = 0; k < pa->components.length (); k++)
	    {
	      fprintf (dump_file, "%s", k ? ", " : " ");
	      print_generic_expr (dump_file, pa->components[k].type);
	      fprintf (dump_file, " at %ld", (long) pa->components[k].offset);
	    }
	  fprintf (dump_file, "\n");
	}
      else if (pa->cast_only)
	fprintf (dump_file, ": cast-only path, its address flows on; kept whole\n");
      else
	fprintf (dump_file, ": left unchanged (%s)\n", pa->refusal);
    }
}

struct split_remark
{
  tree fndecl;
  tree parm;
  unsigned components;
};

/* Split the parameters of NODE as PARAMS says; redirect the callers.
   Append one remark per split parameter to REMARKS.  */
static void
transform (cgraph_node *node, vec<param_analysis *> &params,
	   vec<split_remark> *remarks)
{
  vec<ipa_adjusted_param, va_gc> *adjusted = NULL;
  for (unsigned i = 0; i < params.length (); i++)
    {
      param_analysis *pa = params[i];
      if (!pa || !pa->split)
	{
	  ipa_adjusted_param adj;
	  memset (&adj, 0, sizeof adj);
	  adj.op = IPA_PARAM_OP_COPY;
	  adj.base_index = i;
	  adj.prev_clone_index = i;
	  vec_safe_push (adjusted, adj);
	  continue;
	}
      for (unsigned k = 0; k < pa->components.length (); k++)
	{
	  ipa_adjusted_param adj;
	  memset (&adj, 0, sizeof adj);
	  adj.op = IPA_PARAM_OP_SPLIT;
	  adj.base_index = i;
	  adj.prev_clone_index = i;
	  adj.type = pa->components[k].type;
	  adj.alias_ptr_type = pa->components[k].alias_ptr_type;
	  adj.unit_offset = pa->components[k].offset;
	  adj.param_prefix_index = IPA_PARAM_PREFIX_SYNTH;
	  vec_safe_push (adjusted, adj);
	}
    }
  ipa_param_adjustments *adjustments
    = new (ggc_alloc <ipa_param_adjustments> ())
      ipa_param_adjustments (adjusted, params.length (), false);

  auto_vec<cgraph_edge *, 8> callers;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (e->caller->has_gimple_body_p ()
	&& e->call_stmt
	&& gimple_call_num_args (e->call_stmt) == params.length ()
	&& !gimple_call_internal_p (e->call_stmt))
      callers.safe_push (e);

  cgraph_node *clone
    = node->create_version_clone_with_body (vNULL, NULL, adjustments, NULL, NULL,
					    "byval");
  if (!clone)
    return;
  unsigned i;
  cgraph_edge *e;
  FOR_EACH_VEC_ELT (callers, i, e)
    {
      e->redirect_callee (clone);
      push_cfun (DECL_STRUCT_FUNCTION (e->caller->decl));
      gcall *call = adjustments->modify_call (e, true);
      /* modify_call replaces the statement but leaves the edge on the old
	 one (GCC's own callers re-point it); an edge-less call makes the
	 next body copy of the caller (ipmsp's clones) fail in copy_bb.  */
      cgraph_edge::set_call_stmt (e, call, false);
      pop_cfun ();
    }
  if (dump_file)
    fprintf (dump_file, "  cloned as %s, %u call%s redirected\n", clone->dump_name (),
	     callers.length (), callers.length () == 1 ? "" : "s");
  for (unsigned p = 0; p < params.length (); p++)
    if (params[p] && params[p]->split)
      {
	split_remark r = { node->decl, params[p]->parm,
			   params[p]->components.length () };
	remarks->safe_push (r);
      }
}

/* -fopt-info-optimized: one remark per split parameter.  Bodies loaded
   and cloned during the pass ran GCC's pending IPA transforms, and their
   dump_finish closed this pass's -fopt-info stream (dump_enabled_p turns
   false); close and reopen this pass's dumps (the dump file is appended
   to) before emitting.  */
static void
emit_remarks (vec<split_remark> &remarks)
{
  if (remarks.is_empty () || !current_pass)
    return;
  gcc::dump_manager *dumps = g->get_dumps ();
  dumps->dump_finish (current_pass->static_pass_number);
  dumps->dump_start (current_pass->static_pass_number, &dump_flags);
  unsigned i;
  split_remark *r;
  FOR_EACH_VEC_ELT (remarks, i, r)
    if (dump_enabled_p ())
      dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		       dump_user_location_t::from_function_decl (r->fndecl),
		       "lower-struct-args: parameter %T of %s split into %u scalars\n",
		       r->parm, lang_hooks.decl_printable_name (r->fndecl, 2),
		       r->components);
}

/* From the prototype, before loading any body (loading applies the
   pending IPA transforms: work GCC would otherwise do later, one function
   at a time): could FNDECL have a by-value aggregate parameter?  */
static bool
may_have_aggregate_parameter_p (tree fndecl)
{
  tree type = TREE_TYPE (fndecl);
  if (!prototype_p (type))
    return true;
  for (tree t = TYPE_ARG_TYPES (type); t; t = TREE_CHAIN (t))
    if (TREE_VALUE (t) && AGGREGATE_TYPE_P (TREE_VALUE (t)))
      return true;
  return false;
}

static unsigned int
lower_struct_args_execute (void)
{
  auto_vec<cgraph_node *, 16> candidates;
  auto_vec<split_remark, 8> remarks;
  cgraph_node *node;
  /* Nothing to do unless some prototype has an aggregate parameter.  Then
     load every body first, callers included: get_body () applies the
     pending IPA transforms, which rewrite call statements and edges, so
     none may run while calls are being redirected.  */
  bool any = false;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    any |= !node->inlined_to && may_have_aggregate_parameter_p (node->decl);
  if (!any)
    return 0;
  auto_vec<cgraph_node *, 32> to_load;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (!node->inlined_to)
      to_load.safe_push (node);
  unsigned li;
  FOR_EACH_VEC_ELT (to_load, li, node)
    /* In LTO, DECL_ARGUMENTS arrives with the body.  */
    node->get_body ();
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (!node->inlined_to && may_have_aggregate_parameter_p (node->decl))
      {
	if (!gimple_has_body_p (node->decl))
	  continue;
	bool has_aggregate = false;
	for (tree p = DECL_ARGUMENTS (node->decl); p; p = DECL_CHAIN (p))
	  has_aggregate |= AGGREGATE_TYPE_P (TREE_TYPE (p)) && !DECL_BY_REFERENCE (p);
	if (has_aggregate)
	  candidates.safe_push (node);
      }

  struct device_program program;
  device_program_init (&program);
  unsigned ci;
  FOR_EACH_VEC_ELT (candidates, ci, node)
    {
      if (const char *why = function_refusal (node))
	{
	  if (dump_file)
	    fprintf (dump_file, "%s: left unchanged (%s)\n", node->dump_name (), why);
	  continue;
	}
      push_cfun (DECL_STRUCT_FUNCTION (node->decl));
      auto_vec<param_analysis *, 8> params;
      bool any_split = false;
      for (tree p = DECL_ARGUMENTS (node->decl); p; p = DECL_CHAIN (p))
	{
	  if (!AGGREGATE_TYPE_P (TREE_TYPE (p)) || DECL_BY_REFERENCE (p))
	    {
	      params.safe_push (NULL);
	      continue;
	    }
	  param_analysis *pa = new param_analysis;
	  pa->parm = p;
	  pa->split = pa->cast_only = false;
	  pa->refusal = NULL;
	  if (TREE_THIS_VOLATILE (p))
	    pa->refusal = "volatile parameter";
	  else
	    analyse_parameter (pa);
	  if (pa->split)
	    pa->components.qsort (compare_components);
	  any_split |= pa->split;
	  params.safe_push (pa);
	}
      pop_cfun ();
      dump_plan (node, params);
      if (any_split)
	{
	  transform (node, params, &remarks);
	  /* Every call went to the clone: dead, unless called from outside.  */
	  if (device_program_localize_dead (&program, node) && dump_file)
	    fprintf (dump_file, "  original %s made local: no caller left\n",
		     node->dump_name ());
	}
      for (unsigned i = 0; i < params.length (); i++)
	delete params[i];
    }
  device_program_release (&program);
  emit_remarks (remarks);
  /* A local function whose callers were all redirected is now unreachable:
     the clone replaces it (specialisation in place).  */
  return remarks.is_empty () ? 0 : TODO_remove_functions;
}

const pass_data lower_struct_args_data = {
  SIMPLE_IPA_PASS, "lower-struct-args", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0, 0
};

class lower_struct_args_pass : public simple_ipa_opt_pass
{
public:
  lower_struct_args_pass (gcc::context *ctx)
    : simple_ipa_opt_pass (lower_struct_args_data, ctx)
  {}
  bool gate (function *) final override { return optimize > 0 && knob (KNOB_OPT_BYVAL); }
  unsigned int execute (function *) final override
  {
    return lower_struct_args_execute ();
  }
};

} // anon namespace

opt_pass *
make_lower_struct_args_pass (gcc::context *ctx)
{
  return new lower_struct_args_pass (ctx);
}
