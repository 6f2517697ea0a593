// SPDX-License-Identifier: GPL-3.0-or-later
/* lower-module-shared.cc -- team-level automatics of OpenMP target regions
   become per-kernel .shared variables.

   WHY.  Seed 004 (LLVM's AMDGPU LDS lowering: per-kernel placement of the
   scarce per-block shared memory) applied to GCC 12's OpenMP offloading.
   An automatic array declared in a `target teams' (or plain `target') body
   outside any `parallel', and handed to the team's parallel regions -- the
   CUDA __shared__ scratch-buffer pattern: a team stages a block of data,
   then all its threads read it -- lives on the soft stack of the team's
   initial warp, i.e. in global memory (doc/gcc-nvptx-facts.md §4).  GCC 12
   gives users no way to ask for shared memory (`omp allocate' with
   omp_pteam_mem_alloc is "sorry, unimplemented"; the nvptx "shared"
   attribute is unknown to the host front end).  The variable has exactly
   one live instance per team, so it can live in .shared instead.

   ONE INSTANCE PER TEAM (doc/gcc-nvptx-facts.md §11, with file:line):
   omp-low.cc:2068-2083 marks the function outlined for a target region
   "omp target entrypoint"; nvptx.cc:1479-1491 emits it as NAME$impl
   behind a .entry stub (write_omp_entry, nvptx.cc:1408-1472) that calls
   gomp_nvptx_main (NAME$impl, arg); libgomp's gomp_nvptx_main
   (config/nvptx/team.c:49-87) calls fn (fn_data) only in warp 0
   (tid.y == 0) of each CTA, while warps 1.. wait in gomp_thread_start for
   parallel regions; libgomp launches one CTA per team
   (plugin/plugin-nvptx.c:2027-2028: grid = teams, block = 32 x threads),
   and a CTA that runs several teams runs them one after the other
   (GOMP_teams4, config/nvptx/target.c:32-66, re-entered by the loop
   omp-low.cc:14040-14079 builds around the teams body).  Under
   -muniform-simt the 32 lanes of warp 0 run the body in lock step on one
   soft-stack frame (the stack is per warp: nvptx.cc:1250-1302), and
   GOMP_parallel (parallel.c:172-180, config/nvptx/team.c:120-181) hands
   the same DATA pointer to every thread of the CTA.  So an automatic of
   the entry function exists once per CTA at a time: the frame slot is
   already shared by every thread that can reach it, as a .shared variable
   is (one instance per CTA).

   CONSUMES the whole offload program (a SIMPLE_IPA pass after "simdclone",
   before lower-struct-args and ipmsp, so that ipmsp's votes see the
   address of the new .shared variable stored into the launch records:
   record field SHARED -> ld.shared/st.shared in the parallel regions).
   PRODUCES, for each accepted variable V of an entry function: V becomes
   TREE_STATIC with the nvptx "shared" attribute (nvptx_encode_section_info
   puts it in the .shared data area, nvptx.cc:443-467), a varpool variable
   named NAME$shared$N, removed from the function's local decls; its
   clobbers are deleted (they mark the end of an automatic's life);
   initialisers stay as the stores they are (nvptx refuses a static
   initialiser in .shared: DECL_INITIAL is cleared).  The function's
   points-to information is reset and its references rebuilt.

   CONDITIONS (all proven, never guessed; a variable that fails one stays):
   * the function is an OpenMP offload entry ("omp target entrypoint", not
     "oacc function"; -msoft-stack): the runtime calls it once per team
     (above).  It has no direct caller and nothing refers to its address:
     no code several threads of a team run can reach it.  Variables of
     any other function -- helpers called from a parallel region,
     recursive or address-taken functions, declare target helpers --
     stay: they may have one instance per thread.
   * V is a fixed-size, addressable, non-volatile automatic of the
     function, without DECL_VALUE_EXPR, not a hard register, and not
     SIMT-private: neither "omp simt private" nor an operand of
     .GOMP_SIMT_ENTER (those move into the per-lane .local %simtstack_ar,
     omp-offload.cc:2512-2573).
   * V's address reaches a parallel region: it is stored into a field of a
     launch record R (an automatic whose address is only ever the DATA
     argument of GOMP_parallel and friends, written field by field, read
     back only by field loads), and goes nowhere else: every use of V and
     of every pointer derived from its address is a load or store through
     it, address arithmetic, a comparison, a memset/memcpy/memmove
     operand, or such a record store.  In each launched function, the
     record pointer (parameter 0) is only loaded through at constant
     offsets, and the pointer loaded from V's field is used the same
     contained way (no store of it anywhere, no call, no return).  So the
     address never outlives the kernel and never leaves the team: another
     team could otherwise follow it into the wrong CTA's .shared window.
   * fits the budget (shared-budget knob): candidates of all entry
     functions together -- every OpenMP kernel of the image reserves every
     entry function's .shared variables, since the entries are reached
     through the indirect call in gomp_nvptx_main (measured: facts section
     11; seed 004's "module" strategy, imposed) -- by largest benefit
     first: the estimated number of executions of their accesses per
     kernel run (block counts of the entry and of the launched functions,
     scaled by the launch's block count), each rounded up to its
     alignment; one that does not fit stays in global memory with a
     missed-optimization remark saying why.

   The budget default leaves room for the runtime's own .shared
   variables, which the accel compiler cannot see (they are linked from
   the device libraries: __nvptx_stacks 256 bytes and __nvptx_uni 128 in
   libgcc, nvptx_thrs 8 and __gomp_team_num 4 in libgomp, 396 in all,
   checked in the installed mgomp multilib) and stays under PTX's 48 KiB
   of static shared memory per kernel.  OpenACC's pools (__oacc_bcast,
   __worker_red, __vector_red, __gang_private_shared) never occur in an
   OpenMP image (the two models cannot be mixed: mkoffload.cc:512-514).

   KNOBS: lower-module-shared (enable), shared-budget (bytes in the image).
   Dump: ipa-lower-module-shared (through -fplugin-arg-nvptx_memspace-dump);
   -fopt-info-optimized: one remark per placed variable; -fopt-info-missed:
   one per team-level variable that stays, with the reason.

   Per-kernel pools (seed 004's strategies) for OpenACC are the GIMPLE pass
   gang-private-symbols (gang-private-symbols.cc); for OpenMP
   the team-level variables above cannot be one kernel's (the entry
   function is reached through an indirect call: module strategy).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-infer.h"
#include "nvptx-facts.h"
#include "passes.h"
#include "shared-variables.h"
#include "sreal.h"

namespace {

/* An addressable automatic of an entry function.  */
struct lms_var
{
  tree decl;
  /* Bytes, rounded up to the alignment.  */
  unsigned HOST_WIDE_INT size;
  /* Estimated executions of its accesses per run of the kernel.  */
  sreal benefit;
  /* Why it stays; NULL while it is a candidate.  */
  const char *refusal;
  /* Its address is stored into a launch record field.  */
  bool team_level;
  /* Launched functions that read its address (for the dump).  */
  int readers;
};

/* A launch record of the entry function: an automatic whose address is
   the DATA argument of GOMP_parallel and friends.  */
struct lms_record
{
  tree decl;
  /* Used only by field stores, field loads, clobbers and launches.  */
  bool valid;
  /* Some load from it has a variable offset.  */
  bool unknown_load;
  /* The functions it launches.  */
  auto_vec<tree, 2> launched;
};

/* A field of a launch record that holds the address of a variable.  */
struct lms_field
{
  lms_record *record;
  HOST_WIDE_INT offset;
  lms_var *var;
};

struct lms_entry
{
  cgraph_node *node;
  auto_vec<lms_var *, 8> vars;
  hash_map<tree, lms_var *> by_decl;
  auto_vec<lms_record *, 4> records;
  auto_vec<lms_field, 4> fields;
};

struct lms_remark
{
  bool placed;
  tree decl;
  tree fndecl;
  unsigned HOST_WIDE_INT size;
  const char *why;
  unsigned HOST_WIDE_INT left;
};


static lms_record *
record_of (lms_entry *e, tree decl)
{
  unsigned i;
  lms_record *r;
  FOR_EACH_VEC_ELT (e->records, i, r)
    if (r->decl == decl)
      return r;
  return NULL;
}

static lms_var *
var_of (lms_entry *e, tree t)
{
  if (!t || !VAR_P (t))
    return NULL;
  lms_var **v = e->by_decl.get (t);
  return v ? *v : NULL;
}

static void
refuse (lms_var *v, const char *why)
{
  if (!v->refusal)
    v->refusal = why;
}

/* Estimated executions of BB per call of the current function.  */
static sreal
block_weight (basic_block bb)
{
  bool known = false;
  sreal w = bb->count.to_sreal_scale (ENTRY_BLOCK_PTR_FOR_FN (cfun)->count, &known);
  return known ? w : sreal (1);
}

static int
occurrences_1 (tree t, tree what)
{
  if (!t)
    return 0;
  if (t == what)
    return 1;
  if (TYPE_P (t) || DECL_P (t) || CONSTANT_CLASS_P (t) || TREE_CODE (t) == SSA_NAME)
    return 0;
  int n = 0;
  int len = TREE_OPERAND_LENGTH (t);
  for (int i = 0; i < len; i++)
    n += occurrences_1 (TREE_OPERAND (t, i), what);
  return n;
}

/* True if PTR occurs in the memory reference REF exactly once, as the
   base pointer of its MEM_REF or TARGET_MEM_REF.  */
static bool
only_base_of_p (tree ref, tree ptr)
{
  tree base = get_base_address (ref);
  if (!base || (TREE_CODE (base) != MEM_REF && TREE_CODE (base) != TARGET_MEM_REF)
      || TREE_OPERAND (base, 0) != ptr)
    return false;
  return occurrences_1 (ref, ptr) == 1;
}

/* True if argument ARGNO of CALL may be a pointer into the variable: the
   call only loads and stores through it and keeps no copy of it but its
   result (*RETURNS_ARG is then set: memcpy returns its destination).
   The builtins builtin-effects.cc says so of (copies, string functions,
   printf's arguments; an atomic's object, not the values it stores), and
   the internal atomics on the object at their first argument.  */
static bool
contained_call_arg_p (gcall *call, unsigned argno, bool *returns_arg)
{
  *returns_arg = false;
  if (gimple_call_internal_p (call))
    return memspace_internal_atomic_p (call) && argno == 0;
  struct memspace_call_effects effects;
  if (!memspace_call_effects (call, &effects) || !effects.arguments_contained)
    return false;
  /* A value an atomic stores may be a pointer, which then escapes.  */
  if (effects.stores == MEMSPACE_STORES_VALUE_ARGUMENTS && argno != 0)
    return false;
  *returns_arg = (effects.result == MEMSPACE_RESULT_ARGUMENT
		  && effects.result_argument == argno);
  return true;
}

/* The launch record R, if the memory reference LHS stores a pointer-sized
   value at a constant offset into a valid launch record; *OFFSET is set.  */
static lms_record *
record_store_p (lms_entry *e, tree lhs, HOST_WIDE_INT *offset)
{
  if (!e)
    return NULL;
  poly_int64 poly_offset;
  tree base = get_addr_base_and_unit_offset (lhs, &poly_offset);
  lms_record *r = base ? record_of (e, base) : NULL;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
  if (!r || !r->valid || !poly_offset.is_constant (offset)
      || !size || !tree_fits_uhwi_p (size)
      || tree_to_uhwi (size) != POINTER_SIZE / BITS_PER_UNIT
      || TREE_THIS_VOLATILE (lhs))
    return NULL;
  return r;
}

static void
add_field (lms_entry *e, lms_record *r, HOST_WIDE_INT offset, lms_var *v)
{
  lms_field f = { r, offset, v };
  e->fields.safe_push (f);
  v->team_level = true;
}

/* One use of PTR, a pointer derived from V (see check_derived): the
   reason for refusal, or NULL; *FOLLOW gets a further derived pointer.  */
static const char *
check_derived_use (lms_entry *e, lms_var *v, sreal scale, gimple *use,
		   tree ptr, tree *follow)
{
  if (gimple_code (use) == GIMPLE_COND)
    return NULL;
  if (gphi *phi = dyn_cast <gphi *> (use))
    *follow = gimple_phi_result (phi);
  else if (gcall *call = dyn_cast <gcall *> (use))
    {
      bool returns_arg = false;
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	if (memspace_tree_mentions_p (gimple_call_arg (call, i), ptr)
	    && (gimple_call_arg (call, i) != ptr
		|| !contained_call_arg_p (call, i, &returns_arg)))
	  return "a derived pointer is passed to a call";
      if (memspace_tree_mentions_p (gimple_call_lhs (call), ptr))
	return "a derived pointer is used in an unsupported way";
      v->benefit += block_weight (gimple_bb (call)) * scale;
      if (returns_arg)
	*follow = gimple_call_lhs (call);
      else if (gimple_call_lhs (call)
	       && POINTER_TYPE_P (TREE_TYPE (gimple_call_lhs (call)))
	       && !gimple_call_internal_p (call))
	return "a derived pointer is passed to a call";
    }
  else if (gassign *assign = dyn_cast <gassign *> (use))
    {
      tree lhs = gimple_assign_lhs (assign);
      tree rhs1 = gimple_assign_rhs1 (assign);
      enum tree_code code = gimple_assign_rhs_code (assign);
      if (memspace_derived_pointer (assign, ptr, false))
	*follow = lhs;
      else if (TREE_CODE_CLASS (code) == tcc_comparison
	       || code == POINTER_DIFF_EXPR)
	;
      else if (gimple_assign_single_p (assign))
	{
	  if (rhs1 == ptr)
	    {
	      /* The pointer itself stored into memory.  */
	      HOST_WIDE_INT offset;
	      lms_record *r = record_store_p (e, lhs, &offset);
	      if (!r || memspace_tree_mentions_p (lhs, ptr))
		return "a derived pointer is stored to memory";
	      add_field (e, r, offset, v);
	    }
	  else if (TREE_CODE (rhs1) == ADDR_EXPR)
	    {
	      /* &ptr->field[i]: a derived pointer.  */
	      if (TREE_CODE (lhs) != SSA_NAME
		  || !only_base_of_p (TREE_OPERAND (rhs1, 0), ptr))
		return "a derived pointer is used in an unsupported way";
	      *follow = lhs;
	    }
	  else
	    {
	      bool in_lhs = memspace_tree_mentions_p (lhs, ptr);
	      bool in_rhs = memspace_tree_mentions_p (rhs1, ptr);
	      if ((in_lhs && !only_base_of_p (lhs, ptr))
		  || (in_rhs && !only_base_of_p (rhs1, ptr)))
		return "a derived pointer is used in an unsupported way";
	      v->benefit += block_weight (gimple_bb (assign)) * scale;
	    }
	}
      else
	return "a derived pointer is used in an unsupported way";
    }
  else
    return "a derived pointer escapes (return, asm or other use)";
  return NULL;
}

struct check_derived_data
{
  lms_entry *e;
  lms_var *v;
  sreal scale;
  const char *why;
};

static bool
check_derived_visit (gimple *use, tree ptr, tree *follow, void *data)
{
  check_derived_data *d = (check_derived_data *) data;
  d->why = check_derived_use (d->e, d->v, d->scale, use, ptr, follow);
  return d->why == NULL;
}

/* Check that every use of ROOT, a pointer derived from the address of V,
   and of every pointer derived from it in the current function is
   contained: a load or store through it, address arithmetic, a copy, a
   comparison, a memset/memcpy/memmove operand.  In the entry function
   (E non-null) a store of such a pointer into a launch record field also
   counts: it is noted as a field of E.  Adds the weighted accesses times
   SCALE to V's benefit.  Returns the reason for refusal or NULL.  */
static const char *
check_derived (lms_entry *e, lms_var *v, tree root, sreal scale)
{
  check_derived_data d = { e, v, scale, NULL };
  memspace_walk_pointer_uses (root, check_derived_visit, &d);
  return d.why;
}

/* The SIMT-private variables of the current function: operands of
   .GOMP_SIMT_ENTER, and variables marked "omp simt private".  */
static void
refuse_simt_private (lms_entry *e)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
	if (!call || !gimple_call_internal_p (call, IFN_GOMP_SIMT_ENTER))
	  continue;
	for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	  {
	    tree arg = gimple_call_arg (call, i);
	    if (TREE_CODE (arg) == ADDR_EXPR)
	      if (lms_var *v = var_of (e, get_base_address (TREE_OPERAND (arg, 0))))
		refuse (v, "SIMT-private (an omp simd privatised variable)");
	  }
      }
}

/* Collect the addressable automatics of the current function (an entry
   point) into E.  */
static void
collect_vars (lms_entry *e)
{
  unsigned ix;
  tree var;
  FOR_EACH_LOCAL_DECL (cfun, ix, var)
    {
      if (!VAR_P (var) || !TREE_ADDRESSABLE (var) || TREE_STATIC (var)
	  || DECL_EXTERNAL (var) || !auto_var_in_fn_p (var, cfun->decl)
	  || e->by_decl.get (var))
	continue;
      lms_var *v = new lms_var;
      v->decl = var;
      v->size = 0;
      v->benefit = 0;
      v->refusal = NULL;
      v->team_level = false;
      v->readers = 0;
      tree size = DECL_SIZE_UNIT (var);
      unsigned align = DECL_ALIGN_UNIT (var);
      if (!size || !tree_fits_uhwi_p (size) || tree_to_uhwi (size) == 0)
	refuse (v, "not of a fixed size");
      else
	v->size = (tree_to_uhwi (size) + align - 1) & -(unsigned HOST_WIDE_INT) align;
      if (DECL_HAS_VALUE_EXPR_P (var))
	refuse (v, "has a value expression");
      if (DECL_HARD_REGISTER (var))
	refuse (v, "a hard register variable");
      if (TREE_THIS_VOLATILE (var))
	refuse (v, "volatile");
      if (DECL_NONLOCAL (var))
	refuse (v, "referenced by a nested function");
      if (lookup_attribute ("omp simt private", DECL_ATTRIBUTES (var)))
	refuse (v, "SIMT-private (an omp simd privatised variable)");
      if (nvptx_facts_gang_private_p (var))
	refuse (v, "OpenACC gang-private");
      e->vars.safe_push (v);
      e->by_decl.put (var, v);
    }
}

/* Find the launch records of the current function and check that each is
   used only by field stores, field loads, clobbers and launches.  */
static void
collect_records (lms_entry *e)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi); gsi_next (&gsi))
      {
	tree data;
	tree fn = memspace_launch_target (gsi_stmt (gsi), &data);
	if (!fn || TREE_CODE (data) != ADDR_EXPR)
	  continue;
	tree rec = TREE_OPERAND (data, 0);
	if (!VAR_P (rec) || !auto_var_in_fn_p (rec, cfun->decl))
	  continue;
	lms_record *r = record_of (e, rec);
	if (!r)
	  {
	    r = new lms_record;
	    r->decl = rec;
	    r->valid = true;
	    r->unknown_load = false;
	    e->records.safe_push (r);
	  }
	if (!r->launched.contains (fn))
	  r->launched.safe_push (fn);
      }
  unsigned i;
  lms_record *r;
  FOR_EACH_VEC_ELT (e->records, i, r)
    {
      /* A record is no candidate itself: libgomp receives its address.  */
      if (lms_var *v = var_of (e, r->decl))
	refuse (v, "a parallel region's data record");
      auto_vec<gimple *, 16> stmts;
      memspace_statements_mentioning (r->decl, &stmts);
      for (gimple *stmt : stmts)
	{
	  tree data;
	  if (memspace_launch_target (stmt, &data))
	    {
	      gcall *call = as_a <gcall *> (stmt);
	      for (unsigned k = 0; k < gimple_call_num_args (call); k++)
		if (k != 1 && memspace_tree_mentions_p (gimple_call_arg (call, k), r->decl))
		  r->valid = false;
	      if (!(TREE_CODE (data) == ADDR_EXPR && TREE_OPERAND (data, 0) == r->decl)
		  || gimple_call_lhs (call))
		r->valid = false;
	      continue;
	    }
	  if (gimple_clobber_p (stmt))
	    continue;
	  gassign *assign = dyn_cast <gassign *> (stmt);
	  if (!assign || !gimple_assign_single_p (assign))
	    {
	      r->valid = false;
	      continue;
	    }
	  tree lhs = gimple_assign_lhs (assign);
	  tree rhs = gimple_assign_rhs1 (assign);
	  poly_int64 poly_offset;
	  HOST_WIDE_INT offset;
	  if (TREE_CODE (lhs) == SSA_NAME)
	    {
	      /* A load from the record.  */
	      if (get_base_address (rhs) != r->decl || memspace_tree_mentions_p (lhs, r->decl))
		r->valid = false;
	      else if (get_addr_base_and_unit_offset (rhs, &poly_offset) != r->decl
		       || !poly_offset.is_constant (&offset))
		r->unknown_load = true;
	      continue;
	    }
	  /* A store into a field: the record appears only as the base.  */
	  if (get_base_address (lhs) != r->decl || memspace_tree_mentions_p (rhs, r->decl)
	      || !is_gimple_reg_type (TREE_TYPE (lhs)))
	    r->valid = false;
	}
    }
}

/* Classify every mention of a variable of E in statement STMT.  */
static void
classify_stmt (lms_entry *e, gimple *stmt, lms_var *v)
{
  sreal w = block_weight (gimple_bb (stmt));
  if (gimple_clobber_p (stmt))
    {
      if (gimple_assign_lhs (stmt) != v->decl)
	refuse (v, "clobbered in part");
      return;
    }
  if (gassign *assign = dyn_cast <gassign *> (stmt))
    {
      tree lhs = gimple_assign_lhs (assign);
      tree rhs1 = gimple_assign_rhs1 (assign);
      if (gimple_assign_single_p (assign))
	{
	  if (TREE_CODE (rhs1) == ADDR_EXPR
	      && get_base_address (TREE_OPERAND (rhs1, 0)) == v->decl)
	    {
	      if (memspace_tree_mentions_p (lhs, v->decl))
		refuse (v, "its address is stored into itself");
	      else if (TREE_CODE (lhs) == SSA_NAME)
		{
		  if (const char *why = check_derived (e, v, lhs, sreal (1)))
		    refuse (v, why);
		}
	      else
		{
		  HOST_WIDE_INT offset;
		  lms_record *r = record_store_p (e, lhs, &offset);
		  if (!r)
		    refuse (v, "its address is stored to memory other than a "
			    "parallel region's data record");
		  else
		    add_field (e, r, offset, v);
		}
	      return;
	    }
	  /* A direct access: V only as the base of the references.  */
	  bool ok = true;
	  if (memspace_tree_mentions_p (lhs, v->decl) && get_base_address (lhs) != v->decl)
	    ok = false;
	  if (memspace_tree_mentions_p (rhs1, v->decl) && get_base_address (rhs1) != v->decl)
	    ok = false;
	  if (!ok)
	    refuse (v, "used in an unsupported way");
	  v->benefit += w;
	  return;
	}
      /* Address arithmetic and comparisons on &V.  */
      enum tree_code code = gimple_assign_rhs_code (assign);
      if (TREE_CODE_CLASS (code) == tcc_comparison || code == POINTER_DIFF_EXPR)
	return;
      if (code == POINTER_PLUS_EXPR && TREE_CODE (rhs1) == ADDR_EXPR
	  && get_base_address (TREE_OPERAND (rhs1, 0)) == v->decl
	  && !memspace_tree_mentions_p (gimple_assign_rhs2 (assign), v->decl))
	{
	  if (const char *why = check_derived (e, v, lhs, sreal (1)))
	    refuse (v, why);
	  return;
	}
      refuse (v, "its address is used in arithmetic");
      return;
    }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      if (memspace_tree_mentions_p (gimple_call_lhs (call), v->decl)
	  || memspace_tree_mentions_p (gimple_call_fn (call), v->decl))
	{
	  refuse (v, "written by a call");
	  return;
	}
      bool returns_arg = false;
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	{
	  tree arg = gimple_call_arg (call, i);
	  if (!memspace_tree_mentions_p (arg, v->decl))
	    continue;
	  if (TREE_CODE (arg) != ADDR_EXPR
	      || get_base_address (TREE_OPERAND (arg, 0)) != v->decl
	      || !contained_call_arg_p (call, i, &returns_arg))
	    {
	      refuse (v, "passed to a call");
	      return;
	    }
	}
      v->benefit += w;
      tree lhs = gimple_call_lhs (call);
      if (returns_arg && lhs && TREE_CODE (lhs) == SSA_NAME)
	{
	  if (const char *why = check_derived (e, v, lhs, sreal (1)))
	    refuse (v, why);
	}
      else if (lhs && POINTER_TYPE_P (TREE_TYPE (lhs)) && !gimple_call_internal_p (call))
	refuse (v, "passed to a call");
      return;
    }
  if (gimple_code (stmt) == GIMPLE_COND)
    return;
  refuse (v, "used by a statement of an unsupported kind (asm, return, switch)");
}

/* walk_gimple_op callback collecting the variables of E a statement
   mentions.  */
struct mention_walk
{
  lms_entry *e;
  auto_vec<lms_var *, 4> found;
};

static tree
note_var (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  mention_walk *mw = (mention_walk *) wi->info;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (lms_var *v = var_of (mw->e, *tp))
    if (!mw->found.contains (v))
      mw->found.safe_push (v);
  return NULL_TREE;
}

static void
classify_uses (lms_entry *e)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    {
	      tree arg = gimple_phi_arg_def (phi, i);
	      if (TREE_CODE (arg) != ADDR_EXPR)
		continue;
	      if (lms_var *v = var_of (e, get_base_address (TREE_OPERAND (arg, 0))))
		if (const char *why = check_derived (e, v, gimple_phi_result (phi), sreal (1)))
		  refuse (v, why);
	    }
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  mention_walk mw;
	  mw.e = e;
	  struct walk_stmt_info wi;
	  memset (&wi, 0, sizeof wi);
	  wi.info = &mw;
	  walk_gimple_op (stmt, note_var, &wi);
	  unsigned i;
	  lms_var *v;
	  FOR_EACH_VEC_ELT (mw.found, i, v)
	    classify_stmt (e, stmt, v);
	}
    }
}

/* The loads the entry itself makes from the fields of its records: a
   load of V's field yields a pointer derived from V.  */
static void
check_record_loads (lms_entry *e)
{
  unsigned i;
  lms_field *f;
  FOR_EACH_VEC_ELT (e->fields, i, f)
    {
      if (!f->record->valid)
	{
	  refuse (f->var, "its data record is used in an unsupported way");
	  continue;
	}
      if (f->record->unknown_load)
	{
	  refuse (f->var, "its data record is read at a variable offset");
	  continue;
	}
      basic_block bb;
      FOR_EACH_BB_FN (bb, cfun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  {
	    gassign *load = dyn_cast <gassign *> (gsi_stmt (gsi));
	    if (!load || !gimple_assign_single_p (load)
		|| TREE_CODE (gimple_assign_lhs (load)) != SSA_NAME)
	      continue;
	    tree rhs = gimple_assign_rhs1 (load);
	    poly_int64 poly_offset;
	    HOST_WIDE_INT offset;
	    if (get_addr_base_and_unit_offset (rhs, &poly_offset) != f->record->decl
		|| !poly_offset.is_constant (&offset))
	      continue;
	    HOST_WIDE_INT size = tree_to_shwi (TYPE_SIZE_UNIT (TREE_TYPE (rhs)));
	    if (offset + size <= f->offset
		|| f->offset + POINTER_SIZE / BITS_PER_UNIT <= offset)
	      continue;
	    tree lhs = gimple_assign_lhs (load);
	    if (offset != f->offset || !POINTER_TYPE_P (TREE_TYPE (lhs)))
	      refuse (f->var, "its record field is read in part");
	    else if (const char *why = check_derived (NULL, f->var, lhs, sreal (1)))
	      refuse (f->var, why);
	  }
    }
}

struct check_child_data
{
  lms_field *f;
  sreal scale;
  bool read;
  const char *why;
};

/* One use of PTR, the data record parameter or a pointer derived from it
   by constant arithmetic (see check_child).  */
static const char *
check_child_use (check_child_data *d, gimple *use, tree ptr, tree *follow)
{
  gassign *assign = dyn_cast <gassign *> (use);
  if (!assign)
    return "the launched function passes its data record on";
  tree lhs = gimple_assign_lhs (assign);
  tree rhs1 = gimple_assign_rhs1 (assign);
  if (memspace_derived_pointer (assign, ptr, true))
    {
      *follow = lhs;
      return NULL;
    }
  if (!gimple_assign_single_p (assign) || TREE_CODE (lhs) != SSA_NAME
      || !only_base_of_p (rhs1, ptr))
    return "the launched function uses its data record in an unsupported way";
  HOST_WIDE_INT offset = 0, size;
  if (memspace_parameter_load (rhs1, &offset, &size) != 0)
    return "the launched function reads its data record at a variable offset";
  lms_field *f = d->f;
  if (offset + size <= f->offset
      || f->offset + POINTER_SIZE / BITS_PER_UNIT <= offset)
    return NULL;
  if (offset != f->offset || !POINTER_TYPE_P (TREE_TYPE (lhs)))
    return "the launched function reads the record field in part";
  if (const char *why = check_derived (NULL, f->var, lhs, d->scale))
    return why;
  d->read = true;
  return NULL;
}

static bool
check_child_visit (gimple *use, tree ptr, tree *follow, void *data)
{
  check_child_data *d = (check_child_data *) data;
  d->why = check_child_use (d, use, ptr, follow);
  return d->why == NULL;
}

/* In launched function CHILD (cfun): the record pointer is only loaded
   through at constant offsets, and the pointer loaded from the field at
   F->offset is contained.  SCALE: executions of CHILD per kernel run
   (the launch's block weight).  */
static const char *
check_child (lms_field *f, sreal scale)
{
  tree param = DECL_ARGUMENTS (cfun->decl);
  tree def = param ? ssa_default_def (cfun, param) : NULL_TREE;
  if (!def)
    return NULL;
  check_child_data d = { f, scale, false, NULL };
  if (!memspace_walk_pointer_uses (def, check_child_visit, &d))
    return d.why;
  if (d.read)
    f->var->readers++;
  return NULL;
}

/* The block weight of the launch of FN with record R in the current
   function (the largest, if several).  */
static sreal
launch_weight (lms_record *r, tree fn)
{
  sreal best = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi); gsi_next (&gsi))
      {
	tree data;
	if (memspace_launch_target (gsi_stmt (gsi), &data) == fn
	    && TREE_CODE (data) == ADDR_EXPR && TREE_OPERAND (data, 0) == r->decl)
	  {
	    sreal w = block_weight (bb);
	    if (w > best)
	      best = w;
	  }
      }
  return best;
}

/* Check the launched functions of every field (cfun: the entry).  */
static void
check_children (lms_entry *e)
{
  unsigned i;
  lms_field *f;
  FOR_EACH_VEC_ELT (e->fields, i, f)
    {
      if (f->var->refusal)
	continue;
      unsigned k;
      tree fn;
      FOR_EACH_VEC_ELT (f->record->launched, k, fn)
	{
	  cgraph_node *child = cgraph_node::get (fn);
	  if (!child || !gimple_has_body_p (fn) || !DECL_STRUCT_FUNCTION (fn))
	    {
	      refuse (f->var, "a launched function has no body here");
	      break;
	    }
	  sreal scale = launch_weight (f->record, fn);
	  push_cfun (DECL_STRUCT_FUNCTION (fn));
	  const char *why = check_child (f, scale);
	  pop_cfun ();
	  if (why)
	    {
	      refuse (f->var, why);
	      break;
	    }
	}
    }
}

/* TESTING ONLY (test-wrong-rewrite=team-level-in-callee): every function
   taken to run once per team like an entry point, so the arrays a
   recursive function or one called by several threads hands to a
   parallel region are placed too (one live instance per team weakened).  */
static bool
team_level_in_callee_p (void)
{
  return knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_TEAM_LEVEL_IN_CALLEE;
}

/* Why NODE's variables cannot be team-level, or NULL.  */
static const char *
function_refusal (cgraph_node *node)
{
  tree decl = node->decl;
  if (!memspace_entry_point_p (decl) && !team_level_in_callee_p ())
    return "not an offload entry point";
  if (lookup_attribute ("oacc function", DECL_ATTRIBUTES (decl)))
    return "an OpenACC compute region";
  if (node->callers && !team_level_in_callee_p ())
    return "called directly";
  if (node->ref_list.referring.length () && !team_level_in_callee_p ())
    return "its address is taken";
  if (!gimple_has_body_p (decl) || !DECL_STRUCT_FUNCTION (decl))
    return "no body";
  return NULL;
}

static int
compare_benefit (const void *a, const void *b)
{
  const lms_var *x = *(const lms_var *const *) a;
  const lms_var *y = *(const lms_var *const *) b;
  if (x->benefit != y->benefit)
    return x->benefit > y->benefit ? -1 : 1;
  if (x->size != y->size)
    return x->size < y->size ? -1 : 1;
  return DECL_UID (x->decl) < DECL_UID (y->decl) ? -1 : 1;
}

/* Make V a .shared variable of the current function.  */
static void
transform (lms_var *v)
{
  DECL_ATTRIBUTES (v->decl) = tree_cons (get_identifier (MEMSPACE_ATTR_TEAM_SHARED),
					 NULL_TREE, DECL_ATTRIBUTES (v->decl));
  memspace_make_shared_static (v->decl, "shared");
}

static void
dump_entry (lms_entry *e)
{
  if (!dump_file)
    return;
  fprintf (dump_file, "%s: offload entry point, %u addressable automatics, "
	   "%u launch records\n", e->node->dump_name (), e->vars.length (),
	   e->records.length ());
  unsigned i;
  lms_var *v;
  FOR_EACH_VEC_ELT (e->vars, i, v)
    {
      fprintf (dump_file, "  ");
      print_generic_expr (dump_file, v->decl);
      fprintf (dump_file, " (" HOST_WIDE_INT_PRINT_UNSIGNED " bytes, benefit %.1f, "
	       "%s, read by %d launched function%s): %s\n",
	       v->size, v->benefit.to_double (),
	       v->team_level ? "address in a data record" : "no data record",
	       v->readers, v->readers == 1 ? "" : "s",
	       v->refusal ? v->refusal
	       : v->team_level ? "-> .shared"
	       : "stays (its address reaches no parallel region)");
    }
}

/* -fopt-info remarks.  Bodies loaded during the pass ran GCC's pending
   IPA transforms, whose dump_finish closed this pass's -fopt-info stream;
   reopen it first (as lower-struct-args does).  */
static void
emit_remarks (vec<lms_remark> &remarks)
{
  if (remarks.is_empty () || !current_pass)
    return;
  gcc::dump_manager *dumps = g->get_dumps ();
  dumps->dump_finish (current_pass->static_pass_number);
  dumps->dump_start (current_pass->static_pass_number, &dump_flags);
  unsigned i;
  lms_remark *r;
  FOR_EACH_VEC_ELT (remarks, i, r)
    {
      if (!dump_enabled_p ())
	break;
      dump_user_location_t loc
	= dump_user_location_t::from_location_t (DECL_SOURCE_LOCATION (r->decl));
      if (r->placed)
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
			 "lower-module-shared: %T of %s placed in .shared (%wu bytes)\n", r->decl,
			 lang_hooks.decl_printable_name (r->fndecl, 2), r->size);
      else if (r->left != HOST_WIDE_INT_M1U)
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			 "lower-module-shared: %T of %s stays in global memory: "
			 "%wu bytes do not fit the shared budget (%wu of %d bytes "
			 "left)\n", r->decl,
			 lang_hooks.decl_printable_name (r->fndecl, 2), r->size,
			 r->left, knob (KNOB_SHARED_BUDGET));
      else
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			 "lower-module-shared: %T of %s stays in global memory: %s\n",
			 r->decl, lang_hooks.decl_printable_name (r->fndecl, 2),
			 r->why);
    }
}

/* Analyse entry point NODE: its variables, records and launched
   functions.  */
static lms_entry *
analyse_entry (cgraph_node *node)
{
  lms_entry *e = new lms_entry;
  e->node = node;
  push_cfun (DECL_STRUCT_FUNCTION (node->decl));
  collect_vars (e);
  refuse_simt_private (e);
  collect_records (e);
  classify_uses (e);
  check_record_loads (e);
  check_children (e);
  pop_cfun ();
  return e;
}

/* Move the accepted variables of E to .shared.  */
static void
apply_entry (lms_entry *e)
{
  hash_set<tree> moved;
  push_cfun (DECL_STRUCT_FUNCTION (e->node->decl));
  unsigned i;
  lms_var *v;
  FOR_EACH_VEC_ELT (e->vars, i, v)
    if (v->team_level && !v->refusal)
      {
	transform (v);
	moved.add (v->decl);
      }
  if (!moved.is_empty ())
    {
      memspace_recompute_addresses (&moved);
      memspace_reset_alias_info ();
      cgraph_edge::rebuild_references ();
    }
  pop_cfun ();
}

static void
release_entry (lms_entry *e)
{
  unsigned i;
  lms_var *v;
  FOR_EACH_VEC_ELT (e->vars, i, v)
    delete v;
  lms_record *r;
  FOR_EACH_VEC_ELT (e->records, i, r)
    delete r;
  delete e;
}

/* Choose, over all entry points, the variables that go to .shared:
   largest benefit first, within the budget.  The budget is the image's,
   not one kernel's: every OpenMP kernel of an image reserves the .shared
   variables of every entry function (doc/gcc-nvptx-facts.md §11: the
   entry functions are reached through the indirect call in
   gomp_nvptx_main, and the device linker gives each kernel what every
   function it may call indirectly uses).  */
static void
place (vec<lms_entry *> &entries, vec<lms_remark> *remarks)
{
  auto_vec<lms_var *, 8> order;
  hash_map<tree, cgraph_node *> owner;
  unsigned i, j;
  lms_entry *e;
  lms_var *v;
  FOR_EACH_VEC_ELT (entries, i, e)
    FOR_EACH_VEC_ELT (e->vars, j, v)
      {
	owner.put (v->decl, e->node);
	if (!v->team_level)
	  continue;
	if (v->refusal)
	  {
	    lms_remark r = { false, v->decl, e->node->decl, v->size, v->refusal,
			     HOST_WIDE_INT_M1U };
	    remarks->safe_push (r);
	  }
	else
	  order.safe_push (v);
      }
  order.qsort (compare_benefit);
  unsigned HOST_WIDE_INT left = knob (KNOB_SHARED_BUDGET);
  FOR_EACH_VEC_ELT (order, i, v)
    {
      lms_remark r = { false, v->decl, (*owner.get (v->decl))->decl, v->size, NULL,
		       HOST_WIDE_INT_M1U };
      if (v->size > left)
	{
	  refuse (v, "over the shared budget");
	  r.left = left;
	}
      else
	{
	  left -= v->size;
	  r.placed = true;
	}
      remarks->safe_push (r);
    }
  if (dump_file)
    fprintf (dump_file, "shared budget %d bytes, " HOST_WIDE_INT_PRINT_UNSIGNED
	     " placed\n", knob (KNOB_SHARED_BUDGET),
	     (unsigned HOST_WIDE_INT) knob (KNOB_SHARED_BUDGET) - left);
}

static unsigned int
lower_module_shared_execute (void)
{
  cgraph_node *node;
  /* Only entry points hold candidates: nothing to load without one.  */
  bool any = false;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    any |= !node->inlined_to && memspace_entry_point_p (node->decl);
  if (!any)
    return 0;
  /* Load every body first: get_body () applies the pending IPA
     transforms (inlining among them), which change other nodes' edges.  */
  auto_vec<cgraph_node *, 32> to_load;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (!node->inlined_to)
      to_load.safe_push (node);
  unsigned i;
  FOR_EACH_VEC_ELT (to_load, i, node)
    node->get_body ();

  auto_vec<lms_entry *, 8> entries;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (!node->inlined_to
	&& (memspace_entry_point_p (node->decl) || team_level_in_callee_p ()))
      {
	if (const char *why = function_refusal (node))
	  {
	    if (dump_file)
	      fprintf (dump_file, "%s: left alone (%s)\n", node->dump_name (), why);
	    continue;
	  }
	entries.safe_push (analyse_entry (node));
      }
  auto_vec<lms_remark, 8> remarks;
  place (entries, &remarks);
  lms_entry *e;
  FOR_EACH_VEC_ELT (entries, i, e)
    {
      dump_entry (e);
      apply_entry (e);
      release_entry (e);
    }
  emit_remarks (remarks);
  return 0;
}

const pass_data lower_module_shared_data = {
  SIMPLE_IPA_PASS, "lower-module-shared", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0, 0
};

class lower_module_shared_pass : public simple_ipa_opt_pass
{
public:
  lower_module_shared_pass (gcc::context *ctx)
    : simple_ipa_opt_pass (lower_module_shared_data, ctx)
  {}
  /* OpenMP only: the soft stack (-mgomp) is what puts a team's
     automatics in global memory, and OpenACC's execution model (gang-
     redundant code run by every worker) differs.  */
  bool gate (function *) final override
  {
    return (optimize > 0 && knob (KNOB_LOWER_MODULE_SHARED) && flag_openmp
	    && !flag_openacc && memspace_target_soft_stack_p ());
  }
  unsigned int execute (function *) final override
  {
    return lower_module_shared_execute ();
  }
};

} // anon namespace

opt_pass *
make_lower_module_shared_pass (gcc::context *ctx)
{
  return new lower_module_shared_pass (ctx);
}
