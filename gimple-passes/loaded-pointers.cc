// SPDX-License-Identifier: GPL-3.0-or-later
/* loaded-pointers.cc -- the whole-program check behind seed S9: can any
   device code put a non-global address into memory?

   CONSUMES every function body of the offload unit in SSA form (ipmsp,
   after its fixed point: late IPA, after "simdclone", lower-module-shared
   and lower-struct-args) with the facts ipmsp computed, and the varpool
   (initializers, variables defined outside the unit).  PRODUCES no IR: a
   verdict, which ipmsp publishes as "nvptx memspace loaded global" on
   every function (memspace-facts.h) when it holds; memspace-infer then
   makes a pointer loaded from memory proven GLOBAL a GLOBAL pointer (S9).
   memspace-opt re-runs the per-function check on its own input as a
   safety net (memspace-opt.cc).

   INVARIANT I: every pointer-sized value in device memory that device
   code can load as a pointer is a global address or null (or no address:
   a number computed without any address).  The host forms only global
   addresses (S6: .shared and .local windows exist only while a kernel
   runs); libgomp writes the entry records with host-made values.  So I
   can only break through a store of the device program.  The check
   assumes I (memspace_infer with facts.loaded_global set: loads from
   global memory are GLOBAL) and requires of every store that the stored
   value is GLOBAL or NOT_ADDRESS.  If every store passes, I holds by
   induction over any execution: before the first store that would break
   it, every load returned what the assumption says, so every value the
   analysis computed was in its inferred space, so that store stored a
   GLOBAL address or none -- a contradiction.  A single failure anywhere
   makes the verdict false for the whole image.

   WHAT IS CHECKED (doc/gcc-nvptx-facts.md section 14):
   * every assignment to memory, whatever the destination's space (no
     destination is exempt: then every byte of device memory satisfies I,
     and a copy of memory to memory -- aggregate assignment, memcpy,
     register transfers of untracked types -- cannot break it); the value
     of a pointer or pointer-sized integer, each element of a CONSTRUCTOR;
     a function's address counts as no data address (a data access
     through it is undefined);
   * stored values the lattice leaves GENERIC that are global or no
     address all the same under I (global_under_invariant_p): integers
     loaded from global memory, the old content atomics read there, a
     VIEW_CONVERT_EXPR back from an untracked type, and copies, PHIs and
     arithmetic of those (a reduction of a double: doc section 15);
   * addresses that leave the tracked types: a conversion, VIEW_CONVERT,
     BIT_FIELD_REF or vector CONSTRUCTOR that turns a pointer or
     pointer-sized integer not proven GLOBAL into a value the lattice does
     not track (halves of a pointer, a double, a vector) fails, since
     memory could then receive its bits unseen;
   * calls: functions of the unit are checked in their own bodies (their
     parameters carry the callers' values through ipmsp's votes); builtins
     by what they store: copies and memset (memory to memory), the heap
     (S7), printf and friends (characters and %n counts), math functions
     with output arguments (numbers), atomics (each value argument is a
     stored value), va_start (the variadic argument buffer is an address
     in the caller's frame, of no known space) fails; libgomp's API stores
     into user memory only integers (loop bounds), copies of task records
     and heap pointers of task reductions; internal functions by name;
     any other builtin that writes memory, any indirect call, and any
     other external function taking a pointer (strtol (s, &end) stores a
     pointer derived from s) or returning an aggregate in memory fails;
   * inline asm that writes memory fails;
   * OpenACC reductions (.GOACC_REDUCTION, lowered after IPA into stores
     of the reduction value) of a value not proven GLOBAL or no address;
   * variables: a reference to a variable defined outside the unit
     (newlib's _impure_ptr: its initializer and its stores are unseen)
     fails; every initializer of a variable of the unit must hold only
     GLOBAL or function addresses (a string literal's address is .const).

   KNOBS: loaded-pointers (ipmsp runs the check; memspace-infer applies
   S9); test-wrong-rewrite=loaded-as-global applies S9 whatever the
   verdict (tests of the tests).  DUMPS: the ipa-ipmsp dump says whether
   the check holds and why not (function, statement, location); with
   -fopt-info-missed one remark says why.  */

#include "gcc-compat.h"
#include "knobs.h"
#include "builtin-effects.h"
#include "loaded-pointers.h"
#include "rtl-hooks.h"
#include "simt-frame.h"

void
loaded_pointers_start (struct loaded_pointers_verdict *verdict)
{
  verdict->holds = true;
  verdict->reason = NULL;
  verdict->fndecl = NULL_TREE;
  verdict->stmt = NULL;
  verdict->var = NULL_TREE;
  verdict->definite = false;
}

static void
fail (struct loaded_pointers_verdict *verdict, const char *reason, gimple *stmt,
      tree var, bool definite)
{
  /* Every failure says why (the dump, -fopt-info-missed and the
     internal error of the late check print it).  */
  memspace_checking_assert (reason != NULL);
  if (!verdict->holds)
    return;
  verdict->holds = false;
  verdict->reason = reason;
  verdict->fndecl = stmt ? current_function_decl : NULL_TREE;
  verdict->stmt = stmt;
  verdict->var = var;
  verdict->definite = definite;
}

/* The space of VALUE if it is stored, or NOT_ADDRESS for a value the
   lattice does not track (such a value holds no address bits: leaks into
   untracked types are checked where they happen) and for a function's
   address.  */
static enum memspace
stored_space (const struct memspace_inference *info, tree value)
{
  if (TREE_CODE (value) == ADDR_EXPR
      && TREE_CODE (TREE_OPERAND (value, 0)) == FUNCTION_DECL)
    return MEMSPACE_NOT_ADDRESS;
  if (!memspace_tracked_type_p (TREE_TYPE (value)))
    return MEMSPACE_NOT_ADDRESS;
  return memspace_value (info, value);
}

static bool
acceptable_p (enum memspace space)
{
  return space == MEMSPACE_GLOBAL || space == MEMSPACE_NOT_ADDRESS;
}

/* True if ADDRESS, the memory operand of an atomic, is proven global.  */
static bool
global_atomic_address_p (const struct memspace_inference *info, tree address)
{
  return (TREE_CODE (address) == SSA_NAME || TREE_CODE (address) == ADDR_EXPR)
	 && memspace_value (info, address) == MEMSPACE_GLOBAL;
}

/* Atomic builtins whose result is the old content of the memory they
   access (sync-builtins.def): a load, as far as invariant I goes.  */
static bool
returns_old_content_p (gcall *call)
{
  /* Not gimple_call_builtin_p: once memspace-opt has rewritten it, the
     address argument's type (in a named space) no longer matches the
     builtin's declaration.  */
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL)
      || gimple_call_num_args (call) == 0)
    return false;
  enum built_in_function family
    = memspace_sync_builtin_family (DECL_FUNCTION_CODE (fndecl));
  static const enum built_in_function old_content_families[] = {
    BUILT_IN_SYNC_FETCH_AND_ADD_N, BUILT_IN_SYNC_FETCH_AND_SUB_N,
    BUILT_IN_SYNC_FETCH_AND_OR_N, BUILT_IN_SYNC_FETCH_AND_AND_N,
    BUILT_IN_SYNC_FETCH_AND_XOR_N, BUILT_IN_SYNC_FETCH_AND_NAND_N,
    BUILT_IN_SYNC_VAL_COMPARE_AND_SWAP_N, BUILT_IN_SYNC_LOCK_TEST_AND_SET_N,
    BUILT_IN_ATOMIC_EXCHANGE_N, BUILT_IN_ATOMIC_LOAD_N,
    BUILT_IN_ATOMIC_FETCH_ADD_N, BUILT_IN_ATOMIC_FETCH_SUB_N,
    BUILT_IN_ATOMIC_FETCH_AND_N, BUILT_IN_ATOMIC_FETCH_NAND_N,
    BUILT_IN_ATOMIC_FETCH_XOR_N, BUILT_IN_ATOMIC_FETCH_OR_N
  };
  for (unsigned i = 0; i < ARRAY_SIZE (old_content_families); i++)
    if (family == old_content_families[i])
      return true;
  return false;
}

/* True if VALUE, which the lattice does not prove GLOBAL or no address,
   is global or no address all the same under invariant I, which the
   check assumes (see the head of this file): the old content of global
   memory read by a plain load of a pointer-sized integer, or by an atomic
   (an atomic load, exchange or fetch-and-op, the first half of
   .ATOMIC_COMPARE_EXCHANGE's result) is, as the loaded pointers
   memspace-infer makes GLOBAL are; the bits of a value of a type the
   lattice does not track hold no non-global address (stored_space's
   assumption: every way in is checked by check_leak); a conversion, PHI
   or arithmetic of such values is one (no operation makes a .local or
   .shared address out of global addresses and numbers).
   This is the shape of GCC's reduction of a double or float (omp-low.cc
   lower_reduction_clauses: a compare-and-swap loop on the value's bits,
   VIEW_CONVERT_EXPR between the number and a same-sized integer).  A PHI
   met again on a cycle adds no new value: accepted there (the largest
   fixed point).  Kept out of the inference: it only lets the check pass,
   and the values stay GENERIC for the rewrite.  */
static bool
global_under_invariant_p (const struct memspace_inference *info, tree value,
			  bitmap visited, unsigned depth)
{
  if (acceptable_p (stored_space (info, value)))
    return true;
  if (TREE_CODE (value) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (value)
      || depth > 64)
    return false;
  if (!bitmap_set_bit (visited, SSA_NAME_VERSION (value)))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (value);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (!global_under_invariant_p (info, gimple_phi_arg_def (phi, i),
				       visited, depth + 1))
	  return false;
      return true;
    }
  if (gcall *call = dyn_cast <gcall *> (def))
    return (returns_old_content_p (call)
	    && global_atomic_address_p (info, gimple_call_arg (call, 0)));
  gassign *assign = dyn_cast <gassign *> (def);
  if (!assign)
    return false;
  tree rhs = gimple_assign_rhs1 (assign);
  enum tree_code code = gimple_assign_rhs_code (assign);
  if (code == VIEW_CONVERT_EXPR || code == REALPART_EXPR)
    {
      tree operand = TREE_OPERAND (rhs, 0);
      if (TREE_CODE (operand) != SSA_NAME)
	return (code == VIEW_CONVERT_EXPR
		&& (REFERENCE_CLASS_P (operand) || DECL_P (operand))
		&& memspace_global_content_load_p (info, operand));
      if (code == REALPART_EXPR)
	{
	  gcall *call = dyn_cast <gcall *> (SSA_NAME_DEF_STMT (operand));
	  return (call && gimple_call_internal_p (call, IFN_ATOMIC_COMPARE_EXCHANGE)
		  && global_atomic_address_p (info, gimple_call_arg (call, 0)));
	}
      if (!memspace_tracked_type_p (TREE_TYPE (operand)))
	return true;
      return global_under_invariant_p (info, operand, visited, depth + 1);
    }
  if (gimple_assign_single_p (assign)
      && (REFERENCE_CLASS_P (rhs) || DECL_P (rhs)))
    /* A pointer-sized integer loaded from global memory.  */
    return memspace_global_content_load_p (info, rhs);
  /* Copies, conversions and arithmetic: computed from global addresses
     and numbers only, a value is no other address -- the same argument by
     which the check takes a number for no address.  */
  for (unsigned i = 1; i < gimple_num_ops (assign); i++)
    if (!global_under_invariant_p (info, gimple_op (assign, i), visited,
				   depth + 1))
      return false;
  return true;
}

/* True if VALUE is GLOBAL or no address: by the lattice, or under I.  */
static bool
acceptable_value_p (const struct memspace_inference *info, tree value)
{
  auto_bitmap visited;
  return global_under_invariant_p (info, value, visited, 0);
}

/* Check that VALUE, stored to memory by STMT, is GLOBAL or no address.  */
static void
check_stored_value (const struct memspace_inference *info, tree value,
		    gimple *stmt, const char *what,
		    struct loaded_pointers_verdict *verdict)
{
  if (!acceptable_value_p (info, value))
    fail (verdict, what, stmt, NULL_TREE,
	  memspace_concrete_p (stored_space (info, value)));
}

/* A tracked value not proven GLOBAL or no address, used by STMT whose
   result the lattice does not track: the address's bits leave the
   analysis.  */
static void
check_leak (const struct memspace_inference *info, tree operand, gimple *stmt,
	    struct loaded_pointers_verdict *verdict)
{
  if (TREE_CODE (operand) != SSA_NAME && TREE_CODE (operand) != ADDR_EXPR)
    return;
  /* The distance of two addresses is a number (C makes it undefined
     unless both point into one object).  */
  if (TREE_CODE (operand) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (operand)
      && is_gimple_assign (SSA_NAME_DEF_STMT (operand))
      && gimple_assign_rhs_code (SSA_NAME_DEF_STMT (operand)) == POINTER_DIFF_EXPR)
    return;
  if (!acceptable_value_p (info, operand))
    fail (verdict, "an address not proven global is converted to a type the analysis does not follow",
	  stmt, NULL_TREE, memspace_concrete_p (stored_space (info, operand)));
}

/* An assignment whose result is an SSA name.  */
static void
check_register_assign (const struct memspace_inference *info, gassign *stmt,
		       struct loaded_pointers_verdict *verdict)
{
  tree lhs = gimple_assign_lhs (stmt);
  if (memspace_tracked_type_p (TREE_TYPE (lhs)))
    return;		/* The lattice follows it.  */
  enum tree_code code = gimple_assign_rhs_code (stmt);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return;		/* A truth value.  */
  if (gimple_assign_single_p (stmt))
    {
      tree rhs = gimple_assign_rhs1 (stmt);
      if (TREE_CODE (rhs) == CONSTRUCTOR)
	{
	  unsigned i;
	  tree element;
	  FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (rhs), i, element)
	    check_leak (info, element, stmt, verdict);
	  return;
	}
      /* VIEW_CONVERT_EXPR, BIT_FIELD_REF, REALPART_EXPR of a register.  */
      if (TREE_CODE (rhs) == VIEW_CONVERT_EXPR || TREE_CODE (rhs) == BIT_FIELD_REF
	  || TREE_CODE (rhs) == REALPART_EXPR || TREE_CODE (rhs) == IMAGPART_EXPR)
	rhs = TREE_OPERAND (rhs, 0);
      check_leak (info, rhs, stmt, verdict);
      return;
    }
  for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
    check_leak (info, gimple_op (stmt, i), stmt, verdict);
}

/* An assignment to memory.  */
static void
check_store (const struct memspace_inference *info, gassign *stmt,
	     struct loaded_pointers_verdict *verdict)
{
  if (!gimple_assign_single_p (stmt))
    return;
  tree rhs = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (rhs) == CONSTRUCTOR)
    {
      unsigned i;
      tree element;
      FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (rhs), i, element)
	check_stored_value (info, element, stmt,
			    "an element of a stored constructor is an address not proven global",
			    verdict);
      return;
    }
  if (TREE_CODE (rhs) == SSA_NAME || TREE_CODE (rhs) == ADDR_EXPR
      || TREE_CODE (rhs) == INTEGER_CST)
    {
      check_stored_value (info, rhs, stmt,
			  "a stored address is not proven global", verdict);
      return;
    }
  /* A copy of memory to memory (aggregate assignment), a string or a
     real constant: every byte of memory satisfies the invariant.  */
}

/* Atomics and target builtins that store: each integer argument after the
   address is a stored value (the by-pointer forms copy memory).  */
static void
check_value_arguments (const struct memspace_inference *info, gcall *call,
		       struct loaded_pointers_verdict *verdict)
{
  for (unsigned i = 1; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (!POINTER_TYPE_P (TREE_TYPE (arg)))
	check_stored_value (info, arg, call,
			    "an atomic stores an address not proven global", verdict);
    }
}

/* A builtin or internal function computing an untracked result from an
   integer holding an address not proven global (__builtin_bswap32 of
   half a pointer): its bits leave the analysis.  Pointer arguments are
   addresses the callee accesses, not values it computes with.  */
static void
check_integer_arguments_leak (const struct memspace_inference *info, gcall *call,
			      struct loaded_pointers_verdict *verdict)
{
  tree lhs = gimple_call_lhs (call);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME || memspace_tracked_type_p (TREE_TYPE (lhs)))
    return;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (!POINTER_TYPE_P (TREE_TYPE (arg)))
	check_leak (info, arg, call, verdict);
    }
}

/* True if FNDECL has its body in the offload unit (checked on its own).  */
static bool
function_of_unit_p (tree fndecl)
{
  cgraph_node *node = cgraph_node::get (fndecl);
  if (!node)
    return false;
  node = node->ultimate_alias_target ();
  return node && node->definition;
}

/* Check the stores CALL makes (WHAT IS CHECKED, calls).  Long on purpose:
   one case per kind of callee, in the order they are told apart, read
   as one table of what each may store.  */
static void
check_call (const struct memspace_inference *info, gcall *call,
	    struct loaded_pointers_verdict *verdict)
{
  tree lhs = gimple_call_lhs (call);
  /* A result that lands in memory is a store; .DEFERRED_INIT stores a
     pattern (-ftrivial-auto-var-init), no address.  */
  if (lhs && TREE_CODE (lhs) != SSA_NAME
      && memspace_tracked_type_p (TREE_TYPE (lhs))
      && !gimple_call_internal_p (call, IFN_DEFERRED_INIT))
    {
      enum memspace space = memspace_call_value (info, call);
      if (!acceptable_p (space))
	fail (verdict, "a call's result stored to memory is not proven global",
	      call, NULL_TREE, memspace_concrete_p (space));
    }

  if (gimple_call_internal_p (call))
    {
      /* The SIMT internal functions store nothing of the user's.  */
      if (simt_construct_p (call))
	{
	  check_integer_arguments_leak (info, call, verdict);
	  return;
	}
      switch (gimple_call_internal_fn (call))
	{
	case IFN_ATOMIC_COMPARE_EXCHANGE:
	  if (gimple_call_num_args (call) > 2)
	    {
	      check_stored_value (info, gimple_call_arg (call, 1), call,
				  "an atomic stores an address not proven global", verdict);
	      check_stored_value (info, gimple_call_arg (call, 2), call,
				  "an atomic stores an address not proven global", verdict);
	    }
	  return;
	case IFN_GOACC_REDUCTION:
	  /* Lowered by oaccdevlow into stores of the value (argument 2) to
	     the .shared buffers and the result's location.  */
	  if (gimple_call_num_args (call) > 2)
	    check_stored_value (info, gimple_call_arg (call, 2), call,
				"an OpenACC reduction of an address not proven global",
				verdict);
	  return;
	case IFN_VA_ARG:
	  fail (verdict, "a variadic function reads its arguments through memory",
		call, NULL_TREE, false);
	  return;
	case IFN_MASK_STORE:
	case IFN_LEN_STORE:
	case IFN_MASK_LOAD:
	case IFN_LEN_LOAD:
	case IFN_ATOMIC_BIT_TEST_AND_SET:
	case IFN_ATOMIC_BIT_TEST_AND_COMPLEMENT:
	case IFN_ATOMIC_BIT_TEST_AND_RESET:
	case IFN_UNIQUE:
	case IFN_GOACC_LOOP:
	case IFN_GOACC_DIM_POS:
	case IFN_GOACC_DIM_SIZE:
	case IFN_GOACC_TILE:
	case IFN_GOMP_SIMD_LANE:
	case IFN_GOMP_SIMD_VF:
	case IFN_GOMP_SIMD_LAST_LANE:
	case IFN_GOMP_SIMD_ORDERED_START:
	case IFN_GOMP_SIMD_ORDERED_END:
	case IFN_DEFERRED_INIT:
	  /* Stored vectors were built from checked elements; the others
	     store integers, a pattern, or nothing of the user's.  */
	  break;
	default:
	  if (gimple_vdef (call))
	    {
	      fail (verdict, "an internal function writes memory", call, NULL_TREE,
		    false);
	      return;
	    }
	  break;
	}
      check_integer_arguments_leak (info, call, verdict);
      return;
    }

  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl)
    {
      fail (verdict, "an indirect call may reach code outside the unit", call,
	    NULL_TREE, false);
      return;
    }
  /* Builtins and libgomp's API: what they store (builtin-effects.cc).  */
  struct memspace_call_effects effects;
  if (memspace_call_effects (call, &effects))
    {
      switch (effects.stores)
	{
	case MEMSPACE_STORES_VARIADIC:
	  fail (verdict, "a variadic function reads its arguments through memory",
		call, NULL_TREE, false);
	  return;
	case MEMSPACE_STORES_VALUE_ARGUMENTS:
	  check_value_arguments (info, call, verdict);
	  break;
	case MEMSPACE_STORES_NUMBERS:
	case MEMSPACE_STORES_COPIES:
	case MEMSPACE_STORES_HEAP_POINTER:
	  break;
	case MEMSPACE_STORES_UNKNOWN:
	  if (gimple_vdef (call))
	    {
	      fail (verdict, "a builtin that may store an address", call,
		    NULL_TREE, false);
	      return;
	    }
	  break;
	}
      check_integer_arguments_leak (info, call, verdict);
      return;
    }
  if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    {
      if (gimple_vdef (call))
	{
	  fail (verdict, "a builtin that may store an address", call, NULL_TREE,
		false);
	  return;
	}
      check_integer_arguments_leak (info, call, verdict);
      return;
    }
  if (fndecl_built_in_p (fndecl, BUILT_IN_MD))
    {
      /* The nvptx builtins: shuffles, the reduction buffers' addresses,
	 cmp_swap (an atomic).  */
      if (gimple_vdef (call))
	check_value_arguments (info, call, verdict);
      return;
    }
  if (function_of_unit_p (fndecl))
    return;		/* Its stores are checked in its body.  */
  /* A pointer a library function returns may point into the library's
     own memory (newlib's localeconv: a struct of pointers to strings it
     stored), whose content the check never saw and a copy would bring
     into user memory.  newlib's __errno returns its errno cell, which
     holds numbers.  */
  if (lhs && POINTER_TYPE_P (TREE_TYPE (lhs))
      && (!DECL_NAME (fndecl)
	  || strcmp (IDENTIFIER_POINTER (DECL_NAME (fndecl)), "__errno") != 0))
    {
      fail (verdict, "a function outside the unit returns a pointer", call,
	    NULL_TREE, false);
      return;
    }
  /* A function outside the unit: it may store into whatever its pointer
     arguments reach, and it returns an aggregate in memory we cannot
     see.  */
  if (lhs && TREE_CODE (lhs) != SSA_NAME
      && !memspace_tracked_type_p (TREE_TYPE (lhs)))
    {
      fail (verdict, "a function outside the unit returns an aggregate", call,
	    NULL_TREE, false);
      return;
    }
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (POINTER_TYPE_P (TREE_TYPE (arg))
	  || !acceptable_p (stored_space (info, arg)))
	{
	  fail (verdict, "a function outside the unit receives a pointer", call,
		NULL_TREE, false);
	  return;
	}
    }
}

/* walk_tree callback: a variable defined outside the unit.  */
static tree
external_variable (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (VAR_P (*tp) && DECL_EXTERNAL (*tp))
    return *tp;
  return NULL_TREE;
}

/* Inline asm: its template may write memory, copy an input's bits into
   an output, or make an address out of nothing (cvta of a special
   register).  Accepted only when it writes no memory, every input is
   GLOBAL or no address, and every output is of a type the lattice tracks
   (the inference makes those GENERIC, so a store or a leak of one fails
   where it happens); an output of any other type would hold bits the
   check assumes clean.  */
static void
check_asm (const struct memspace_inference *info, gasm *stmt,
	   struct loaded_pointers_verdict *verdict)
{
  if (gimple_vdef (stmt))
    {
      fail (verdict, "inline asm writes memory", stmt, NULL_TREE, false);
      return;
    }
  /* verify=1's own check (memspace-verify.cc): it tests its input with
     isspacep and yields a truth value; no address flows out of it.  Its
     input may be any space's address (the check is about a conversion
     into another space); taking that for a leak made the late check of
     memspace-opt2 fail, definitely or not depending on which statement
     came first (verify/wrong-caught-as-global.c, once memspace-opt1's
     conversions moved).  */
  if (memspace_asm_template_p (gimple_asm_string (stmt)))
    return;
  for (unsigned i = 0; i < gimple_asm_ninputs (stmt); i++)
    {
      tree input = TREE_VALUE (gimple_asm_input_op (stmt, i));
      if (memspace_tracked_type_p (TREE_TYPE (input)))
	check_leak (info, input, stmt, verdict);
    }
  for (unsigned i = 0; i < gimple_asm_noutputs (stmt); i++)
    {
      tree output = TREE_VALUE (gimple_asm_output_op (stmt, i));
      if (!memspace_tracked_type_p (TREE_TYPE (output)))
	{
	  fail (verdict, "inline asm computes a value the analysis cannot follow",
		stmt, NULL_TREE, false);
	  return;
	}
    }
}

void
loaded_pointers_check_function (const struct memspace_inference *info,
				struct loaded_pointers_verdict *verdict)
{
  /* The check is an induction that assumes invariant I: the lattice must
     have been computed with S9 on.  */
  memspace_checking_assert (info->facts.loaded_global);
  basic_block bb;
  FOR_EACH_BB_FN (bb, info->fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	 !gsi_end_p (gsi) && verdict->holds; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || gimple_clobber_p (stmt))
	  continue;
	struct walk_stmt_info wi;
	memset (&wi, 0, sizeof wi);
	if (tree var = walk_gimple_op (stmt, external_variable, &wi))
	  {
	    fail (verdict, "a function refers to a variable defined outside the unit",
		  stmt, var, false);
	    break;
	  }
	switch (gimple_code (stmt))
	  {
	  case GIMPLE_ASSIGN:
	    {
	      gassign *assign = as_a <gassign *> (stmt);
	      if (TREE_CODE (gimple_assign_lhs (assign)) == SSA_NAME)
		check_register_assign (info, assign, verdict);
	      else
		check_store (info, assign, verdict);
	      break;
	    }
	  case GIMPLE_CALL:
	    check_call (info, as_a <gcall *> (stmt), verdict);
	    break;
	  case GIMPLE_ASM:
	    check_asm (info, as_a <gasm *> (stmt), verdict);
	    break;
	  default:
	    break;
	  }
      }
}

/* walk_tree callback: an address in an initializer that is neither
   GLOBAL nor a function's.  */
static tree
non_global_address (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      *walk_subtrees = 0;
      tree object = TREE_OPERAND (t, 0);
      if (TREE_CODE (object) == FUNCTION_DECL)
	return NULL_TREE;
      tree base = get_base_address (object);
      if (base && VAR_P (base) && DECL_HAS_VALUE_EXPR_P (base))
	return t;
      return memspace_of_address (NULL, t) == MEMSPACE_GLOBAL ? NULL_TREE : t;
    }
  if (TREE_CODE (t) == INTEGER_CST && POINTER_TYPE_P (TREE_TYPE (t))
      && !integer_zerop (t))
    return t;
  return NULL_TREE;
}

void
loaded_pointers_check_variables (struct loaded_pointers_verdict *verdict)
{
  varpool_node *var;
  FOR_EACH_VARIABLE (var)
    {
      if (!verdict->holds)
	return;
      if (!var->definition)
	{
	  /* Defined outside the unit (its content was stored by code the
	     check never saw): referenced by a function or an initializer?  */
	  ipa_ref *ref = NULL;
	  if (var->iterate_referring (0, ref))
	    fail (verdict, "the unit refers to a variable defined outside it",
		  NULL, var->decl, false);
	  continue;
	}
      if (var->alias)
	continue;
      tree init = var->get_constructor ();
      if (!init || init == error_mark_node)
	continue;
      if (walk_tree_without_duplicates (&init, non_global_address, NULL))
	fail (verdict, "an initializer holds an address not proven global", NULL,
	      var->decl, true);
    }
}

void
loaded_pointers_report (const struct loaded_pointers_verdict *verdict,
			const char *context)
{
  if (verdict->holds)
    {
      if (dump_file)
	fprintf (dump_file, "loaded pointers (%s): every store of the device "
		 "program stores a global address or none: loads of pointers "
		 "from global memory are global\n", context);
      return;
    }
  if (dump_file)
    {
      fprintf (dump_file, "loaded pointers (%s): not proven: %s", context,
	       verdict->reason);
      if (verdict->var)
	{
	  fprintf (dump_file, ": ");
	  print_generic_expr (dump_file, verdict->var);
	}
      if (verdict->fndecl)
	fprintf (dump_file, " in %s",
		 lang_hooks.decl_printable_name (verdict->fndecl, 2));
      if (verdict->stmt)
	{
	  expanded_location loc = expand_location (gimple_location (verdict->stmt));
	  if (loc.file)
	    fprintf (dump_file, " at %s:%d", loc.file, loc.line);
	  fprintf (dump_file, ": ");
	  print_gimple_stmt (dump_file, verdict->stmt, 0, TDF_SLIM);
	}
      else
	fputc ('\n', dump_file);
    }
  if (dump_enabled_p ())
    {
      dump_user_location_t loc
	= (verdict->stmt ? dump_user_location_t (verdict->stmt)
	   : dump_user_location_t::from_location_t
	       (verdict->var ? DECL_SOURCE_LOCATION (verdict->var) : UNKNOWN_LOCATION));
      if (verdict->fndecl)
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			 "memspace: pointers loaded from memory stay generic: in %s, %s\n",
			 lang_hooks.decl_printable_name (verdict->fndecl, 2),
			 verdict->reason);
      else
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			 "memspace: pointers loaded from memory stay generic: %s (%T)\n",
			 verdict->reason, verdict->var);
    }
}
