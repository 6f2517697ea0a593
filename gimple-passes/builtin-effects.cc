// SPDX-License-Identifier: GPL-3.0-or-later
/* builtin-effects.cc -- the one table of what calls of builtins and of
   libgomp's API do with addresses (builtin-effects.h).

   CONSUMED by memspace-infer (results), loaded-pointers (stores, the
   check of seed S9) and lower-module-shared (contained arguments).  The
   classes, with the GCC 12 facts they rest on:

   * Copies and string builtins (memcpy ... strncat, and their _chk forms):
     builtins.cc:builtin_fnspec gives each "1" (returns argument 1) or
     "R"/"W" on its pointer arguments, which it only reads and writes
     through; what they store is bytes of memory, and memset the bytes of
     its value argument.
   * strchr, strrchr, strstr, strpbrk, memchr return a pointer into their
     first argument or null (C11 7.24.5); they store nothing.
   * The heap (seed S7, doc/gcc-nvptx-facts.md section 8): malloc, calloc,
     realloc, aligned_alloc, and libgomp's omp_alloc family.
   * A builtin that GCC can turn into an internal function
     (associated_internal_fn != IFN_LAST: sqrt, floor, fma, ...,
     internal-fn.def's DEF_INTERNAL_FLT_FN / DEF_INTERNAL_INT_FN, all
     ECF_CONST) computes its result from its arguments; its only store is
     errno (builtins.def: ATTR_MATHFN_FPROUNDING_ERRNO under
     -fmath-errno), a number.  So does every ECF_CONST builtin without
     pointer arguments (bswap, clz, popcount, expect, abs).
   * Counts: strlen, strnlen, strspn, strcspn; printf and friends return
     the number of characters and store characters (sprintf) or a count
     (%n).
   * frexp, modf, sincos, remquo, lgamma_r store numbers through their
     pointer arguments.
   * Atomics (sync-builtins.def): the value arguments after the address
     are what they store; they access only the object at argument 0.
   * libgomp's API (names GOMP_*, omp_*, GOACC_*, acc_*): stores into user
     memory only integers (GOMP_loop_*_start's bounds) and copies of task
     records (libgomp/task.c:438, 502, 506: cpyfn, a function of the unit,
     or memcpy); returns numbers, or heap addresses as allocator handles
     (libgomp/allocator.c: omp_init_allocator mallocs the handle).
   Anything else is unknown.  */

#include "gcc-compat.h"
#include "builtin-effects.h"

bool
memspace_libgomp_call_p (tree fndecl)
{
  if (!fndecl || !DECL_NAME (fndecl))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return (startswith (name, "GOMP_") || startswith (name, "omp_")
	  || startswith (name, "__builtin_GOMP_") || startswith (name, "__builtin_omp_")
	  || startswith (name, "GOACC_") || startswith (name, "acc_"));
}

/* libgomp's allocators (libgomp/allocator.c only calls malloc, calloc and
   realloc, whatever the allocator); the release's list is
   MEMSPACE_LIBGOMP_ALLOCATORS (gcc-compat.h).  */
static bool
libgomp_allocator_p (const char *name)
{
  static const char *const allocators[] = { MEMSPACE_LIBGOMP_ALLOCATORS };
  for (unsigned i = 0; i < ARRAY_SIZE (allocators); i++)
    if (!strcmp (name, allocators[i]))
      return true;
  return false;
}

static bool
has_pointer_argument_p (const gcall *call)
{
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    if (POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, i))))
      return true;
  return false;
}

static void
set_effects (struct memspace_call_effects *effects,
	     enum memspace_call_result result, unsigned result_argument,
	     enum memspace_call_stores stores, bool contained)
{
  effects->result = result;
  effects->result_argument = result_argument;
  effects->stores = stores;
  effects->arguments_contained = contained;
}

/* The effects of the normal builtin CODE called by CALL.  Long on
   purpose: a switch over the builtins, one case per family, read as the
   table of what each returns and stores.  */
static bool
normal_builtin_effects (const gcall *call, tree fndecl,
			enum built_in_function code,
			struct memspace_call_effects *effects)
{
  switch (code)
    {
    case BUILT_IN_MEMCPY: case BUILT_IN_MEMCPY_CHK:
    case BUILT_IN_MEMMOVE: case BUILT_IN_MEMMOVE_CHK:
    case BUILT_IN_MEMPCPY: case BUILT_IN_MEMPCPY_CHK:
    case BUILT_IN_STRCPY: case BUILT_IN_STRCPY_CHK:
    case BUILT_IN_STPCPY: case BUILT_IN_STPCPY_CHK:
    case BUILT_IN_STRNCPY: case BUILT_IN_STRNCPY_CHK:
    case BUILT_IN_STPNCPY: case BUILT_IN_STPNCPY_CHK:
    case BUILT_IN_STRCAT: case BUILT_IN_STRCAT_CHK:
    case BUILT_IN_STRNCAT: case BUILT_IN_STRNCAT_CHK:
      set_effects (effects, MEMSPACE_RESULT_ARGUMENT, 0,
		   MEMSPACE_STORES_COPIES, true);
      return true;
    case BUILT_IN_MEMSET: case BUILT_IN_MEMSET_CHK:
      set_effects (effects, MEMSPACE_RESULT_ARGUMENT, 0,
		   MEMSPACE_STORES_VALUE_ARGUMENTS, true);
      return true;
    case BUILT_IN_BCOPY:
      set_effects (effects, MEMSPACE_RESULT_NUMBER, 0,
		   MEMSPACE_STORES_COPIES, true);
      return true;
    case BUILT_IN_BZERO:
      set_effects (effects, MEMSPACE_RESULT_NUMBER, 0,
		   MEMSPACE_STORES_NUMBERS, true);
      return true;
    case BUILT_IN_ASSUME_ALIGNED:
    case BUILT_IN_MEMCHR:
    case BUILT_IN_STRCHR:
    case BUILT_IN_STRRCHR:
    case BUILT_IN_STRSTR:
    case BUILT_IN_STRPBRK:
      set_effects (effects, MEMSPACE_RESULT_ARGUMENT, 0,
		   MEMSPACE_STORES_NUMBERS, true);
      return true;
    case BUILT_IN_STRLEN:
    case BUILT_IN_STRNLEN:
    case BUILT_IN_STRSPN:
    case BUILT_IN_STRCSPN:
      set_effects (effects, MEMSPACE_RESULT_NUMBER, 0,
		   MEMSPACE_STORES_NUMBERS, true);
      return true;
    case BUILT_IN_MALLOC:
    case BUILT_IN_CALLOC:
    case BUILT_IN_ALIGNED_ALLOC:
      set_effects (effects, MEMSPACE_RESULT_HEAP, 0,
		   MEMSPACE_STORES_NUMBERS, true);
      return true;
    case BUILT_IN_REALLOC:
      set_effects (effects, MEMSPACE_RESULT_HEAP, 0,
		   MEMSPACE_STORES_COPIES, true);
      return true;
    case BUILT_IN_POSIX_MEMALIGN:
      set_effects (effects, MEMSPACE_RESULT_NUMBER, 0,
		   MEMSPACE_STORES_HEAP_POINTER, true);
      return true;
    case BUILT_IN_FREE:
    case BUILT_IN_STACK_RESTORE:
    case BUILT_IN_ABORT:
    case BUILT_IN_EXIT:
    case BUILT_IN__EXIT:
    case BUILT_IN_TRAP:
    case BUILT_IN_UNREACHABLE:
    case BUILT_IN_VA_END:
      set_effects (effects, MEMSPACE_RESULT_NUMBER, 0,
		   MEMSPACE_STORES_NUMBERS, true);
      return true;
    case BUILT_IN_ALLOCA:
    case BUILT_IN_ALLOCA_WITH_ALIGN:
    case BUILT_IN_ALLOCA_WITH_ALIGN_AND_MAX:
    case BUILT_IN_STACK_SAVE:
      /* A block of the frame: its space is the frame's, which the
	 inference does not claim here.  */
      set_effects (effects, MEMSPACE_RESULT_UNKNOWN, 0,
		   MEMSPACE_STORES_NUMBERS, true);
      return true;
    case BUILT_IN_PRINTF:
    case BUILT_IN_PUTS:
    case BUILT_IN_PUTCHAR:
    case BUILT_IN_VPRINTF:
    case BUILT_IN_SPRINTF:
    case BUILT_IN_SNPRINTF:
    case BUILT_IN_VSPRINTF:
    case BUILT_IN_VSNPRINTF:
      set_effects (effects, MEMSPACE_RESULT_NUMBER, 0,
		   MEMSPACE_STORES_NUMBERS, true);
      return true;
    CASE_FLT_FN (BUILT_IN_FREXP):
    CASE_FLT_FN (BUILT_IN_MODF):
    CASE_FLT_FN (BUILT_IN_SINCOS):
    CASE_FLT_FN (BUILT_IN_REMQUO):
    case BUILT_IN_LGAMMA_R:
    case BUILT_IN_LGAMMAF_R:
    case BUILT_IN_LGAMMAL_R:
      /* The result is computed from the number argument; the pointer
	 arguments receive numbers.  */
      set_effects (effects, MEMSPACE_RESULT_FROM_ARGUMENTS, 0,
		   MEMSPACE_STORES_NUMBERS, true);
      return true;
    case BUILT_IN_VA_START:
    case BUILT_IN_VA_COPY:
    case BUILT_IN_NEXT_ARG:
      set_effects (effects, MEMSPACE_RESULT_UNKNOWN, 0,
		   MEMSPACE_STORES_VARIADIC, false);
      return true;
    default:
      break;
    }
  /* sync-builtins.def: the __sync and __atomic operations on the object
     their first argument points to.  */
  if (code >= BUILT_IN_SYNC_FETCH_AND_ADD_N && code <= BUILT_IN_ATOMIC_FERAISEEXCEPT)
    {
      set_effects (effects, MEMSPACE_RESULT_UNKNOWN, 0,
		   MEMSPACE_STORES_VALUE_ARGUMENTS,
		   code <= BUILT_IN_ATOMIC_FETCH_OR_16);
      return true;
    }
  if (memspace_libgomp_call_p (fndecl))
    return false;
  /* Math: a builtin GCC maps to an internal function computes its result
     from its arguments and stores at most errno.  */
  if (!has_pointer_argument_p (call)
      && (associated_internal_fn (fndecl) != IFN_LAST
	  || (gimple_call_flags (call) & ECF_CONST)))
    {
      set_effects (effects, MEMSPACE_RESULT_FROM_ARGUMENTS, 0,
		   MEMSPACE_STORES_NUMBERS, true);
      return true;
    }
  return false;
}

bool
memspace_call_effects (const gcall *call, struct memspace_call_effects *effects)
{
  set_effects (effects, MEMSPACE_RESULT_UNKNOWN, 0, MEMSPACE_STORES_UNKNOWN,
	       false);
  if (gimple_call_internal_p (call))
    return false;
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl)
    return false;
  /* Not gimple_call_builtin_p: once memspace-opt has rewritten a call,
     an address argument's type (in a named space) no longer matches the
     builtin's declaration.  */
  if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL)
      && normal_builtin_effects (call, fndecl, DECL_FUNCTION_CODE (fndecl),
				 effects))
    return true;
  if (!memspace_libgomp_call_p (fndecl) || !DECL_NAME (fndecl))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  if (startswith (name, "__builtin_"))
    name += strlen ("__builtin_");
  tree lhs = gimple_call_lhs (call);
  tree type = TREE_TYPE (TREE_TYPE (fndecl));
  if (libgomp_allocator_p (name))
    set_effects (effects, MEMSPACE_RESULT_HEAP, 0, MEMSPACE_STORES_NUMBERS,
		 false);
  else if (POINTER_TYPE_P (type) || (lhs && POINTER_TYPE_P (TREE_TYPE (lhs))))
    /* GOMP_single_copy_start returns another thread's data.  */
    set_effects (effects, MEMSPACE_RESULT_UNKNOWN, 0, MEMSPACE_STORES_NUMBERS,
		 false);
  else if (INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) >= POINTER_SIZE)
    /* An allocator handle may be a heap address (omp_init_allocator).  */
    set_effects (effects, MEMSPACE_RESULT_HEAP, 0, MEMSPACE_STORES_NUMBERS,
		 false);
  else
    set_effects (effects, MEMSPACE_RESULT_NUMBER, 0, MEMSPACE_STORES_NUMBERS,
		 false);
  return true;
}

/* The access size in bytes of a sized __sync/__atomic builtin (the _1 ..
   _16 members), or 0 for any other function code.  GCC 12's
   sync-builtins.def (lines 31-590) lays out each family as _N, _1, _2,
   _4, _8, _16, consecutively.  */
int
memspace_sync_builtin_size (int code)
{
  static const enum built_in_function families[] = {
    BUILT_IN_SYNC_FETCH_AND_ADD_N, BUILT_IN_SYNC_FETCH_AND_SUB_N,
    BUILT_IN_SYNC_FETCH_AND_OR_N, BUILT_IN_SYNC_FETCH_AND_AND_N,
    BUILT_IN_SYNC_FETCH_AND_XOR_N, BUILT_IN_SYNC_FETCH_AND_NAND_N,
    BUILT_IN_SYNC_ADD_AND_FETCH_N, BUILT_IN_SYNC_SUB_AND_FETCH_N,
    BUILT_IN_SYNC_OR_AND_FETCH_N, BUILT_IN_SYNC_AND_AND_FETCH_N,
    BUILT_IN_SYNC_XOR_AND_FETCH_N, BUILT_IN_SYNC_NAND_AND_FETCH_N,
    BUILT_IN_SYNC_BOOL_COMPARE_AND_SWAP_N, BUILT_IN_SYNC_VAL_COMPARE_AND_SWAP_N,
    BUILT_IN_SYNC_LOCK_TEST_AND_SET_N, BUILT_IN_SYNC_LOCK_RELEASE_N,
    BUILT_IN_ATOMIC_EXCHANGE_N, BUILT_IN_ATOMIC_LOAD_N,
    BUILT_IN_ATOMIC_COMPARE_EXCHANGE_N, BUILT_IN_ATOMIC_STORE_N,
    BUILT_IN_ATOMIC_ADD_FETCH_N, BUILT_IN_ATOMIC_SUB_FETCH_N,
    BUILT_IN_ATOMIC_AND_FETCH_N, BUILT_IN_ATOMIC_NAND_FETCH_N,
    BUILT_IN_ATOMIC_XOR_FETCH_N, BUILT_IN_ATOMIC_OR_FETCH_N,
    BUILT_IN_ATOMIC_FETCH_ADD_N, BUILT_IN_ATOMIC_FETCH_SUB_N,
    BUILT_IN_ATOMIC_FETCH_AND_N, BUILT_IN_ATOMIC_FETCH_NAND_N,
    BUILT_IN_ATOMIC_FETCH_XOR_N, BUILT_IN_ATOMIC_FETCH_OR_N
  };
  for (unsigned i = 0; i < ARRAY_SIZE (families); i++)
    if (code > (int) families[i] && code <= (int) families[i] + 5)
      return 1 << (code - (int) families[i] - 1);
  return 0;
}

/* The _N member of the family of a sized __sync/__atomic builtin (same
   layout), or BUILT_IN_NONE.  */
enum built_in_function
memspace_sync_builtin_family (int code)
{
  int size = memspace_sync_builtin_size (code);
  if (!size)
    return BUILT_IN_NONE;
  return (enum built_in_function) (code - 1 - exact_log2 (size));
}
