/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memspace-queries.h -- questions about functions, calls and trees that
   the inference and the passes ask alike (memspace-queries.cc): is this
   an entry point, which function does this call launch, is this record
   only loaded from, is this atomic expanded inline...  */

#ifndef NVPTX_MEMSPACE_QUERIES_H
#define NVPTX_MEMSPACE_QUERIES_H

/* True if tree T mentions WHAT (a decl or an SSA name) anywhere outside
   types.  */
bool memspace_tree_mentions_p (tree t, tree what);

/* The statements of the current function, debug statements aside, with
   an operand that mentions DECL, in block order.  */
void memspace_statements_mentioning (tree decl, vec<gimple *> *stmts);

/* True for the internal atomics (GCC 12 internal-fn.def) that read and
   write the object their first argument points to, and nothing else.  */
bool memspace_internal_atomic_p (const gcall *call);

/* True if FNDECL is an offload entry point (OpenMP target region or
   OpenACC compute region).  */
bool memspace_entry_point_p (tree fndecl);

/* True if FNDECL receives a data record in parameter 0 whose captured
   variables are declared outside its body: an entry point, or a function
   libgomp launches (GOMP_parallel's FN).  */
bool memspace_receives_data_record_p (tree fndecl);

/* Bytes [OFFSET, OFFSET + SIZE) of a data record.  */
struct memspace_record_range
{
  HOST_WIDE_INT offset;
  HOST_WIDE_INT size;
};

/* True if FN's parameter 0 (an entry point's argument record, a launched
   function's data record) is only ever loaded through in FN.  With
   ATOMIC_FIELDS, a field whose address (a constant offset from the
   record) only reaches inline atomics as the object they access is
   accepted too, and the bytes those atomics read and write are pushed
   there: GCC's OpenMP reductions add each thread's share into a variable
   the record holds by value with __atomic builtins or
   .ATOMIC_COMPARE_EXCHANGE (omp-low.cc lower_reduction_clauses;
   doc/gcc-nvptx-facts.md section 16).  Every other byte of the record
   then still holds what the launching function stored before the
   launch.  */
bool memspace_record_read_only_p (struct function *fn,
				  vec<memspace_record_range> *atomic_fields = NULL);

/* The size in bytes of the object at argument 0 that atomic CALL reads
   and writes, if nvptx expands it inline (4 or 8: the sized __atomic and
   __sync builtins, .ATOMIC_COMPARE_EXCHANGE), else 0.  */
int memspace_inline_atomic_size (const gcall *call);

/* The restrict-root rule (process-restrict's roots, nc-safety's safe
   bases): LOAD loads a pointer from the record parameter 0 points to into
   a variable declared restrict; *OFFSET is the field's offset.  Holds
   only in a function that receives a data record, which the caller
   checks.  */
bool memspace_restrict_root_load_p (gassign *load, HOST_WIDE_INT *offset);

/* If CALL launches a function on the OpenMP team through libgomp
   (GOMP_parallel and its variants call FN (DATA) on every thread), return
   FN's decl and set *DATA to the data argument.  */
tree memspace_launch_target (gimple *call, tree *data);

#endif
