/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memspace-infer.h -- the state-space inference shared by memspace-opt
   (which rewrites with it) and ipmsp (which runs it on callers to collect
   votes).  See memspace-infer.cc for the seeds and transfer functions.  */

#ifndef NVPTX_MEMSPACE_INFER_H
#define NVPTX_MEMSPACE_INFER_H

#include "memspace-lattice.h"
#include "memspace-facts.h"
#include "builtin-effects.h"

/* What is known about a function's inputs before looking at its body.  */
struct memspace_facts
{
  /* Where the function's automatic variables live.  */
  enum memspace frame;
  /* Offload entry point (OpenMP target region or OpenACC compute
     region): parameter 0 is the argument record written by the host.  */
  bool entry;
  /* The entry record is only ever loaded from in this function.  */
  bool entry_record_read_only;
  /* Per parameter, its space (GENERIC when nothing is known).  */
  vec<enum memspace> params;
  vec<memspace_record_fact> record;
  /* ipmsp's optimistic phase: a pointer loaded through parameter 0 at an
     offset the record facts do not cover yet is BOTTOM (its launches have
     not voted), not GENERIC.  Never set outside that phase.  */
  bool record_optimistic;
  /* S9: a pointer loaded from memory proven GLOBAL is GLOBAL (the
     whole-program check of loaded-pointers.cc holds, or ipmsp assumes it
     while it decides).  */
  bool loaded_global;
  /* OpenACC private variables whose placement oaccdevlow has not decided
     yet (before it runs: ipmsp), with the space they will get.  */
  vec<tree> pending_privates;
  vec<enum memspace> pending_private_spaces;
};

/* The result of the inference for one function.  */
struct memspace_inference
{
  struct function *fn;
  struct memspace_facts facts;
  /* Lattice value by SSA_NAME_VERSION: the provenance of every SSA name
     of a register type (memspace_provenance_type_p) -- the spaces whose
     address bits it may carry, whatever its type.  Names of other types
     are MEMSPACE_NOT_ADDRESS.  */
  vec<unsigned char> value;
  /* False if the fixed point was not reached within the iteration budget;
     then every value is GENERIC.  */
  bool converged;
  /* Number of sweeps over the function.  */
  int sweeps;
};

/* Fill INFO->facts for FN: the local seeding rules, then what ipmsp
   published on FN's decl.  */
void memspace_collect_facts (struct function *fn, struct memspace_facts *facts);

/* Run the inference on FN (cfun must be FN) with the facts in INFO.  */
void memspace_infer (struct memspace_inference *info, FILE *trace);

void memspace_inference_release (struct memspace_inference *info);

/* The lattice value of operand OP (an SSA name, a constant or an
   ADDR_EXPR).  */
enum memspace memspace_value (const struct memspace_inference *info, tree op);

/* The space of the storage of declaration DECL, or GENERIC.  */
enum memspace memspace_of_decl (const struct memspace_inference *info, tree decl);

/* The space of the object a memory reference REF accesses (the base of
   its handled components), or GENERIC.  */
enum memspace memspace_of_reference (const struct memspace_inference *info, tree ref);

/* The space an ADDR_EXPR points into.  */
enum memspace memspace_of_address (const struct memspace_inference *info, tree addr);

/* ADDRESS FLOW -- the one definition of how a value carries the addresses
   of its operands.  The analysis (memspace_infer), the rewrite's shadows
   (memspace-opt), nc-safety's store check, process-restrict's "derived
   from" and the walks to a parameter all follow exactly these flows, each
   taking the part it needs (process-restrict and nc-safety follow pointers
   only; the rewrite converts a root where it builds no shadow).  To make
   the plugin follow a new operation, teach memspace_address_operands.  */
enum memspace_flow
{
  /* No operand's address reaches the value: a load, a call, a parameter,
     a constant, a conversion that drops bits, an operation not followed.
     The value is a root of its own.  */
  MEMSPACE_FLOW_NONE,
  /* Exactly the address OPS[0] holds: an SSA copy, a pointer cast, a
     bit-preserving conversion between pointers and pointer-sized integers
     (knob track-int2ptr), ADDR_SPACE_CONVERT_EXPR.  */
  MEMSPACE_FLOW_COPY,
  /* An address in the same object as OPS[0]: POINTER_PLUS_EXPR (pointer
     arithmetic stays within its object; OPS[1] is the offset), and
     callees that return their first argument or a pointer into it
     (memcpy, strcpy, mempcpy, __builtin_assume_aligned...).  */
  MEMSPACE_FLOW_OFFSET,
  /* One of OPS: a PHI, a COND_EXPR (its two arms), pointer MIN/MAX.  */
  MEMSPACE_FLOW_SELECT,
  /* Integer arithmetic on pointer-sized integers OPS[0], OPS[1], OPS[2]
     (knob track-int2ptr): whether an address survives depends on the
     operands' values (memspace-infer's integer rule: address +- offset,
     alignment masks).  */
  MEMSPACE_FLOW_INTEGER
};

/* How the value DEF (a PHI, assignment or call) defines carries the
   addresses of its operands; the operands in question go to OPS.  A
   definition whose result is not of a tracked type carries none.  */
enum memspace_flow memspace_address_operands (gimple *def, vec<tree> *ops);

/* True if tree T mentions WHAT (a decl or an SSA name) anywhere outside
   types.  */
bool memspace_tree_mentions_p (tree t, tree what);

/* The statements of the current function, debug statements aside, with
   an operand that mentions DECL, in block order.  */
void memspace_statements_mentioning (tree decl, vec<gimple *> *stmts);

/* If USE computes a pointer from the pointer PTR by a COPY or OFFSET flow
   (with a constant offset only, if CONSTANT_OFFSET), that pointer; else
   NULL_TREE.  The forward walks over a pointer's uses follow these.  */
tree memspace_derived_pointer (gimple *use, tree ptr, bool constant_offset);

/* True for the internal atomics (GCC 12 internal-fn.def) that read and
   write the object their first argument points to, and nothing else.  */
bool memspace_internal_atomic_p (const gcall *call);

/* The forward walk over the uses of pointer ROOT and of the pointers
   derived from it.  VISIT is called once per use (debug statements
   aside) with the pointer PTR the use uses; it returns false to stop the
   walk and may set *FOLLOW to a name whose uses are walked too (each name
   once).  True if the walk was not stopped.  */
typedef bool (*memspace_pointer_use_fn) (gimple *use, tree ptr, tree *follow,
					 void *data);
bool memspace_walk_pointer_uses (tree root, memspace_pointer_use_fn visit,
				 void *data);

/* If PTR is parameter I of the current function, through COPY and OFFSET
   flows of pointers, return I, else -1.  With OFFSET, the offsets must be
   constants and their sum is added to *OFFSET; without, any offset.  */
int memspace_walk_to_parameter (tree ptr, HOST_WIDE_INT *offset);

/* The sweep engine every fixed-point computation over one function uses:
   visit each PHI and statement of FN in reverse post-order until a whole
   sweep changes nothing, at most MEMSPACE_MAX_SWEEPS times.  VISIT returns
   true if it changed something; AFTER_SWEEP, if given, runs after each
   sweep and may report a change too.  False if no fixed point was
   reached: the caller must then claim nothing.  */
#define MEMSPACE_MAX_SWEEPS 64
typedef bool (*memspace_visit_fn) (gimple *stmt, void *data);
bool memspace_sweep (struct function *fn, memspace_visit_fn visit,
		     memspace_visit_fn after_sweep, void *data, int *sweeps);

/* If PTR is parameter I of the current function plus a constant (through
   copies, pointer casts and constant POINTER_PLUS), return I and add the
   constant to *OFFSET; else -1.  */
int memspace_parameter_base (tree ptr, HOST_WIDE_INT *offset);

/* If REF (a memory reference in the current function) reads SIZE bytes at
   a constant OFFSET from parameter I (through copies and constant pointer
   arithmetic), return I and set *OFFSET and *SIZE; else return -1.  */
int memspace_parameter_load (tree ref, HOST_WIDE_INT *offset, HOST_WIDE_INT *size);

/* True for the types whose values the rewrite can follow as addresses
   (shadows, conversions): pointers, and integers exactly as wide as a
   pointer (IVOPTs' induction variables, user round trips).  */
bool memspace_tracked_type_p (const_tree type);

/* True for the types whose values may carry the bits of an address, and
   so get a provenance in the lattice: every register type -- integers of
   any width (a half of a pointer), booleans, floating point, vectors and
   complex values (a union or a VIEW_CONVERT_EXPR puts a pointer's bits
   there).  A superset of memspace_tracked_type_p.  */
bool memspace_provenance_type_p (const_tree type);

/* True if the current function only ever loads through pointer NAME (and
   pointers derived from it by constant arithmetic): no store through it, no
   escape.  OTHER_USE, if given, may accept further uses: it is called with
   each assignment that is neither a load through PTR (NAME or a pointer
   derived from it) nor a copy, cast or POINTER_PLUS of PTR, and returns
   true if that use is harmless; DATA is passed on.  */
typedef bool (*memspace_other_use_fn) (gassign *use, tree ptr, void *data);
bool memspace_only_loaded_through_p (tree name,
				     memspace_other_use_fn other_use = NULL,
				     void *data = NULL);

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

/* The lattice value of CALL's result (S4, S5, S7, S8, the callees that
   return their first argument), GENERIC when nothing is known.  */
enum memspace memspace_call_value (const struct memspace_inference *info,
				   const gcall *call);

/* True if REF, a load of a pointer, gets seed S9: INFO's facts say loaded
   pointers are global and REF reads pointer-sized memory proven GLOBAL
   that is not an external variable's.  */
bool memspace_loaded_global_load_p (const struct memspace_inference *info, tree ref);

/* The same for a load of any type: INFO's facts say loaded pointers are
   global and REF reads pointer-sized memory proven GLOBAL that is not an
   external variable's, so what it reads is a global address or none
   (invariant I of loaded-pointers.cc, whatever the type it is read as).  */
bool memspace_global_content_load_p (const struct memspace_inference *info, tree ref);



/* If CALL launches a function on the OpenMP team through libgomp
   (GOMP_parallel and its variants call FN (DATA) on every thread), return
   FN's decl and set *DATA to the data argument.  */
tree memspace_launch_target (gimple *call, tree *data);

#endif
