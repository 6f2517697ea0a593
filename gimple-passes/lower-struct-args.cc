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

   EVERY USE SEEN.  The split is sound only if the clone's body rewrite
   replaces every use of the parameter: a use it does not replace stays a
   use of the old PARM_DECL, which the clone turns into a fresh
   uninitialised local (ipa_param_body_adjustments::common_initialization,
   ipa-param-manipulation.cc:1417-1440: copy_decl_to_var, no
   initialisation), so a missed read
   reads garbage and a missed write is lost.  The analysis therefore looks
   at every statement that names the parameter anywhere in its operands
   (GCC's walk_gimple_op: inside addresses, MEM_REF bases, constructors,
   asm operands, PHI arguments) and classifies it; only two shapes are
   accepted, everything else keeps the parameter whole with the reason and
   the statement in the dump:
     - a LOAD: the whole right-hand side of an assignment to an SSA name,
       a reference whose base (get_ref_base_and_extent, which resolves
       MEM_REF[&parm + C] to parm) is the parameter at a constant offset
       inside its bytes, of register type and its full size, not
       volatile, not a bit field, not underaligned, not overlapping
       another component of a different shape -- exactly what
       modify_expression replaces;
     - the CAST-ONLY PATH: &parm itself as a call argument, handed to a
       callee taking a pointer: the aggregate stays whole and nothing per
       field is done.
   REFUSED (the parameter stays whole): a store to it or any part (also
   through MEM_REF[&parm + C]), the address of it or of any part anywhere
   else (&s.a to a callee, &s.arr[i], this = &s.sub, a PHI or a store of
   such an address, its conversion to an integer, memcpy/memset on
   parts), an aggregate copy or by-value pass, an inline asm operand, an
   internal-function use, a variable-offset, volatile, bit-field or
   underaligned access, more than MAX_COMPONENTS components.  Whole
   functions are left untouched when variadic, noclone/noipa or entry
   points.  The old walk (walk_stmt_load_store_addr_ops) handed over
   the operand of '&' (s.a) and a MEM_REF as the "base" of a load or store
   through &s + C (gimple-walk.cc:730-750), so the comparisons with the
   PARM_DECL missed those uses (issue 24, bug 2).

   The other half of lower-struct-args, the kernel parameter records, is in
   memspace-opt (entry_record_load_p): field loads of an entry point's
   read-only argument record are invariant ld.global.nc.

   KNOBS: whole-device-program (read by device-program.cc);
   lower-struct-args, the one flag also read by memspace-opt for the record
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
  /* The statement that made REFUSAL, for the dump.  */
  gimple *refusal_stmt;
  auto_vec<component, 8> components;
};

/* walk_tree callback: stop at the parameter, DATA's info.  */
static tree
find_parm_r (tree *tp, int *walk_subtrees, void *data)
{
  walk_stmt_info *wi = (walk_stmt_info *) data;
  if (*tp == (tree) wi->info)
    return *tp;
  if (IS_TYPE_OR_DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* True if STMT names PARM anywhere: every operand, walked by GCC's own
   operand walker (gimple-walk.cc walk_gimple_op), inside addresses,
   MEM_REF bases, constructors and asm operands alike.  */
static bool
stmt_mentions_p (gimple *stmt, tree parm)
{
  walk_stmt_info wi;
  memset (&wi, 0, sizeof wi);
  wi.info = parm;
  return walk_gimple_op (stmt, find_parm_r, &wi) != NULL_TREE;
}

static bool
tree_mentions_p (tree t, tree parm)
{
  walk_stmt_info wi;
  memset (&wi, 0, sizeof wi);
  wi.info = parm;
  return t && walk_tree (&t, find_parm_r, &wi, NULL) != NULL_TREE;
}

/* What find_parm_address_r looks for and found.  */
struct address_search
{
  tree parm;
  /* Set when the address found is &parm itself, not of a part.  */
  bool whole;
};

/* walk_tree callback: an ADDR_EXPR in a value position whose object lies
   in the parameter (get_base_address looks through handled components
   and MEM_REF[&parm + C]).  The &parm that is the base of a MEM_REF is
   an access, not an address that flows anywhere: the caller classifies
   the access.  */
static tree
find_parm_address_r (tree *tp, int *walk_subtrees, void *data)
{
  address_search *search = (address_search *) ((walk_stmt_info *) data)->info;
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if ((TREE_CODE (t) == MEM_REF || TREE_CODE (t) == TARGET_MEM_REF)
      && TREE_CODE (TREE_OPERAND (t, 0)) == ADDR_EXPR)
    {
      /* Skip the base; a TARGET_MEM_REF's index operands are values.  */
      *walk_subtrees = 0;
      for (int i = 1; i < TREE_OPERAND_LENGTH (t); i++)
	if (TREE_OPERAND (t, i))
	  if (tree found = walk_tree (&TREE_OPERAND (t, i), find_parm_address_r,
				      data, NULL))
	    return found;
      return NULL_TREE;
    }
  if (TREE_CODE (t) != ADDR_EXPR)
    return NULL_TREE;
  tree object = TREE_OPERAND (t, 0);
  if (get_base_address (object) != search->parm)
    return NULL_TREE;
  search->whole = object == search->parm;
  return t;
}

/* If T holds the address of PARM or of a part of it, the reason that
   keeps the parameter whole; else NULL.  */
static const char *
address_refusal (tree t, tree parm)
{
  address_search search = { parm, false };
  walk_stmt_info wi;
  memset (&wi, 0, sizeof wi);
  wi.info = &search;
  if (!t || !walk_tree (&t, find_parm_address_r, &wi, NULL))
    return NULL;
  return search.whole ? "address taken" : "address of a part taken";
}

/* The same over every operand of STMT.  */
static const char *
stmt_address_refusal (gimple *stmt, tree parm)
{
  address_search search = { parm, false };
  walk_stmt_info wi;
  memset (&wi, 0, sizeof wi);
  wi.info = &search;
  if (!walk_gimple_op (stmt, find_parm_address_r, &wi))
    return NULL;
  return search.whole ? "address taken" : "address of a part taken";
}

/* Add the component that the load RHS (the whole right-hand side of an
   assignment to an SSA name) reads from PA->parm; NULL, or the reason it
   cannot be one.  The component must be exactly what the clone's body
   rewrite replaces: ipa_param_body_adjustments::modify_expression
   (ipa-param-manipulation.cc:1733) strips one BIT_FIELD_REF, REALPART_EXPR
   or IMAGPART_EXPR and looks up the operand's base and unit offset
   (isra_get_ref_base_and_offset, :597, i.e. get_ref_base_and_extent,
   which resolves MEM_REF[&parm + C] to parm) among the new parameters by
   offset alone (lookup_replacement_1, :1588).  An access it would not
   find stays an access to the old PARM_DECL, which the clone turns into a
   fresh uninitialised local (:1417-1440): a silent wrong value.  So the
   rules below are IPA-SRA's own (ipa-sra.cc:1667 scan_expr_access: the
   same stripping, constant extent, no bit field, not underaligned), plus
   one shape per offset.  */
static const char *
add_load (param_analysis *pa, tree rhs)
{
  tree ref = rhs;
  if (TREE_CODE (ref) == BIT_FIELD_REF || TREE_CODE (ref) == REALPART_EXPR
      || TREE_CODE (ref) == IMAGPART_EXPR)
    ref = TREE_OPERAND (ref, 0);
  for (tree t = rhs; ; t = TREE_OPERAND (t, 0))
    {
      if (TREE_THIS_VOLATILE (t) || TYPE_VOLATILE (TREE_TYPE (t)))
	return "volatile access";
      if (TREE_CODE (t) == COMPONENT_REF && DECL_BIT_FIELD (TREE_OPERAND (t, 1)))
	return "bit-field access";
      if (!handled_component_p (t))
	break;
    }
  poly_int64 bitpos, bitsize, maxsize;
  bool reverse;
  tree base = get_ref_base_and_extent (ref, &bitpos, &bitsize, &maxsize, &reverse);
  if (base != pa->parm)
    /* The parameter occurs in the reference other than as its base.  */
    return "a use the pass does not read";
  HOST_WIDE_INT pos, size, max;
  if (!bitpos.is_constant (&pos) || !bitsize.is_constant (&size)
      || !maxsize.is_constant (&max) || size != max || size < 0)
    return "variable-offset access";
  /* The caller loads each component from its own aggregate: one outside
     the parameter's bytes would read past the caller's object.  */
  tree parm_size = TYPE_SIZE (TREE_TYPE (pa->parm));
  if (pos < 0 || !parm_size || !tree_fits_shwi_p (parm_size)
      || pos + size > tree_to_shwi (parm_size))
    return "access outside the parameter";
  if (reverse)
    return "reverse storage order access";
  tree type = TREE_TYPE (ref);
  if (!is_gimple_reg_type (type))
    return "aggregate copy of the parameter";
  if (pos % BITS_PER_UNIT || size % BITS_PER_UNIT
      || !tree_fits_uhwi_p (TYPE_SIZE (type))
      || tree_to_uhwi (TYPE_SIZE (type)) != (unsigned HOST_WIDE_INT) size)
    return "bit-field access";
  /* The caller loads the component with the type's alignment unless it
     can prove less (ipa_param_adjustments::modify_call): IPA-SRA refuses
     underaligned accesses for the same reason.  */
  if (get_object_alignment (ref) < TYPE_ALIGN (type))
    return "underaligned access";
  component c = { pos / BITS_PER_UNIT, size / BITS_PER_UNIT, type,
		  reference_alias_ptr_type (ref) };
  unsigned i;
  component *other;
  FOR_EACH_VEC_ELT (pa->components, i, other)
    {
      if (other->offset == c.offset && other->size == c.size
	  && types_compatible_p (other->type, c.type))
	return NULL;
      if (c.offset < other->offset + other->size && other->offset < c.offset + c.size)
	return "overlapping accesses of different shape";
    }
  if (pa->components.length () >= MAX_COMPONENTS)
    return "too many components";
  pa->components.safe_push (c);
  return NULL;
}

/* STMT names PA->parm.  Accept it -- a load of a component, or &parm
   handed whole to a callee (the cast-only path) -- or return why the
   parameter must stay whole.  Every statement is classified here, so a
   use nobody thought of is refused, never overlooked.  */
static const char *
classify_use (param_analysis *pa, gimple *stmt)
{
  tree parm = pa->parm;
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
      {
	tree lhs = gimple_assign_lhs (stmt);
	if (tree_mentions_p (lhs, parm))
	  return "the parameter is written";
	if (const char *why = stmt_address_refusal (stmt, parm))
	  return why;
	if (!gimple_assign_single_p (stmt))
	  return "a use the pass does not read";
	if (TREE_CODE (lhs) != SSA_NAME)
	  return "aggregate copy of the parameter";
	return add_load (pa, gimple_assign_rhs1 (stmt));
      }

    case GIMPLE_CALL:
      {
	gcall *call = as_a <gcall *> (stmt);
	if (tree_mentions_p (gimple_call_lhs (call), parm))
	  return "the parameter is written";
	if (gimple_call_internal_p (call))
	  return "used by an internal function call";
	if (tree_mentions_p (gimple_call_fn (call), parm)
	    || tree_mentions_p (gimple_call_chain (call), parm))
	  return "a use the pass does not read";
	bool whole = false;
	for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	  {
	    tree arg = gimple_call_arg (call, i);
	    if (!tree_mentions_p (arg, parm))
	      continue;
	    /* The cast-only path: &parm itself handed to a callee.  */
	    if (TREE_CODE (arg) == ADDR_EXPR && TREE_OPERAND (arg, 0) == parm)
	      {
		whole = true;
		continue;
	      }
	    if (const char *why = address_refusal (arg, parm))
	      {
		/* The testing knob overlooks the address of a part, as the
		   pass did before issue 24 (bug 2).  */
		if (knob (KNOB_TEST_WRONG_REWRITE)
		    == MEMSPACE_TEST_STRUCT_PART_ADDRESS_IGNORED
		    && strcmp (why, "address of a part taken") == 0)
		  return NULL;
		return why;
	      }
	    return "passed on by value";
	  }
	if (!whole)
	  return "a use the pass does not read";
	pa->cast_only = true;
	return NULL;
      }

    case GIMPLE_ASM:
      return "inline asm operand";

    case GIMPLE_RETURN:
      if (const char *why = stmt_address_refusal (stmt, parm))
	return why;
      return "returned by value";

    default:
      /* A PHI, a condition or a switch can only hold its address.  */
      if (const char *why = stmt_address_refusal (stmt, parm))
	return why;
      return "a use the pass does not read";
    }
}

/* Decide what to do with aggregate parameter PA->parm of the current
   function: look at every statement that names it.  */
static void
analyse_parameter (param_analysis *pa)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi); gsi_next (&gsi))
	if (stmt_mentions_p (gsi.phi (), pa->parm))
	  {
	    pa->refusal = classify_use (pa, gsi.phi ());
	    pa->refusal_stmt = gsi.phi ();
	    return;
	  }
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  /* Debug binds of the parameter are rewritten or reset by the
	     clone's body rewrite (ipa_param_body_adjustments).  */
	  if (is_gimple_debug (stmt) || !stmt_mentions_p (stmt, pa->parm))
	    continue;
	  if (const char *why = classify_use (pa, stmt))
	    {
	      pa->refusal = why;
	      pa->refusal_stmt = stmt;
	      return;
	    }
	}
    }
  if (pa->cast_only)
    return;
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
	{
	  fprintf (dump_file, ": left unchanged (%s)\n", pa->refusal);
	  if (pa->refusal_stmt)
	    {
	      fprintf (dump_file, "    at: ");
	      print_gimple_stmt (dump_file, pa->refusal_stmt, 0, TDF_SLIM);
	    }
	}
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
      gcall *call = memspace_modify_call (adjustments, e, true);
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
	  pa->refusal_stmt = NULL;
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
  bool gate (function *) final override { return optimize > 0 && knob (KNOB_LOWER_STRUCT_ARGS); }
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
