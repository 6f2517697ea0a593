/* SPDX-License-Identifier: GPL-3.0-or-later */
/* builtin-effects.h -- what a call to a builtin or a library function does
   with addresses: the one table every pass consults.

   The inference (memspace-infer.cc: what a result points to or carries),
   the whole-program store check of seed S9 (loaded-pointers.cc: what a
   callee may store into memory) and lower-module-shared (which pointer
   arguments a callee only reads and writes through) all ask here, so that
   a builtin cannot be a copy in one pass and unknown in another.  Where
   GCC 12 itself describes a builtin (builtins.cc:builtin_fnspec, the
   attribute lists of builtins.def), the table agrees with it; what GCC
   does not describe -- what a callee stores, whether a result is computed
   from the arguments alone -- is written here, once, with the reason.  */

#ifndef NVPTX_MEMSPACE_BUILTIN_EFFECTS_H
#define NVPTX_MEMSPACE_BUILTIN_EFFECTS_H

/* What the result of a call is, as an address.  */
enum memspace_call_result
{
  /* Nothing known: any address.  */
  MEMSPACE_RESULT_UNKNOWN,
  /* A pointer into the object argument RESULT_ARGUMENT points to, or null
     (memcpy returns its destination, strchr a pointer into its string).  */
  MEMSPACE_RESULT_ARGUMENT,
  /* A fresh block of the device heap (seed S7), or null.  */
  MEMSPACE_RESULT_HEAP,
  /* Computed from the values of the arguments alone, which it may carry
     (sqrt, __builtin_bswap64, __builtin_expect): the meet of their
     provenances.  */
  MEMSPACE_RESULT_FROM_ARGUMENTS,
  /* A number that carries no address: a count or a flag (strlen,
     printf, omp_get_thread_num).  */
  MEMSPACE_RESULT_NUMBER
};

/* What a call may store into memory, for seed S9's check.  */
enum memspace_call_stores
{
  /* Anything, an address among it (strtol stores a pointer into its
     string): the check fails.  */
  MEMSPACE_STORES_UNKNOWN,
  /* Nothing the user's code can load, or numbers only (errno, frexp's
     exponent, the characters sprintf writes, printf's %n count).  */
  MEMSPACE_STORES_NUMBERS,
  /* Bytes copied from memory to memory (memcpy, strcpy, realloc): every
     byte of memory already satisfies the invariant.  */
  MEMSPACE_STORES_COPIES,
  /* A fresh heap pointer (posix_memalign).  */
  MEMSPACE_STORES_HEAP_POINTER,
  /* The value arguments after the address (atomics, memset's byte): each
     is a stored value the check must accept.  */
  MEMSPACE_STORES_VALUE_ARGUMENTS,
  /* Reads the variadic arguments through the caller's frame (va_start,
     va_copy): the check fails.  */
  MEMSPACE_STORES_VARIADIC
};

struct memspace_call_effects
{
  enum memspace_call_result result;
  /* For MEMSPACE_RESULT_ARGUMENT: which argument.  */
  unsigned result_argument;
  enum memspace_call_stores stores;
  /* The call only loads and stores through its pointer arguments and
     keeps no copy of them beyond its result (memcpy, strlen, the
     atomics): a pointer passed to it does not escape.  */
  bool arguments_contained;
};

/* The effects of CALL, a call of a normal builtin or of a function by a
   known name (libgomp's API and allocators); false (and *EFFECTS all
   unknown) for anything else: internal functions, target builtins,
   indirect calls, other functions.  */
bool memspace_call_effects (const gcall *call, struct memspace_call_effects *effects);

/* True for libgomp's API (GOMP_*, omp_*, GOACC_*, acc_*, and GCC's
   builtins for them).  */
bool memspace_libgomp_call_p (tree fndecl);

/* The access size in bytes of a sized __sync/__atomic builtin (the _1 ..
   _16 members; function code CODE), or 0 for any other function.  */
int memspace_sync_builtin_size (int code);

/* The _N member of the family of a sized __sync/__atomic builtin, or
   BUILT_IN_NONE.  */
enum built_in_function memspace_sync_builtin_family (int code);

#endif
