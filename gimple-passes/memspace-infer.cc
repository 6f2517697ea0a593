// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-infer.cc -- which PTX state space does each pointer point into?

   A forward data-flow analysis over one function in SSA form, on the
   lattice of memspace-lattice.h.  Every pointer SSA name, and every integer
   SSA name as wide as a pointer (IVOPTs and user code round-trip pointers
   through integers), gets a value; everything starts at BOTTOM and the
   function is swept in reverse post-order until nothing changes.  The
   result is a consistent solution of the transfer equations below, so by
   induction over any execution every runtime pointer lies in the space of
   its final lattice value; a value that is not concrete means "unknown",
   and the rewrite leaves it generic.  We never guess.

   SEEDS.  Each is a fact about GCC 12's nvptx code generation or libgomp,
   recorded in doc/gcc-nvptx-facts.md with file:line references:

   S1 Variables with static storage.  nvptx_encode_section_info
      (config/nvptx/nvptx.cc) places every such variable: TREE_CONSTANT ->
      .const; attribute "shared" -> .shared; TREE_READONLY -> .const;
      otherwise .global.  memspace_of_decl applies the same rule, and the
      convert hook (rtl-hooks) checks the symbol's real data area.
   S2 Automatic variables.  With -msoft-stack (OpenMP's -mgomp) a frame is
      carved from the per-warp soft stack that libgomp allocates with
      cuMemAlloc: global memory -- except in functions called inside an
      "omp simd" region, whose frame comes from the caller's .local
      %simtstack_ar.  Without soft stack (OpenACC) the frame is the .local
      array %frame_ar.  The space of the frame is therefore a per-function
      fact (facts.frame): LOCAL without soft stack; GLOBAL for offload entry
      points under soft stack (the runtime calls them, never from a SIMT
      region); for other functions ipmsp proves it or it stays GENERIC.
   S3 OpenACC gang-private variables (attribute "oacc gang-private") are
      expanded by nvptx_goacc_expand_var_decl into __gang_private_shared,
      a .shared array -> SHARED.
   S4 SIMT-privatised storage: the result of .GOMP_SIMT_ENTER_ALLOC and
      variables marked "omp simt private" live in the .local
      %simtstack_ar (nvptx_output_simt_enter) -> LOCAL.
   S5 OpenACC reduction buffers: __builtin_nvptx_worker_addr and
      __builtin_nvptx_vector_addr return addresses in __worker_red /
      __vector_red, .shared arrays -> SHARED.
   S6 Offload entry points (attribute "omp target entrypoint": OpenMP target
      regions and OpenACC compute regions).  Parameter 0 is the argument
      record that libgomp allocates with cuMemAlloc (OpenMP: gomp_map_vars'
      tgt block; OpenACC: the dp block of GOMP_OFFLOAD_openacc_exec) and
      fills on the host.  Every pointer in it was produced on the host: a
      mapped or firstprivate copy (cuMemAlloc), an is_device_ptr or
      deviceptr value, a host address for absent no_create data, or null.
      The host cannot form an address in a kernel's .shared or .local
      windows, which exist only while the kernel runs; every other generic
      address is in the global window.  So the record and the pointers
      loaded from it are GLOBAL, provided the function never writes the
      record (checked: entry_record_read_only).  Knobs:
      param-always-point-to-global, track-indir-load.
   S7 Heap.  malloc, calloc, realloc (newlib's nvptx malloc calls the PTX
      malloc system call, which allocates from the device heap in global
      memory, CUDA C Programming Guide "Dynamic Global Memory Allocation")
      and GCC 12 libgomp's omp_alloc family (allocator.c only calls
      malloc/calloc/realloc, whatever the allocator) -> GLOBAL.
      omp_target_alloc does not exist in GCC 12's device libgomp.
   S8 What ipmsp publishes on a function's decl (memspace_collect_facts):
      spaces of parameters all of whose callers are known, pointer fields
      of the records passed through GOMP_parallel (and, for a field that
      points to a shared variable of the launching function, the space of
      the pointer in that variable), the frame space, and the return space
      of callees.

   S9 Loaded pointers (loaded-pointers.cc; knob loaded-pointers).  A
      pointer loaded from memory whose address is proven GLOBAL (and not
      an external variable's) is GLOBAL, in the functions on which ipmsp
      published "nvptx memspace loaded global": its whole-program check
      proved, assuming this very rule, that every store of the device
      program stores a GLOBAL address or no address, and the host forms
      only global addresses (S6), so every pointer in memory is global or
      null -- an induction over the stores of an execution
      (doc/gcc-nvptx-facts.md section 15).  Record facts (S6, S8) and
      local aggregates come first; the rule only replaces GENERIC.

   PROPAGATION follows the address flows of memspace_address_operands,
   the one definition every pass uses (memspace-infer.h lists them): copies
   and pointer casts, POINTER_PLUS_EXPR (pointer arithmetic stays within
   its object), ADDR_SPACE_CONVERT_EXPR, PHI, COND_EXPR, MIN/MAX, the
   results of the callees builtin-effects.cc says return a pointer into an
   argument (memcpy, strchr, __builtin_assume_aligned...).  Roots: loads
   from records whose fields are known, calls whose callee's return space
   is known.

   PROVENANCE (doc/gcc-nvptx-facts.md section 17).  Every SSA name of a
   register type has a value, not only pointers: the spaces whose address
   bits it may carry.  One rule, whatever the type: a value carries the
   provenance of every operand that may carry one -- a truncation (a half
   of a pointer), a widening, a shift, an OR, a VIEW_CONVERT_EXPR into a
   double or a vector, a comparison, a select on a condition (the
   condition too, for non-pointers), a PHI, a call computed from its
   arguments (sqrt, bswap) -- so in general the meet of the operands'
   values.  A maybe-null operand never cancels another's address: a - b is
   a when b is null.  Three operations leave no address: the difference of
   two pointers into one space (POINTER_DIFF_EXPR; C makes it undefined
   unless both point into one object, so neither is null), the integer
   difference of two addresses in one space whose subtrahend is certainly
   not null (the address of a declared object), and an alignment mask
   keeps the address it masks.  Roots: constants are no address (a program
   cannot know where the driver puts a window); loads follow the record,
   local-aggregate and S9 rules for any type (S6: whatever the host wrote
   into the entry record is a global address, null or a number); calls
   what builtin-effects.cc and ipmsp's return facts say; parameters what
   ipmsp's votes say (every register type votes); inline-asm outputs and
   everything not modelled are GENERIC, never "no address".  LIMIT: an
   address rebuilt from branches on its bits (if (a & bit) v |= bit) is
   outside any data-flow model; GCC's own points-to analysis gives such a
   pointer only the base it is added to (and deletes stores to an
   automatic it really points to), and so may this analysis.  The
   rewrite follows only pointers and pointer-sized integers
   (memspace_tracked_type_p); the other values only carry provenance into
   them.

   FILES.  This file is the engine: the seeds, the transfer functions,
   the sweep to the fixed point (memspace_sweep, memspace_infer) and the
   facts collected before it (memspace_collect_facts).  What a value's
   operands carry is memspace-address-flow.cc's one definition; the
   questions asked without a lattice (entry points, launches, inline
   atomics, read-only records) are memspace-queries.cc's.  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-infer.h"
#include "builtin-effects.h"
#include "memspace-addr-space.h"
#include "nvptx-facts.h"

/* The address space a pointer type's pointee carries, as a lattice value,
   or BOTTOM for the generic space.  */
static enum memspace
pointer_type_space (const_tree type)
{
  if (!POINTER_TYPE_P (type))
    return MEMSPACE_BOTTOM;
  addr_space_t as = TYPE_ADDR_SPACE (TREE_TYPE (type));
  if (as == ADDR_SPACE_GENERIC)
    return MEMSPACE_BOTTOM;
  return memspace_of_addr_space (as);
}

enum memspace
memspace_of_decl (const struct memspace_inference *info, tree decl)
{
  if (TREE_CODE (decl) != VAR_DECL)
    /* Parameters passed in memory live wherever the caller put them
       (nvptx passes aggregates by hidden reference); results likewise.  */
    return MEMSPACE_GENERIC;
  if (DECL_HAS_VALUE_EXPR_P (decl) || DECL_HARD_REGISTER (decl)
      || DECL_THREAD_LOCAL_P (decl))
    return MEMSPACE_GENERIC;
  if (TREE_STATIC (decl) || DECL_EXTERNAL (decl))
    /* S1.  */
    return nvptx_facts_static_variable_space (decl);
  if (!info || !auto_var_in_fn_p (decl, info->fn->decl))
    return MEMSPACE_GENERIC;
  /* S3, before oaccdevlow: see pending_openacc_privates.  */
  for (unsigned i = 0; i < info->facts.pending_privates.length (); i++)
    if (info->facts.pending_privates[i] == decl)
      return info->facts.pending_private_spaces[i];
  /* S3.  */
  if (nvptx_facts_gang_private_p (decl))
    /* TESTING ONLY (test-wrong-rewrite=gang-private-as-local): the
       variable taken for an ordinary automatic of the .local frame.  */
    return (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_GANG_PRIVATE_AS_LOCAL
	    ? MEMSPACE_LOCAL : MEMSPACE_SHARED);
  /* S4.  */
  if (lookup_attribute ("omp simt private", DECL_ATTRIBUTES (decl)))
    return (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_SIMT_PRIVATE_AS_GLOBAL
	    ? MEMSPACE_GLOBAL : MEMSPACE_LOCAL);
  /* S2.  */
  return info->facts.frame;
}

enum memspace
memspace_of_reference (const struct memspace_inference *info, tree ref)
{
  tree base = ref;
  while (handled_component_p (base))
    base = TREE_OPERAND (base, 0);
  switch (TREE_CODE (base))
    {
    case MEM_REF:
    case TARGET_MEM_REF:
      return memspace_value (info, TREE_OPERAND (base, 0));
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      return memspace_of_decl (info, base);
    case STRING_CST:
      /* S1: a string literal is a constant of the pool.  */
      return nvptx_facts_constant_pool_space ();
    default:
      return MEMSPACE_GENERIC;
    }
}

enum memspace
memspace_of_address (const struct memspace_inference *info, tree addr)
{
  gcc_assert (TREE_CODE (addr) == ADDR_EXPR);
  tree object = TREE_OPERAND (addr, 0);
  if (TREE_CODE (object) == FUNCTION_DECL || TREE_CODE (object) == LABEL_DECL)
    return MEMSPACE_GENERIC;
  return memspace_of_reference (info, object);
}

enum memspace
memspace_value (const struct memspace_inference *info, tree op)
{
  switch (TREE_CODE (op))
    {
    case SSA_NAME:
      {
	enum memspace by_type = pointer_type_space (TREE_TYPE (op));
	if (by_type != MEMSPACE_BOTTOM)
	  return by_type;
	if (!memspace_provenance_type_p (TREE_TYPE (op))
	    || (!memspace_tracked_type_p (TREE_TYPE (op))
		&& knob (KNOB_TEST_WRONG_REWRITE)
		   == MEMSPACE_TEST_UNTRACKED_NO_ADDRESS))
	  return MEMSPACE_NOT_ADDRESS;
	if (SSA_NAME_VERSION (op) >= info->value.length ())
	  return MEMSPACE_GENERIC;
	enum memspace value = (enum memspace) info->value[SSA_NAME_VERSION (op)];
	memspace_checking_assert (memspace_lattice_value_p (value));
	if (value == MEMSPACE_BOTTOM && knob (KNOB_MEMSPACE_CONSERVATIVE))
	  return MEMSPACE_GENERIC;
	return value;
      }
    case INTEGER_CST:
      if (POINTER_TYPE_P (TREE_TYPE (op)) && !integer_zerop (op))
	return MEMSPACE_GENERIC;
      return MEMSPACE_NOT_ADDRESS;
    case ADDR_EXPR:
      return memspace_of_address (info, op);
    default:
      /* A number: no program can know where a state space's window lies
	 (the windows are the driver's choice), so a constant is no address
	 (doc/gcc-nvptx-facts.md section 17).  */
      if (CONSTANT_CLASS_P (op))
	return MEMSPACE_NOT_ADDRESS;
      return MEMSPACE_GENERIC;
    }
}

/* The record fact for a load of SIZE bytes at OFFSET from parameter PARAM,
   or NULL.  */
const memspace_record_fact *
memspace_record_fact_for (const struct memspace_inference *info, int param,
	     HOST_WIDE_INT offset, HOST_WIDE_INT size)
{
  unsigned i;
  memspace_record_fact *fact;
  FOR_EACH_VEC_ELT (info->facts.record, i, fact)
    if (fact->param == param && fact->offset == offset && fact->size == size)
      return fact;
  return NULL;
}

/* A load of SIZE bytes at OFFSET from VAR, an automatic aggregate whose
   address is never taken: only direct stores write it, so the value is the
   meet of what is stored there (flow-insensitively; a store of any other
   shape into VAR, e.g. an aggregate copy, gives up).  */
static enum memspace
local_field_value (const struct memspace_inference *info, tree var,
		   HOST_WIDE_INT offset, HOST_WIDE_INT size)
{
  enum memspace value = MEMSPACE_BOTTOM;
  basic_block bb;
  FOR_EACH_BB_FN (bb, info->fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!gimple_vdef (stmt) || gimple_clobber_p (stmt))
	  continue;
	/* An asm output operand names a part of VAR directly ("=r" (s.p)):
	   whatever the template put there (gimple_get_lhs of an asm is
	   NULL, so this must come first).  */
	if (gasm *asm_stmt = dyn_cast <gasm *> (stmt))
	  {
	    for (unsigned i = 0; i < gimple_asm_noutputs (asm_stmt); i++)
	      if (get_base_address (TREE_VALUE (gimple_asm_output_op (asm_stmt, i)))
		  == var)
		return MEMSPACE_GENERIC;
	    continue;
	  }
	tree lhs = gimple_get_lhs (stmt);
	if (!lhs || get_base_address (lhs) != var)
	  {
	    /* A call could write VAR only through its address, never taken.  */
	    continue;
	  }
	poly_int64 poly_offset;
	HOST_WIDE_INT store_offset;
	tree size_tree = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
	if (!is_gimple_assign (stmt) || !gimple_assign_single_p (stmt)
	    || get_addr_base_and_unit_offset (lhs, &poly_offset) != var
	    || !poly_offset.is_constant (&store_offset)
	    || !size_tree || !tree_fits_shwi_p (size_tree))
	  return MEMSPACE_GENERIC;
	HOST_WIDE_INT store_size = tree_to_shwi (size_tree);
	if (store_offset + store_size <= offset || offset + size <= store_offset)
	  continue;
	if (store_offset != offset || store_size != size)
	  return MEMSPACE_GENERIC;
	tree rhs = gimple_assign_rhs1 (stmt);
	/* The stored value's provenance, whatever its type: a double or a
	   vector stored into a union may carry a pointer's bits.  */
	if (TREE_CODE (rhs) != SSA_NAME && TREE_CODE (rhs) != ADDR_EXPR
	    && !CONSTANT_CLASS_P (rhs))
	  return MEMSPACE_GENERIC;
	value = memspace_meet (value, memspace_value (info, rhs));
      }
  return value;
}

/* The value of a load of a register type from REF: known record fields
   (S6, S8), fields of local aggregates, else GENERIC.  */
static enum memspace
record_load_value (const struct memspace_inference *info, tree ref)
{
  if (!knob (KNOB_TRACK_INDIR_LOAD))
    return MEMSPACE_GENERIC;
  {
    tree base = get_base_address (ref);
    poly_int64 poly_offset;
    HOST_WIDE_INT offset;
    tree size_tree = TYPE_SIZE_UNIT (TREE_TYPE (ref));
    if (base && VAR_P (base) && !TREE_ADDRESSABLE (base) && !TREE_THIS_VOLATILE (ref)
	&& auto_var_in_fn_p (base, info->fn->decl)
	&& !DECL_HAS_VALUE_EXPR_P (base)
	&& get_addr_base_and_unit_offset (ref, &poly_offset) == base
	&& poly_offset.is_constant (&offset)
	&& size_tree && tree_fits_shwi_p (size_tree))
      return local_field_value (info, base, offset, tree_to_shwi (size_tree));
  }
  HOST_WIDE_INT offset = 0, size;
  int param = memspace_parameter_load (ref, &offset, &size);
  if (param >= 0)
    {
      /* S6: bytes the host wrote into the entry record -- a global
	 address, null or a number, whatever the field's type and size (a
	 firstprivate integer may hold a device address's bits, which the
	 host knows only of global memory).  */
      if (info->facts.entry && param == 0 && info->facts.entry_record_read_only
	  && knob (KNOB_PARAM_ALWAYS_POINT_TO_GLOBAL))
	return MEMSPACE_GLOBAL;
      /* S8: a field ipmsp proved.  */
      if (const memspace_record_fact *fact = memspace_record_fact_for (info, param, offset, size))
	return fact->space;
      if (param == 0 && info->facts.record_optimistic)
	return MEMSPACE_BOTTOM;
      return MEMSPACE_GENERIC;
    }

  /* S8, second level: the whole cell a record field points to.  */
  poly_int64 poly_offset;
  tree base = get_addr_base_and_unit_offset (ref, &poly_offset);
  if (!base || TREE_CODE (base) != MEM_REF || !integer_zerop (TREE_OPERAND (base, 1))
      || maybe_ne (poly_offset, 0)
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME)
    return MEMSPACE_GENERIC;
  tree size_tree = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!size_tree || !tree_fits_shwi_p (size_tree)
      || tree_to_shwi (size_tree) != POINTER_SIZE / BITS_PER_UNIT)
    return MEMSPACE_GENERIC;
  gimple *def = SSA_NAME_DEF_STMT (TREE_OPERAND (base, 0));
  /* memspace-opt1's converted copy of the field's pointer.  */
  if (is_gimple_assign (def)
      && gimple_assign_rhs_code (def) == ADDR_SPACE_CONVERT_EXPR
      && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME)
    def = SSA_NAME_DEF_STMT (gimple_assign_rhs1 (def));
  if (!gimple_assign_single_p (def))
    return MEMSPACE_GENERIC;
  HOST_WIDE_INT field_offset = 0, field_size;
  int field_param = memspace_parameter_load (gimple_assign_rhs1 (def),
					     &field_offset, &field_size);
  if (field_param < 0)
    return MEMSPACE_GENERIC;
  const memspace_record_fact *fact = memspace_record_fact_for (info, field_param,
						  field_offset, field_size);
  if (fact && (memspace_concrete_p (fact->content) || fact->content == MEMSPACE_BOTTOM))
    return fact->content;
  if (!fact && field_param == 0 && info->facts.record_optimistic)
    return MEMSPACE_BOTTOM;
  return MEMSPACE_GENERIC;
}

bool
memspace_loaded_global_load_p (const struct memspace_inference *info, tree ref)
{
  return (POINTER_TYPE_P (TREE_TYPE (ref))
	  && memspace_global_content_load_p (info, ref));
}

/* S9's invariant I for a load of REF of any size: INFO's facts say it
   holds, and REF reads memory proven GLOBAL that no code outside the unit
   wrote.  Under I every byte of that memory belongs to a global address,
   null or a number, so what REF reads -- a pointer, a half of one, a
   double -- carries no other space's address.  */
static bool
global_content_p (const struct memspace_inference *info, tree ref)
{
  if (!info->facts.loaded_global || TREE_THIS_VOLATILE (ref))
    return false;
  /* A variable defined outside the offload unit (newlib's _impure_ptr):
     its content was stored by code the check never saw.  The check fails
     the whole program on a reference to one; this keeps the rule off
     them in a function compiled later too.  */
  tree base = get_base_address (ref);
  if (base && VAR_P (base)
      && (DECL_EXTERNAL (base) || DECL_HAS_VALUE_EXPR_P (base)))
    return false;
  enum memspace space = memspace_of_reference (info, ref);
  return space == MEMSPACE_GLOBAL;
}

bool
memspace_global_content_load_p (const struct memspace_inference *info, tree ref)
{
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!size || !tree_fits_shwi_p (size)
      || tree_to_shwi (size) != POINTER_SIZE / BITS_PER_UNIT)
    return false;
  return global_content_p (info, ref);
}

/* The value of a load of a register type from REF: what the record and
   local rules say, else S9 (a pointer, or anything else that may carry
   an address's bits), else GENERIC.  */
static enum memspace
load_value (const struct memspace_inference *info, tree ref)
{
  enum memspace value = record_load_value (info, ref);
  if (value != MEMSPACE_GENERIC)
    return value;
  if (POINTER_TYPE_P (TREE_TYPE (ref))
      ? memspace_loaded_global_load_p (info, ref)
      : global_content_p (info, ref))
    return MEMSPACE_GLOBAL;
  /* S9 may still apply once the address's space is known (a parameter
     whose votes have not come in yet): wait, so that the answer only ever
     moves up the lattice.  */
  if (info->facts.loaded_global && !TREE_THIS_VOLATILE (ref)
      && memspace_of_reference (info, ref) == MEMSPACE_BOTTOM)
    return MEMSPACE_BOTTOM;
  return value;
}

/* S5.  */
static bool
openacc_reduction_buffer_p (const gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_MD) || !DECL_NAME (fndecl))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return nvptx_facts_shared_address_builtin_p (name);
}

/* The meet of the values of CALL's arguments (only those that are not
   pointers, unless ALL): what a result computed from them may carry.  */
static enum memspace
arguments_value (const struct memspace_inference *info, const gcall *call,
		 bool all)
{
  enum memspace value = MEMSPACE_NOT_ADDRESS;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (all || !POINTER_TYPE_P (TREE_TYPE (arg)))
	value = memspace_meet (value, memspace_value (info, arg));
    }
  return value;
}

/* The value of the result of internal function CALL.  */
static enum memspace
internal_call_value (const struct memspace_inference *info, const gcall *call)
{
  internal_fn fn = gimple_call_internal_fn (call);
  switch (fn)
    {
    case IFN_GOMP_SIMT_ENTER_ALLOC:
      /* S4.  */
      return (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_SIMT_PRIVATE_AS_GLOBAL
	      ? MEMSPACE_GLOBAL : MEMSPACE_LOCAL);
    case IFN_DEFERRED_INIT:
      /* -ftrivial-auto-var-init's pattern.  */
      return MEMSPACE_NOT_ADDRESS;
    case IFN_GOMP_SIMT_XCHG_BFLY:
    case IFN_GOMP_SIMT_XCHG_IDX:
      /* Another lane's value of argument 0: the same name, so the same
	 provenance, whatever its type.  */
      return memspace_value (info, gimple_call_arg (call, 0));
    case IFN_GOACC_DIM_SIZE:
    case IFN_GOACC_DIM_POS:
    case IFN_GOACC_LOOP:
    case IFN_GOACC_TILE:
    case IFN_GOMP_USE_SIMT:
    case IFN_GOMP_SIMT_ENTER:
    case IFN_GOMP_SIMT_LANE:
    case IFN_GOMP_SIMT_VF:
    case IFN_GOMP_SIMT_LAST_LANE:
    case IFN_GOMP_SIMT_ORDERED_PRED:
    case IFN_GOMP_SIMT_VOTE_ANY:
    case IFN_GOMP_SIMD_LANE:
    case IFN_GOMP_SIMD_VF:
    case IFN_GOMP_SIMD_LAST_LANE:
    case IFN_UNIQUE:
    case IFN_BUILTIN_EXPECT:
      /* Numbers computed from the numbers they are given (dimensions,
	 lane indices, loop bounds, data-dependence tokens): the pointer
	 arguments (the SIMT variables' addresses) are not in the result.  */
      return arguments_value (info, call, false);
    default:
      /* The arithmetic and math functions (internal-fn.def's direct and
	 overflow functions) compute from their arguments alone.  */
      if (internal_fn_flags (fn) & ECF_CONST)
	return arguments_value (info, call, true);
      return MEMSPACE_GENERIC;
    }
}

enum memspace
memspace_call_value (const struct memspace_inference *info, const gcall *call)
{
  if (gimple_call_internal_p (call))
    return internal_call_value (info, call);
  if (openacc_reduction_buffer_p (call))
    return (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_REDUCTION_BUFFER_AS_GLOBAL
	    ? MEMSPACE_GLOBAL : MEMSPACE_SHARED);
  tree fndecl = gimple_call_fndecl (call);
  if (fndecl && fndecl_built_in_p (fndecl, BUILT_IN_MD) && DECL_NAME (fndecl)
      && nvptx_facts_shuffle_builtin_p (IDENTIFIER_POINTER (DECL_NAME (fndecl))))
    return memspace_value (info, gimple_call_arg (call, 0));
  struct memspace_call_effects effects;
  if (memspace_call_effects (call, &effects))
    switch (effects.result)
      {
      case MEMSPACE_RESULT_HEAP:
	/* S7.  */
	return (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_HEAP_AS_LOCAL
		? MEMSPACE_LOCAL : MEMSPACE_GLOBAL);
      case MEMSPACE_RESULT_ARGUMENT:
	if (effects.result_argument < gimple_call_num_args (call))
	  return memspace_value (info,
				 gimple_call_arg (call, effects.result_argument));
	return MEMSPACE_GENERIC;
      case MEMSPACE_RESULT_FROM_ARGUMENTS:
	return arguments_value (info, call, false);
      case MEMSPACE_RESULT_NUMBER:
	return MEMSPACE_NOT_ADDRESS;
      case MEMSPACE_RESULT_UNKNOWN:
	break;
      }
  /* S8: a callee whose every return carries one space (or none).  */
  if (fndecl)
    {
      enum memspace space;
      if (memspace_read_return (fndecl, &space))
	return space;
    }
  /* A4: not modelled, so unknown (the testing knob says no address).  */
  return (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_UNMODELLED_NO_ADDRESS
	  ? MEMSPACE_NOT_ADDRESS : MEMSPACE_GENERIC);
}

/* An alignment mask -2^k, k <= 12: clearing at most 12 low bits keeps an
   address inside its (far larger, aligned) state-space window.  */
static bool
alignment_mask_p (tree mask)
{
  if (TREE_CODE (mask) != INTEGER_CST)
    return false;
  wide_int w = wi::to_wide (mask);
  wide_int inverted = wi::bit_not (w);
  int low = wi::exact_log2 (inverted + 1);
  return low >= 0 && low <= 12;
}

/* True if OP is certainly not null: the address of a declared object
   (not a weak one), plus a constant, through copies and conversions that
   keep every bit.  */
static bool
nonnull_address_p (tree op)
{
  for (int depth = 0; depth < 8; depth++)
    {
      if (TREE_CODE (op) == ADDR_EXPR)
	{
	  tree base = get_base_address (TREE_OPERAND (op, 0));
	  return (base && DECL_P (base) && !DECL_WEAK (base)
		  && TREE_CODE (base) != FUNCTION_DECL);
	}
      if (TREE_CODE (op) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (op))
	return false;
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op));
      if (!def)
	return false;
      enum tree_code code = gimple_assign_rhs_code (def);
      tree rhs1 = gimple_assign_rhs1 (def);
      if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME || code == ADDR_EXPR)
	{
	  if (TYPE_PRECISION (TREE_TYPE (rhs1))
	      != TYPE_PRECISION (TREE_TYPE (gimple_assign_lhs (def))))
	    return false;
	  op = rhs1;
	  continue;
	}
      if ((code == POINTER_PLUS_EXPR || code == PLUS_EXPR)
	  && TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST)
	{
	  op = rhs1;
	  continue;
	}
      return false;
    }
  return false;
}

/* Integer arithmetic CODE on operands A and B (B may be NULL_TREE) with
   values VA and VB: the provenance rule (doc/gcc-nvptx-facts.md section
   17).  The result may carry the address of every operand that may carry
   one -- a maybe-null operand never cancels another's address: a - b is
   a itself when b is null -- so in general it is their meet.  Three
   operations are known to leave no address behind:
   * POINTER_DIFF_EXPR of two pointers into one space: C makes it
     undefined unless both point into one object (C11 6.5.6p9), so
     neither is null and the result is a distance;
   * MINUS_EXPR of two integers holding addresses in one space when the
     subtrahend is certainly not null (the address of a declared object);
   * an alignment mask keeps the address it masks (its window is aligned
     far more coarsely).
   Both differences wait (BOTTOM) while an operand is BOTTOM, so that the
   result only ever moves up the lattice.  */
static enum memspace
integer_arithmetic (enum tree_code code, tree a, enum memspace va, tree b,
		    enum memspace vb)
{
  switch (code)
    {
    case POINTER_DIFF_EXPR:
    case MINUS_EXPR:
      if (va == MEMSPACE_BOTTOM || vb == MEMSPACE_BOTTOM)
	return MEMSPACE_BOTTOM;
      if (va == vb && memspace_concrete_p (va)
	  && (code == POINTER_DIFF_EXPR || nonnull_address_p (b)
	      || knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_NULL_DIFFERENCE))
	return MEMSPACE_NOT_ADDRESS;
      return memspace_meet (va, vb);
    case BIT_AND_EXPR:
      if (b && alignment_mask_p (b))
	return va;
      return memspace_meet (va, vb);
    default:
      return memspace_meet (va, vb);
    }
}

/* The value of the register REF's handled components read (a
   VIEW_CONVERT_EXPR, BIT_FIELD_REF, REALPART_EXPR or IMAGPART_EXPR of an
   SSA name: the bits of that name), or of the memory they read (a load).  */
static enum memspace
reference_value (const struct memspace_inference *info, tree ref)
{
  tree base = ref;
  while (handled_component_p (base))
    base = TREE_OPERAND (base, 0);
  if (TREE_CODE (base) == SSA_NAME || CONSTANT_CLASS_P (base)
      || TREE_CODE (base) == ADDR_EXPR)
    return memspace_value (info, base);
  if (REFERENCE_CLASS_P (ref) || DECL_P (ref))
    return load_value (info, ref);
  return MEMSPACE_GENERIC;
}

/* The meet of the operands of the conditional expression COND (an SSA
   name or a comparison).  */
static enum memspace
condition_value (const struct memspace_inference *info, tree cond)
{
  if (COMPARISON_CLASS_P (cond))
    return memspace_meet (memspace_value (info, TREE_OPERAND (cond, 0)),
			  memspace_value (info, TREE_OPERAND (cond, 1)));
  return memspace_value (info, cond);
}

/* The value of STMT's result, of a type the rewrite does not follow
   (a narrow integer, a boolean, a float, a vector): its provenance.  Any
   operation carries the provenance of every operand (a half of a
   pointer, a pointer's bits in a double, a comparison of an address's
   bits, a select on one); loads and calls as for pointers.  */
static enum memspace
untracked_assign_value (const struct memspace_inference *info, gassign *stmt)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  if (gimple_assign_single_p (stmt))
    {
      if (TREE_CODE (rhs1) == CONSTRUCTOR)
	{
	  enum memspace value = MEMSPACE_NOT_ADDRESS;
	  unsigned i;
	  tree element;
	  FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (rhs1), i, element)
	    value = memspace_meet (value, memspace_value (info, element));
	  return value;
	}
      return reference_value (info, rhs1);
    }
  enum memspace value;
  if (code == COND_EXPR || code == VEC_COND_EXPR)
    value = condition_value (info, rhs1);
  else
    value = memspace_value (info, rhs1);
  if (gimple_num_ops (stmt) > 2)
    {
      tree rhs2 = gimple_assign_rhs2 (stmt);
      enum memspace v2 = memspace_value (info, rhs2);
      if (gimple_num_ops (stmt) == 3)
	return integer_arithmetic (code, rhs1, value, rhs2, v2);
      value = memspace_meet (value, v2);
    }
  if (gimple_num_ops (stmt) > 3)
    value = memspace_meet (value, memspace_value (info, gimple_assign_rhs3 (stmt)));
  return value;
}

/* The value of a root (MEMSPACE_FLOW_NONE) that STMT defines.  */
static enum memspace
evaluate_root_assign (const struct memspace_inference *info, gassign *stmt)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  if (gimple_assign_single_p (stmt))
    /* A load (any tracked type: a pointer-sized integer from memory may
       hold any address), or a register reinterpreted.  */
    return reference_value (info, rhs1);
  if (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (stmt)))
    {
      tree to = TREE_TYPE (lhs);
      if (POINTER_TYPE_P (to))
	return (TREE_CODE (rhs1) == INTEGER_CST && integer_zerop (rhs1)
		? MEMSPACE_NOT_ADDRESS : MEMSPACE_GENERIC);
      /* A pointer-sized integer made from a narrower or wider value (an
	 address's half, widened and recombined; an __int128) carries what
	 that value carries.  */
      return memspace_value (info, rhs1);
    }
  return MEMSPACE_GENERIC;
}

static enum memspace
evaluate_assign (const struct memspace_inference *info, gassign *stmt)
{
  tree lhs = gimple_assign_lhs (stmt);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  auto_vec<tree, 3> ops;
  switch (memspace_address_operands (stmt, &ops))
    {
    case MEMSPACE_FLOW_NONE:
      return evaluate_root_assign (info, stmt);
    case MEMSPACE_FLOW_COPY:
      {
	memspace_checking_assert (ops.length () == 1);
	enum memspace value = memspace_value (info, ops[0]);
	if (code == ADDR_SPACE_CONVERT_EXPR)
	  {
	    enum memspace to = pointer_type_space (TREE_TYPE (lhs));
	    return to != MEMSPACE_BOTTOM ? to : value;
	  }
	/* A pointer made from a number that was never an address.  */
	if (CONVERT_EXPR_CODE_P (code) && POINTER_TYPE_P (TREE_TYPE (lhs))
	    && !POINTER_TYPE_P (TREE_TYPE (ops[0]))
	    && value == MEMSPACE_NOT_ADDRESS)
	  return MEMSPACE_GENERIC;
	return value;
      }
    case MEMSPACE_FLOW_OFFSET:
      memspace_checking_assert (!ops.is_empty ());
      return memspace_value (info, ops[0]);
    case MEMSPACE_FLOW_SELECT:
      {
	memspace_checking_assert (ops.length () == 2);
	enum memspace value = MEMSPACE_BOTTOM;
	for (unsigned i = 0; i < ops.length (); i++)
	  value = memspace_meet (value, memspace_value (info, ops[i]));
	/* An integer selected on a condition carries the condition's
	   provenance too ("a & bit ? bit : 0" copies a bit of a); a
	   pointer is one of its arms, whole.  */
	if (code == COND_EXPR && !POINTER_TYPE_P (TREE_TYPE (lhs)))
	  value = memspace_meet (value,
				 condition_value (info, gimple_assign_rhs1 (stmt)));
	return value;
      }
    case MEMSPACE_FLOW_INTEGER:
      {
	memspace_checking_assert (!ops.is_empty () && ops.length () <= 3);
	enum memspace va = memspace_value (info, ops[0]);
	enum memspace vb = MEMSPACE_NOT_ADDRESS;
	tree b = NULL_TREE;
	if (ops.length () > 1)
	  {
	    b = ops[1];
	    vb = memspace_value (info, b);
	  }
	enum memspace value = integer_arithmetic (code, ops[0], va, b, vb);
	if (ops.length () > 2)
	  value = memspace_meet (value, memspace_value (info, ops[2]));
	return value;
      }
    }
  gcc_unreachable ();
}

/* The value of a default definition.  */
static enum memspace
default_def_value (const struct memspace_inference *info, tree name)
{
  tree var = SSA_NAME_VAR (name);
  if (!var || TREE_CODE (var) != PARM_DECL)
    return TREE_CODE (var ? var : name) == RESULT_DECL ? MEMSPACE_GENERIC
							: MEMSPACE_BOTTOM;
  /* A parameter of any type: what its callers pass (ipmsp votes for
     every parameter of a register type; GENERIC when not all callers are
     known).  */
  unsigned index = 0;
  for (tree p = DECL_ARGUMENTS (info->fn->decl); p; p = DECL_CHAIN (p), index++)
    if (p == var)
      {
	/* memspace_collect_facts sized the facts for these parameters.  */
	memspace_checking_assert (index < info->facts.params.length ());
	return index < info->facts.params.length () ? info->facts.params[index]
						    : MEMSPACE_GENERIC;
      }
  return MEMSPACE_GENERIC;
}

static void
set_value (struct memspace_inference *info, tree name, enum memspace value,
	   bool *changed, FILE *trace)
{
  unsigned version = SSA_NAME_VERSION (name);
  /* Only names the inference gives a value, numbered before it began.  */
  memspace_checking_assert (version < info->value.length ()
			    && memspace_provenance_type_p (TREE_TYPE (name)));
  if (info->value[version] == value)
    return;
  /* Only lattice values, and nothing goes back to BOTTOM (which a PHI
     would ignore).  Values do not always move up: the transfer functions
     are not all monotone -- a pointer made from a number that was never
     an address is GENERIC (the A6 limit, doc/assumptions.md), while one
     made from an address carries its space, so a loop-built integer that
     is NOT_ADDRESS in the first sweep and GLOBAL later takes its pointer
     from GENERIC to GLOBAL (make fuzz -x, seed 21).  What makes the
     result sound is that it is a fixed point of the equations (the sweeps
     stop only when nothing changes); what makes it finite is the sweep
     budget, past which everything is GENERIC.  */
  memspace_checking_assert (memspace_lattice_value_p (value)
			    && value != MEMSPACE_BOTTOM);
  if (trace)
    {
      fprintf (trace, "  lattice: ");
      print_generic_expr (trace, name);
      fprintf (trace, " %s -> %s\n",
	       memspace_name ((enum memspace) info->value[version]),
	       memspace_name (value));
    }
  info->value[version] = value;
  *changed = true;
}

/* The privatization level oaccdevlow will give an OACC_PRIVATE marker
   whose level is still -1, from the loop's first OACC_HEAD_MARK (DEP, the
   marker's data dependence): oacc_loop_process replaces it by the
   outermost dimension of the loop's mask.  Known here only when the loop
   is explicitly partitioned -- gang/worker/vector written in the source,
   neither auto nor seq nor tile (those masks are chosen by oaccdevlow's
   partitioner or carry an element mask) -- then the mask is those
   dimensions (oacc_loop_fixed_partitions).  -1 otherwise.  */
static HOST_WIDE_INT
private_level_from_head_mark (tree dep)
{
  if (TREE_CODE (dep) != SSA_NAME)
    return -1;
  gimple *def = SSA_NAME_DEF_STMT (dep);
  if (!gimple_call_internal_p (def, IFN_UNIQUE)
      || gimple_call_num_args (def) < 4
      || !tree_fits_shwi_p (gimple_call_arg (def, 0))
      || tree_to_shwi (gimple_call_arg (def, 0)) != IFN_UNIQUE_OACC_HEAD_MARK
      || !tree_fits_uhwi_p (gimple_call_arg (def, 3)))
    return -1;
  unsigned HOST_WIDE_INT flags = tree_to_uhwi (gimple_call_arg (def, 3));
  if (flags & (OLF_SEQ | OLF_AUTO | OLF_TILE))
    return -1;
  for (int dim = GOMP_DIM_GANG; dim < GOMP_DIM_MAX; dim++)
    if (flags & (1u << (OLF_DIM_BASE + dim)))
      return dim;
  return -1;
}

/* S3 before oaccdevlow.  The OpenACC private variables are listed in
   .UNIQUE (OACC_PRIVATE, DEP, LEVEL, &var...) calls until oaccdevlow hands
   them to nvptx_goacc_adjust_private_decl, which puts gang-level ones
   (LEVEL 0) in .shared; worker and vector ones stay in the .local frame.
   LEVEL -1 is decided by oaccdevlow from the loop's partitioning: known
   here for explicitly partitioned loops (private_level_from_head_mark),
   else nothing is known yet.  */
static void
pending_openacc_privates (struct function *fn, struct memspace_facts *facts)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!gimple_call_internal_p (stmt, IFN_UNIQUE)
	    || gimple_call_num_args (stmt) < 3
	    || !tree_fits_shwi_p (gimple_call_arg (stmt, 0))
	    || tree_to_shwi (gimple_call_arg (stmt, 0)) != IFN_UNIQUE_OACC_PRIVATE)
	  continue;
	tree level_tree = gimple_call_arg (stmt, 2);
	HOST_WIDE_INT level = tree_fits_shwi_p (level_tree)
			      ? tree_to_shwi (level_tree) : -1;
	if (level == -1)
	  level = private_level_from_head_mark (gimple_call_arg (stmt, 1));
	enum memspace space = (level == GOMP_DIM_GANG ? MEMSPACE_SHARED
			       : level > GOMP_DIM_GANG ? facts->frame
			       : MEMSPACE_GENERIC);
	/* TESTING ONLY (test-wrong-rewrite=gang-private-as-local): a
	   gang-level private taken for a frame automatic, as below.  */
	if (level == GOMP_DIM_GANG
	    && knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_GANG_PRIVATE_AS_LOCAL)
	  space = MEMSPACE_LOCAL;
	for (unsigned i = 3; i < gimple_call_num_args (stmt); i++)
	  {
	    tree arg = gimple_call_arg (stmt, i);
	    if (TREE_CODE (arg) != ADDR_EXPR)
	      continue;
	    facts->pending_privates.safe_push (TREE_OPERAND (arg, 0));
	    facts->pending_private_spaces.safe_push (space);
	  }
      }
}

void
memspace_collect_facts (struct function *fn, struct memspace_facts *facts)
{
  tree fndecl = fn->decl;
  facts->params = vNULL;
  facts->record = vNULL;
  facts->pending_privates = vNULL;
  facts->pending_private_spaces = vNULL;
  facts->entry = memspace_entry_point_p (fndecl);
  facts->entry_record_read_only = false;
  facts->record_optimistic = false;
  /* S9: published by ipmsp after its whole-program check; the testing
     knob forces it (deliberately unsound).  */
  facts->loaded_global
    = (knob (KNOB_LOADED_POINTERS)
       && (memspace_loaded_global_p (fndecl)
	   || knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_LOADED_AS_GLOBAL));

  /* S2: without soft stack every frame is the .local %frame_ar; with it,
     only an entry point's frame is known here (see the header).  */
  if (!memspace_target_soft_stack_p ())
    facts->frame = MEMSPACE_LOCAL;
  else
    facts->frame = facts->entry ? MEMSPACE_GLOBAL : MEMSPACE_GENERIC;

  unsigned nparams = 0;
  for (tree p = DECL_ARGUMENTS (fndecl); p; p = DECL_CHAIN (p))
    nparams++;
  facts->params.safe_grow (nparams);
  for (unsigned i = 0; i < nparams; i++)
    facts->params[i] = MEMSPACE_GENERIC;

  /* S6.  */
  if (facts->entry && nparams > 0)
    {
      tree record = DECL_ARGUMENTS (fndecl);
      if (knob (KNOB_PARAM_ALWAYS_POINT_TO_GLOBAL)
	  && POINTER_TYPE_P (TREE_TYPE (record)))
	facts->params[0] = MEMSPACE_GLOBAL;
      facts->entry_record_read_only = memspace_record_read_only_p (fn);
    }

  /* S8.  */
  memspace_read_frame (fndecl, &facts->frame);
  /* The testing knob forgets that a function called inside an omp simd
     region runs on the caller's .local %simtstack_ar.  */
  if (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_SIMD_FRAME_AS_GLOBAL
      && memspace_target_soft_stack_p ())
    facts->frame = MEMSPACE_GLOBAL;
  auto_vec<enum memspace> param_spaces;
  memspace_read_params (fndecl, &param_spaces);
  /* An entry point's record pointer keeps its seed (S6).  */
  for (unsigned i = 0; i < param_spaces.length () && i < nparams; i++)
    if (!facts->entry || i != 0)
      facts->params[i] = param_spaces[i];
  memspace_read_record (fndecl, &facts->record);
  pending_openacc_privates (fn, facts);
  /* One value per parameter, each a lattice value; one space per pending
     private.  */
  memspace_checking_assert (facts->params.length () == nparams);
  for (unsigned i = 0; i < nparams; i++)
    memspace_checking_assert (memspace_lattice_value_p (facts->params[i]));
  memspace_checking_assert (memspace_lattice_value_p (facts->frame));
  memspace_checking_assert (facts->pending_privates.length ()
			    == facts->pending_private_spaces.length ());
}

bool
memspace_sweep (struct function *fn, memspace_visit_fn visit,
		memspace_visit_fn after_sweep, void *data, int *sweeps)
{
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fn));
  int n = pre_and_rev_post_order_compute_fn (fn, NULL, rpo, false);
  /* The entry and exit blocks are not in the order.  */
  memspace_checking_assert (n <= n_basic_blocks_for_fn (fn) - NUM_FIXED_BLOCKS);
  bool changed = true;
  int sweep;
  for (sweep = 0; changed && sweep < MEMSPACE_MAX_SWEEPS; sweep++)
    {
      changed = false;
      for (int b = 0; b < n; b++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fn, rpo[b]);
	  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    changed |= visit (gsi.phi (), data);
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    changed |= visit (gsi_stmt (gsi), data);
	}
      if (after_sweep)
	changed |= after_sweep (NULL, data);
    }
  free (rpo);
  if (sweeps)
    *sweeps = sweep;
  return !changed;
}

struct inference_sweep_data
{
  struct memspace_inference *info;
  FILE *trace;
  int sweeps_traced;
};

/* memspace_sweep's visitor for the analysis: the transfer function of
   one PHI or statement.  */
static bool
inference_visit (gimple *stmt, void *data)
{
  inference_sweep_data *d = (inference_sweep_data *) data;
  struct memspace_inference *info = d->info;
  tree lhs = gimple_get_lhs (stmt);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME || virtual_operand_p (lhs)
      || !memspace_provenance_type_p (TREE_TYPE (lhs)))
    return false;
  enum memspace value;
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    {
      value = MEMSPACE_BOTTOM;
      for (unsigned a = 0; a < gimple_phi_num_args (phi); a++)
	value = memspace_meet (value,
			       memspace_value (info, gimple_phi_arg_def (phi, a)));
      bool changed = false;
      set_value (info, lhs, value, &changed, d->trace);
      return changed;
    }
  if (gassign *assign = dyn_cast <gassign *> (stmt))
    value = (memspace_tracked_type_p (TREE_TYPE (lhs))
	     ? evaluate_assign (info, assign)
	     : untracked_assign_value (info, assign));
  else if (gcall *call = dyn_cast <gcall *> (stmt))
    value = memspace_call_value (info, call);
  else
    value = MEMSPACE_GENERIC;
  enum memspace by_type = pointer_type_space (TREE_TYPE (lhs));
  if (by_type != MEMSPACE_BOTTOM)
    value = by_type;
  memspace_checking_assert (memspace_lattice_value_p (value));
  bool changed = false;
  set_value (info, lhs, value, &changed, d->trace);
  return changed;
}

/* The trace marks where each sweep ends.  */
static bool
inference_trace_sweep (gimple *, void *data)
{
  inference_sweep_data *d = (inference_sweep_data *) data;
  fprintf (d->trace, " sweep %d done\n", ++d->sweeps_traced);
  return false;
}

void
memspace_infer (struct memspace_inference *info, FILE *trace)
{
  struct function *fn = info->fn;
  unsigned count = num_ssa_names;
  info->value.create (count);
  info->value.quick_grow (count);
  info->converged = true;

  unsigned i;
  tree name;
  for (i = 0; i < count; i++)
    info->value[i] = MEMSPACE_NOT_ADDRESS;
  FOR_EACH_SSA_NAME (i, name, fn)
    {
      if (!memspace_provenance_type_p (TREE_TYPE (name)))
	continue;
      if (SSA_NAME_IS_DEFAULT_DEF (name))
	info->value[i] = default_def_value (info, name);
      else if (gimple_code (SSA_NAME_DEF_STMT (name)) == GIMPLE_ASSIGN
	       || gimple_code (SSA_NAME_DEF_STMT (name)) == GIMPLE_CALL
	       || gimple_code (SSA_NAME_DEF_STMT (name)) == GIMPLE_PHI)
	info->value[i] = MEMSPACE_BOTTOM;	/* Computed by the sweeps.  */
      else
	/* An asm output (or any other definition the sweeps do not
	   evaluate): whatever the template put there.  Never BOTTOM, which
	   a PHI would ignore (A4; the testing knob says no address).  */
	info->value[i]
	  = (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_UNMODELLED_NO_ADDRESS
	     ? MEMSPACE_NOT_ADDRESS : MEMSPACE_GENERIC);
    }

  inference_sweep_data data = { info, trace, 0 };
  bool changed = !memspace_sweep (fn, inference_visit,
				  trace ? inference_trace_sweep : NULL,
				  &data, &info->sweeps);
  if (changed)
    {
      /* No fixed point within the budget: claim nothing.  */
      info->converged = false;
      FOR_EACH_SSA_NAME (i, name, fn)
	if (memspace_provenance_type_p (TREE_TYPE (name)))
	  info->value[i] = MEMSPACE_GENERIC;
    }
  /* The sweeps stopped because one changed nothing, or at the budget.  */
  memspace_checking_assert (info->sweeps >= 1
			    && info->sweeps <= MEMSPACE_MAX_SWEEPS);
  memspace_checking_assert (info->converged || info->sweeps == MEMSPACE_MAX_SWEEPS);
  for (i = 0; i < count; i++)
    memspace_checking_assert (memspace_lattice_value_p
			      ((enum memspace) info->value[i]));
}

void
memspace_inference_release (struct memspace_inference *info)
{
  info->value.release ();
  info->facts.params.release ();
  info->facts.record.release ();
  info->facts.pending_privates.release ();
  info->facts.pending_private_spaces.release ();
}

