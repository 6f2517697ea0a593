/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memspace-infer.h -- the state-space inference shared by memspace-opt
   (which rewrites with it) and ipmsp (which runs it on callers to collect
   votes).  See memspace-infer.cc for the seeds and transfer functions.  */

#ifndef NVPTX_MEMSPACE_INFER_H
#define NVPTX_MEMSPACE_INFER_H

#include "memspace-lattice.h"
#include "memspace-facts.h"
#include "builtin-effects.h"
#include "memspace-address-flow.h"
#include "memspace-queries.h"

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

/* The record fact for a load of SIZE bytes at OFFSET from parameter PARAM
   of INFO's function, or NULL.  */
const memspace_record_fact *
memspace_record_fact_for (const struct memspace_inference *info, int param,
			  HOST_WIDE_INT offset, HOST_WIDE_INT size);

#endif
