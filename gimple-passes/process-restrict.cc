// SPDX-License-Identifier: GPL-3.0-or-later
/* process-restrict.cc -- the user's restrict, recovered inside offloaded
   functions, as GCC dependence cliques; read-only restrict global data
   as ld.global.nc.

   WHY.  omp-low strips restrict from the fields of the data record through
   which a target or parallel region receives its pointers, and GCC's PTA
   honours restrict only on parameters: inside saxpy._omp_fn.1 the
   accesses through `const float *restrict x' and `float *restrict y' all
   get PTA's {clique 1, base 0} and may alias.  The variables that receive
   those pointers in the outlined function are still declared restrict, so
   the user's intent is recoverable.

   CONSUMES GIMPLE in SSA form after PTA (pass "alias").
   PRODUCES the same function with MR_DEPENDENCE_CLIQUE/BASE on the memory
   references derived from restrict roots -- one fresh clique per
   function, one base per root -- so the tree and RTL alias oracles, LIM,
   PRE, DSE and the scheduler know that references based on different
   roots do not overlap.  And, for the roots whose data nothing in the
   kernel can write, the function attribute "nvptx restrict nc" listing
   their (clique, base) pairs: memspace-opt then loads through them from
   the read-only global space, printed ld.global.nc.

   ROOTS (seed 000, in GCC terms):
   - pointers loaded from the data record of an offload entry point or of a
     parallel region (the function's parameter 0; cgraph's
     parallelized_function) into a variable declared restrict: a captured
     variable, declared outside the region, so its restrict scope covers
     the whole outlined function;
   - with allow-restrict-in-struct=1, pointers loaded from a struct field
     declared restrict (by default such a load is not a root and the
     function gets the warning "function contains restrict keyword in
     struct");
   - with apply-multi-level-restrict=1, restrict pointers loaded through a
     root (T *restrict *restrict): each constant offset of a root gets its
     own base, unless the root is also read at a variable offset: then all
     of them share one (pp[1] and pp[k] are the same object when k == 1).
   Restrict parameters are left to GCC's PTA, which already handles them.

   DERIVED VALUES.  A value is derived from a root iff every reaching
   definition comes from that root through copies, pointer casts and
   POINTER_PLUS (constants, i.e. null, are neutral; any other definition --
   a load, a call, a parameter, an integer -- is derived from none).  A PHI or COND_EXPR of
   two roots is derived from neither: its references get no new
   dependence information, which is sound.  Pointers that go through memory
   or integers are not followed.  Only references based on a root are
   given the new clique; references already in a clique other than PTA's
   own (clique 1, recomputed from scratch by PTA) keep theirs, as GCC
   prefers the inner, inlined scope.

   ld.global.nc.  A root qualifies when its value is global
   (memspace-infer), no store and no escape in the function is based on it
   (only loads, pointer arithmetic and comparisons), it came straight from
   the host (loaded from an entry point's read-only argument record, or from
   a launch record field that ipmsp proved read-only for the whole kernel),
   and ipmsp marked the function nc-safe: every kernel that can run it
   stores only through bases that restrict forbids to touch the root's
   data (ipmsp.cc, NC-SAFE) -- a store through a pointer copied from the
   root on the host (w = x before the region) would be legitimate, and the
   non-coherent read-only path would then return stale data.

   IDEMPOTENCY.  The function gets the attribute "nvptx restrict
   processed" (clique, number of bases); each root variable gets "nvptx
   restrict scope" (clique, base) and "nvptx restrict keyword" (GCC keeps
   no spelling: always "restrict").  A function already processed -- a
   re-run, or the second instance -- is only re-stamped (propagate-only):
   references derived from a recorded root that lack its (clique, base)
   receive it; no new clique is minted.  restrict-propagate-only=1 makes
   every run propagate-only.

   POSITION: process-restrict1 after "alias" (so FRE, PRE, LIM, DSE and the
   loop passes use the cliques; memspace-opt copies them onto the
   references it rewrites); process-restrict2 after "optimized",
   propagate-only, for references created after the first run.

   KNOBS: process-restrict, allow-restrict-in-struct,
   apply-multi-level-restrict, restrict-propagate-only.  Dumps:
   tree-process-restrict1, tree-process-restrict2 (through the dump knob;
   -details prints the function before and after).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-infer.h"
#include "passes.h"

#define RESTRICT_ATTR_PROCESSED "nvptx restrict processed"
#define RESTRICT_ATTR_SCOPE "nvptx restrict scope"
#define RESTRICT_ATTR_KEYWORD "nvptx restrict keyword"

namespace {

/* Lattice of "derived from": UNSEEN < root k < CONFLICT.  */
#define DERIVED_UNSEEN 0
#define DERIVED_CONFLICT (-1)

struct restrict_root
{
  tree var;		/* The restrict variable (or NULL for multi-level).  */
  int parent;		/* Multi-level: the root it was loaded through.  */
  HOST_WIDE_INT offset;	/* Multi-level: constant offset, or -1.  */
  int base;		/* MR_DEPENDENCE_BASE.  */
  bool from_record;	/* Loaded from the function's data record.  */
  HOST_WIDE_INT field;	/* Its record offset.  */
  bool nc;		/* Qualifies for ld.global.nc.  */
};

struct restrict_state
{
  vec<restrict_root> roots;
  /* By SSA version: 1 + index into roots, DERIVED_UNSEEN or
     DERIVED_CONFLICT.  */
  vec<int> derived;
  unsigned short clique;
  bool propagate_only;
  bool struct_restrict_seen;
};

static int
root_index_of_var (restrict_state *st, tree var)
{
  for (unsigned i = 0; i < st->roots.length (); i++)
    if (st->roots[i].var == var)
      return i;
  return -1;
}

static int
add_root (restrict_state *st, tree var, int parent, HOST_WIDE_INT offset)
{
  for (unsigned i = 0; i < st->roots.length (); i++)
    if (st->roots[i].var == var && st->roots[i].parent == parent
	&& st->roots[i].offset == offset)
      return i;
  /* A multi-level root's parent is a root found before it.  */
  memspace_checking_assert (parent >= -1 && parent < (int) st->roots.length ());
  restrict_root r = { var, parent, offset, 0, false, 0, false };
  st->roots.safe_push (r);
  return st->roots.length () - 1;
}

static bool
restrict_pointer_type_p (tree type)
{
  return POINTER_TYPE_P (type) && TYPE_RESTRICT (type);
}

/* FNDECL was compiled from Fortran.  gfortran declares the data field of
   its array descriptors restrict by itself (an allocatable or
   assumed-shape array without TARGET aliases nothing): the user wrote no
   restrict keyword, so the "restrict keyword in struct" warning would
   only confuse.  LTO streams the translation unit's language name.  */
static bool
fortran_function_p (tree fndecl)
{
  for (tree t = DECL_CONTEXT (fndecl); t; )
    {
      if (TREE_CODE (t) == TRANSLATION_UNIT_DECL)
	return (TRANSLATION_UNIT_LANGUAGE (t)
		&& startswith (TRANSLATION_UNIT_LANGUAGE (t), "GNU Fortran"));
      if (DECL_P (t))
	t = DECL_CONTEXT (t);
      else if (TYPE_P (t))
	t = TYPE_CONTEXT (t);
      else if (TREE_CODE (t) == BLOCK)
	t = BLOCK_SUPERCONTEXT (t);
      else
	break;
    }
  return false;
}

/* If the field REF loads is declared restrict, that field.  */
static bool
restrict_field_p (tree ref)
{
  return (TREE_CODE (ref) == COMPONENT_REF
	  && restrict_pointer_type_p (TREE_TYPE (TREE_OPERAND (ref, 1))));
}

/* Value of operand OP in the derived lattice.  */
static int
derived_of (restrict_state *st, tree op)
{
  if (TREE_CODE (op) == SSA_NAME)
    return SSA_NAME_VERSION (op) < st->derived.length ()
	   ? st->derived[SSA_NAME_VERSION (op)] : DERIVED_CONFLICT;
  if (TREE_CODE (op) == INTEGER_CST)
    return DERIVED_UNSEEN;	/* Null: neutral.  */
  return DERIVED_CONFLICT;
}

static int
derived_meet (int a, int b)
{
  if (a == DERIVED_UNSEEN)
    return b;
  if (b == DERIVED_UNSEEN)
    return a;
  return a == b ? a : DERIVED_CONFLICT;
}

/* The loads of the current function into SSA names: single assignments
   whose right-hand side is a memory reference.  */
static void
collect_loads (vec<gassign *> *loads)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *load = dyn_cast <gassign *> (gsi_stmt (gsi));
	if (load && gimple_assign_single_p (load)
	    && TREE_CODE (gimple_assign_lhs (load)) == SSA_NAME
	    && REFERENCE_CLASS_P (gimple_assign_rhs1 (load)))
	  loads->safe_push (load);
      }
}

/* Find the roots among loads and seed them.  */
static void
find_roots (restrict_state *st, const struct memspace_inference *info)
{
  bool record_fn = memspace_receives_data_record_p (cfun->decl);
  auto_vec<gassign *, 32> loads;
  collect_loads (&loads);
  for (gassign *load : loads)
    {
      tree lhs = gimple_assign_lhs (load), rhs = gimple_assign_rhs1 (load);
      if (!POINTER_TYPE_P (TREE_TYPE (lhs)))
	continue;
      tree var = SSA_NAME_VAR (lhs);
      HOST_WIDE_INT offset = 0, size;
      int param = memspace_parameter_load (rhs, &offset, &size);
      int root = -1;
      if (record_fn && memspace_restrict_root_load_p (load, &offset))
	{
	  root = add_root (st, var, -1, 0);
	  st->roots[root].from_record = true;
	  st->roots[root].field = offset;
	}
      else if (restrict_field_p (rhs) && !(record_fn && param == 0))
	{
	  if (knob (KNOB_ALLOW_RESTRICT_IN_STRUCT))
	    root = add_root (st, TREE_OPERAND (rhs, 1), -1, 0);
	  else if (!st->struct_restrict_seen && !fortran_function_p (cfun->decl)
		   && knob (KNOB_WARNINGS))
	    {
	      st->struct_restrict_seen = true;
	      warning_at (gimple_location (load), 0,
			  "function contains restrict keyword in struct");
	    }
	}
      if (root >= 0)
	st->derived[SSA_NAME_VERSION (lhs)] = root + 1;
    }
  (void) info;
}

/* Multi-level: restrict pointers loaded through a derived value.  */
static bool
multi_level_roots (restrict_state *st)
{
  bool changed = false;
  auto_vec<gassign *, 32> loads;
  collect_loads (&loads);
  for (gassign *load : loads)
    {
      tree lhs = gimple_assign_lhs (load), rhs = gimple_assign_rhs1 (load);
      if (!restrict_pointer_type_p (TREE_TYPE (rhs)))
	continue;
      tree base = get_base_address (rhs);
      if (!base || TREE_CODE (base) != MEM_REF
	  || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME)
	continue;
      int parent = derived_of (st, TREE_OPERAND (base, 0));
      if (parent <= 0)
	continue;
      poly_int64 poly_offset;
      HOST_WIDE_INT offset = -1;
      if (get_addr_base_and_unit_offset (rhs, &poly_offset) == base
	  && poly_offset.is_constant (&offset)
	  && tree_fits_shwi_p (TREE_OPERAND (base, 1)))
	offset += tree_to_shwi (TREE_OPERAND (base, 1));
      else
	offset = -1;
      int root = add_root (st, NULL_TREE, parent - 1, offset);
      if (st->derived[SSA_NAME_VERSION (lhs)] != root + 1)
	{
	  st->derived[SSA_NAME_VERSION (lhs)] = root + 1;
	  changed = true;
	}
    }
  return changed;
}

/* pp[1] and pp[k] are the same restrict object when k == 1: once a root
   has a restrict pointer loaded through it at a variable offset, every
   pointer loaded through that root shares one base.  Constant offsets
   alone stay distinct (pp[0] and pp[1] are different objects).  */
static void
share_bases_with_variable_offsets (restrict_state *st)
{
  for (unsigned r = 0; r < st->roots.length (); r++)
    if (st->roots[r].parent >= 0 && st->roots[r].offset < 0)
      for (unsigned s = 0; s < st->roots.length (); s++)
	if (st->roots[s].parent == st->roots[r].parent)
	  st->roots[s].base = st->roots[r].base;
}

/* The part of the address flow (memspace_address_operands) that "derived
   from" follows: flows of pointers into a pointer.  An address made from
   an integer is not followed.  The operands the value derives from go to
   OPS (for pointer arithmetic, the base only).  */
static bool
restrict_flow_p (gimple *def, vec<tree> *ops)
{
  tree lhs = gimple_get_lhs (def);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (lhs)))
    return false;
  enum memspace_flow flow = memspace_address_operands (def, ops);
  if (flow == MEMSPACE_FLOW_NONE || flow == MEMSPACE_FLOW_INTEGER)
    return false;
  if (flow == MEMSPACE_FLOW_OFFSET)
    ops->truncate (1);
  for (unsigned i = 0; i < ops->length (); i++)
    if (!POINTER_TYPE_P (TREE_TYPE ((*ops)[i])))
      return false;
  return true;
}

static bool
tracked_definition_p (tree name)
{
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    return false;
  auto_vec<tree, 4> ops;
  return restrict_flow_p (SSA_NAME_DEF_STMT (name), &ops);
}

/* Every pointer that is neither a root nor computed from other pointers
   (a load, a call result, a parameter, a pointer made from an integer) is
   derived from no root we know: CONFLICT, so that a PHI mixing it with a
   root gets no base (the pointer may be based on any root, e.g. copied
   from one on the host).  */
static void
seed_untracked (restrict_state *st)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, cfun)
    if (POINTER_TYPE_P (TREE_TYPE (name)) && st->derived[i] == DERIVED_UNSEEN
	&& !tracked_definition_p (name))
      st->derived[i] = DERIVED_CONFLICT;
}

/* memspace_sweep's visitor: "derived from" of one PHI or statement, the
   meet of what its operands derive from.  Roots keep their value; other
   definitions have none.  */
static bool
restrict_visit (gimple *stmt, void *data)
{
  restrict_state *st = (restrict_state *) data;
  auto_vec<tree, 4> ops;
  if (!restrict_flow_p (stmt, &ops))
    return false;
  int value = DERIVED_UNSEEN;
  for (unsigned i = 0; i < ops.length (); i++)
    value = derived_meet (value, derived_of (st, ops[i]));
  /* The pass makes no SSA name before it propagates.  */
  memspace_checking_assert (SSA_NAME_VERSION (gimple_get_lhs (stmt))
			    < st->derived.length ());
  int &slot = st->derived[SSA_NAME_VERSION (gimple_get_lhs (stmt))];
  int updated = derived_meet (slot, value);
  if (updated == slot)
    return false;
  slot = updated;
  return true;
}

static bool
restrict_after_sweep (gimple *, void *data)
{
  return multi_level_roots ((restrict_state *) data);
}

/* Propagate "derived from" to a fixed point.  Without one, nothing is
   derived from a known root.  */
static void
propagate (restrict_state *st)
{
  seed_untracked (st);
  if (!memspace_sweep (cfun, restrict_visit,
		       knob (KNOB_APPLY_MULTI_LEVEL_RESTRICT)
		       ? restrict_after_sweep : NULL, st, NULL))
    for (unsigned i = 0; i < st->derived.length (); i++)
      st->derived[i] = DERIVED_CONFLICT;
}

/* The root a memory reference's base is derived from, or -1.  */
static int
reference_root (restrict_state *st, tree ref, tree *basep)
{
  tree base = ref;
  while (handled_component_p (base))
    base = TREE_OPERAND (base, 0);
  if ((TREE_CODE (base) != MEM_REF && TREE_CODE (base) != TARGET_MEM_REF)
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME)
    return -1;
  *basep = base;
  int d = derived_of (st, TREE_OPERAND (base, 0));
  /* "Derived from" holds 1 + a root's index, or a mark.  */
  memspace_checking_assert (d == DERIVED_UNSEEN || d == DERIVED_CONFLICT
			    || (d > 0 && (unsigned) d <= st->roots.length ()));
  return d > 0 ? d - 1 : -1;
}

/* True if no store or escape is based on root R: its derived values are
   used only as load addresses, in pointer arithmetic and comparisons.  */
static bool
root_read_only_p (restrict_state *st, int r)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, cfun)
    {
      if (derived_of (st, name) != r + 1)
	continue;
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, name)
	{
	  if (is_gimple_debug (use) || gimple_code (use) == GIMPLE_COND
	      || gimple_code (use) == GIMPLE_PHI)
	    continue;
	  gassign *a = dyn_cast <gassign *> (use);
	  if (!a)
	    return false;
	  tree lhs = gimple_assign_lhs (a);
	  if (TREE_CODE (lhs) == SSA_NAME)
	    {
	      /* A derived pointer (checked in its turn), a comparison, or a
		 load through NAME.  */
	      if (derived_of (st, lhs) == r + 1
		  || TREE_CODE_CLASS (gimple_assign_rhs_code (a)) == tcc_comparison)
		continue;
	      tree rhs = gimple_assign_rhs1 (a);
	      tree base = get_base_address (rhs);
	      if (gimple_assign_single_p (a) && base
		  && (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
		  && TREE_OPERAND (base, 0) == name)
		continue;
	    }
	  return false;
	}
    }
  return true;
}

/* Does ipmsp's record fact for FIELD say nothing in the kernel writes it?  */
static bool
record_field_read_only_p (const struct memspace_inference *info,
			  HOST_WIDE_INT field)
{
  unsigned i;
  memspace_record_fact *fact;
  FOR_EACH_VEC_ELT (info->facts.record, i, fact)
    if (fact->param == 0 && fact->offset == field
	&& fact->size == POINTER_SIZE / BITS_PER_UNIT)
      return fact->read_only;
  return false;
}

/* Decide ld.global.nc for each root.  */
static void
decide_nc (restrict_state *st, const struct memspace_inference *info)
{
  for (unsigned r = 0; r < st->roots.length (); r++)
    {
      restrict_root &root = st->roots[r];
      if (!root.from_record || !root_read_only_p (st, r)
	  || !memspace_nc_safe_p (cfun->decl))
	continue;
      /* Its value must be global: any SSA name of the root will do.  */
      bool global = false;
      unsigned i;
      tree name;
      FOR_EACH_SSA_NAME (i, name, cfun)
	if (derived_of (st, name) == (int) r + 1)
	  {
	    global = memspace_value (info, name) == MEMSPACE_GLOBAL;
	    break;
	  }
      if (!global)
	continue;
      if (info->facts.entry)
	root.nc = info->facts.entry_record_read_only;
      else
	root.nc = record_field_read_only_p (info, root.field);
    }
}

static tree
int_tree (HOST_WIDE_INT v)
{
  return build_int_cst (integer_type_node, v);
}

static tree
list2 (HOST_WIDE_INT a, HOST_WIDE_INT b)
{
  return tree_cons (NULL_TREE, int_tree (a), tree_cons (NULL_TREE, int_tree (b), NULL_TREE));
}

/* Stamp (clique, base) onto every reference derived from a root.  */
static int
stamp (restrict_state *st)
{
  int stamped = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!gimple_assign_single_p (stmt) && !is_gimple_call (stmt))
	  continue;
	for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	  {
	    tree op = gimple_op (stmt, i);
	    if (!op || TREE_CODE (op) == SSA_NAME || !REFERENCE_CLASS_P (op))
	      continue;
	    tree base;
	    int r = reference_root (st, op, &base);
	    if (r < 0 || st->roots[r].base == 0)
	      continue;
	    unsigned short clique = MR_DEPENDENCE_CLIQUE (base);
	    /* Keep inner (inlined) scopes; PTA's own clique 1 is replaced.  */
	    if (clique > 1 && clique != st->clique)
	      continue;
	    if (clique == st->clique
		&& MR_DEPENDENCE_BASE (base) == st->roots[r].base)
	      continue;
	    MR_DEPENDENCE_CLIQUE (base) = st->clique;
	    MR_DEPENDENCE_BASE (base) = st->roots[r].base;
	    stamped++;
	    if (dump_file)
	      {
		fprintf (dump_file, "  clique %d base %d: ", st->clique,
			 st->roots[r].base);
		print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	      }
	  }
      }
  return stamped;
}

/* Propagate-only: the roots and their bases from the attributes.  */
static bool
recorded_scopes (restrict_state *st)
{
  tree attr = lookup_attribute (RESTRICT_ATTR_PROCESSED, DECL_ATTRIBUTES (cfun->decl));
  if (!attr)
    return false;
  st->clique = tree_to_shwi (TREE_VALUE (TREE_VALUE (attr)));
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, cfun)
    {
      tree var = SSA_NAME_VAR (name);
      if (!var || !VAR_P (var))
	continue;
      tree scope = lookup_attribute (RESTRICT_ATTR_SCOPE, DECL_ATTRIBUTES (var));
      if (!scope)
	continue;
      int r = root_index_of_var (st, var);
      if (r < 0)
	{
	  restrict_root root = { var, -1, 0,
				 (int) tree_to_shwi (TREE_VALUE (TREE_CHAIN (TREE_VALUE (scope)))),
				 false, 0, false };
	  st->roots.safe_push (root);
	  r = st->roots.length () - 1;
	}
      /* Only the value the root variable received from the record.  */
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (gimple_assign_single_p (def) && REFERENCE_CLASS_P (gimple_assign_rhs1 (def)))
	st->derived[SSA_NAME_VERSION (name)] = r + 1;
    }
  return true;
}

static void
publish (restrict_state *st)
{
  tree fn = cfun->decl;
  DECL_ATTRIBUTES (fn)
    = tree_cons (get_identifier (RESTRICT_ATTR_PROCESSED),
		 list2 (st->clique, st->roots.length ()), DECL_ATTRIBUTES (fn));
  auto_vec<memspace_nc_scope, 8> nc;
  for (unsigned r = 0; r < st->roots.length (); r++)
    {
      restrict_root &root = st->roots[r];
      if (root.nc)
	{
	  memspace_nc_scope scope = { (unsigned short) st->clique,
				      (unsigned short) root.base };
	  nc.safe_push (scope);
	}
      if (!root.var || !VAR_P (root.var) || root.base == 0)
	continue;
      DECL_ATTRIBUTES (root.var)
	= tree_cons (get_identifier (RESTRICT_ATTR_SCOPE), list2 (st->clique, root.base),
		     tree_cons (get_identifier (RESTRICT_ATTR_KEYWORD),
				tree_cons (NULL_TREE, build_string (9, "restrict"), NULL_TREE),
				DECL_ATTRIBUTES (root.var)));
    }
  memspace_publish_nc_scopes (fn, nc);
}

static void
dump_roots (restrict_state *st)
{
  if (!dump_file)
    return;
  fprintf (dump_file, "process-restrict on %s: %s, clique %d, %u root%s\n",
	   function_name (cfun), st->propagate_only ? "propagate-only" : "assigning",
	   st->clique, st->roots.length (), st->roots.length () == 1 ? "" : "s");
  for (unsigned r = 0; r < st->roots.length (); r++)
    {
      restrict_root &root = st->roots[r];
      fprintf (dump_file, "  root base %d: ", root.base);
      if (root.var)
	print_generic_expr (dump_file, root.var);
      else
	fprintf (dump_file, "loaded through base %d at offset %ld",
		 st->roots[root.parent].base, (long) root.offset);
      fprintf (dump_file, "%s%s\n", root.from_record ? " (from the data record)" : "",
	       root.nc ? ", read-only global: ld.global.nc" : "");
    }
}

static unsigned int
process_restrict_execute (function *fn, int instance)
{
  restrict_state st;
  st.roots = vNULL;
  st.derived = vNULL;
  st.derived.safe_grow_cleared (num_ssa_names);
  st.clique = 0;
  st.struct_restrict_seen = false;
  st.propagate_only = (instance == 2 || knob (KNOB_RESTRICT_PROPAGATE_ONLY)
		       || lookup_attribute (RESTRICT_ATTR_PROCESSED,
					    DECL_ATTRIBUTES (fn->decl)));

  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "before process-restrict:\n");
      dump_function_to_file (fn->decl, dump_file, dump_flags);
    }

  if (st.propagate_only)
    {
      if (recorded_scopes (&st))
	{
	  propagate (&st);
	  dump_roots (&st);
	  int n = stamp (&st);
	  if (dump_file)
	    fprintf (dump_file, "re-stamped %d references, no new clique\n", n);
	}
      else if (dump_file)
	fprintf (dump_file, "process-restrict on %s: not processed before, "
		 "propagate-only: nothing to do\n", function_name (fn));
    }
  else
    {
      struct memspace_inference info;
      info.fn = fn;
      memspace_collect_facts (fn, &info.facts);
      memspace_infer (&info, NULL);
      find_roots (&st, &info);
      propagate (&st);
      if (st.roots.length ())
	{
	  /* Never clique 1: PTA clears and recomputes its own clique.  */
	  if (fn->last_clique == 0)
	    fn->last_clique = 1;
	  st.clique = ++fn->last_clique;
	  memspace_checking_assert (st.clique > 1);
	  for (unsigned r = 0; r < st.roots.length (); r++)
	    st.roots[r].base = r + 1;
	  share_bases_with_variable_offsets (&st);
	  decide_nc (&st, &info);
	  dump_roots (&st);
	  int n = stamp (&st);
	  if (dump_file)
	    fprintf (dump_file, "stamped %d references\n", n);
	}
      else if (dump_file)
	fprintf (dump_file, "process-restrict on %s: no restrict roots\n",
		 function_name (fn));
      /* LIMITATION: in entry points GCC's early copy propagation has
	 usually removed the restrict receiving variable (_1 = record->f;
	 x_2 = _1 became _1 alone), so only launched functions, which load
	 straight into it, have roots.  */
      publish (&st);
      memspace_inference_release (&info);
    }

  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "after process-restrict:\n");
      dump_function_to_file (fn->decl, dump_file, dump_flags);
    }
  st.roots.release ();
  st.derived.release ();
  return 0;
}

const pass_data process_restrict_data[2] = {
  { GIMPLE_PASS, "process-restrict1", OPTGROUP_NONE, TV_NONE,
    PROP_ssa | PROP_cfg, 0, 0, 0, 0 },
  { GIMPLE_PASS, "process-restrict2", OPTGROUP_NONE, TV_NONE,
    PROP_ssa | PROP_cfg, 0, 0, 0, 0 }
};

class process_restrict_pass : public gimple_opt_pass
{
public:
  process_restrict_pass (gcc::context *ctx, int instance)
    : gimple_opt_pass (process_restrict_data[instance - 1], ctx),
      m_instance (instance)
  {}
  opt_pass *clone () final override
  {
    return new process_restrict_pass (m_ctxt, m_instance);
  }
  bool gate (function *) final override { return optimize > 0 && knob (KNOB_PROCESS_RESTRICT); }
  unsigned int execute (function *fn) final override
  {
    return process_restrict_execute (fn, m_instance);
  }
private:
  int m_instance;
};

} // anon namespace

opt_pass *
make_process_restrict_pass (gcc::context *ctx, int instance)
{
  return new process_restrict_pass (ctx, instance);
}
