/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memspace-address-flow.h -- the one definition of how a value carries
   the addresses of its operands, and the walks along it
   (memspace-address-flow.cc).  Below the inference (memspace-infer.h),
   which propagates along these flows; used by every pass that follows a
   pointer.  */

#ifndef NVPTX_MEMSPACE_ADDRESS_FLOW_H
#define NVPTX_MEMSPACE_ADDRESS_FLOW_H

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

/* If USE computes a pointer from the pointer PTR by a COPY or OFFSET flow
   (with a constant offset only, if CONSTANT_OFFSET), that pointer; else
   NULL_TREE.  The forward walks over a pointer's uses follow these.  */
tree memspace_derived_pointer (gimple *use, tree ptr, bool constant_offset);

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

#endif
