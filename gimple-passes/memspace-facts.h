/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memspace-facts.h -- the facts one pass hands to another, as internal
   attributes on decls: one encoder and one decoder per fact, side by side
   in memspace-facts.cc, so the layout of a payload is written once.

   Producer -> consumer:
     return, frame, params, record, nc-safe   ipmsp -> memspace-infer
                                              (nc-safe: -> process-restrict)
     nc scopes                                process-restrict -> memspace-opt
     space clique                             memspace-opt1 -> memspace-opt2
     team shared                              lower-module-shared -> ipmsp
     loaded global                            ipmsp (loaded-pointers.cc)
                                              -> memspace-infer
   Decoders check what they read with memspace_checking_assert (lattice
   values, sizes, 16-bit cliques).  */

#ifndef NVPTX_MEMSPACE_FACTS_H
#define NVPTX_MEMSPACE_FACTS_H

#include "memspace-lattice.h"

/* A known pointer-valued field of the record a parameter points to:
   loading SIZE bytes at OFFSET from parameter PARAM yields a pointer into
   SPACE; if CONTENT is concrete, that pointer points to a pointer-sized
   cell whose value is a pointer into CONTENT (OpenMP passes shared
   variables to a parallel region by reference).  Published by ipmsp for
   the records OpenMP passes through libgomp (GOMP_parallel (fn, &record,
   ...)).  */
struct memspace_record_fact
{
  int param;
  HOST_WIDE_INT offset;
  HOST_WIDE_INT size;
  enum memspace space;
  enum memspace content;
  /* The pointer came from the host (the entry record) and nothing in the
     kernel stores through it or lets it escape: its data is read-only for
     the kernel's lifetime (process-restrict: ld.global.nc).  */
  bool read_only;
};

/* The attribute names.  Internal: the space in each keeps them out of
   reach of source code.  */
#define MEMSPACE_ATTR_PARAMS "nvptx memspace params"
#define MEMSPACE_ATTR_RECORD "nvptx memspace record"
#define MEMSPACE_ATTR_FRAME "nvptx memspace frame"
#define MEMSPACE_ATTR_RETURN "nvptx memspace return"
/* process-restrict -> memspace-opt: (clique, base) pairs whose loads may use
   the read-only global space (ld.global.nc).  */
#define MEMSPACE_ATTR_NC "nvptx restrict nc"
/* ipmsp -> process-restrict: every store of every kernel that can run this
   function goes to memory no pointer based on a restrict root can reach
   legitimately (see nc-safety.cc).  */
#define MEMSPACE_ATTR_NC_SAFE "nvptx memspace nc safe"
/* lower-module-shared -> ipmsp: a static .shared variable that was an
   automatic of this function (DECL_CONTEXT) and is still named by it
   alone; ipmsp follows its content as it does an automatic's.  */
#define MEMSPACE_ATTR_TEAM_SHARED "nvptx team shared"
/* ipmsp -> memspace-infer: seed S9 holds in this function -- the
   whole-program check of loaded-pointers.cc proved that every store of the
   device program stores a global address or none, so a pointer loaded
   from global memory is global.  */
#define MEMSPACE_ATTR_LOADED_GLOBAL "nvptx memspace loaded global"
/* memspace-opt1 -> memspace-opt2: the clique that separates references in
   distinct spaces (space-disjoint-alias=per-as).  */
#define MEMSPACE_ATTR_AS_CLIQUE "nvptx memspace clique"

/* Return: every pointer FNDECL returns points into SPACE.  Publishing
   replaces the previous fact; GENERIC publishes none.  */
void memspace_publish_return (tree fndecl, enum memspace space);
bool memspace_read_return (tree fndecl, enum memspace *space);

/* Frame: where FNDECL's automatic variables live.  */
void memspace_publish_frame (tree fndecl, enum memspace frame);
bool memspace_read_frame (tree fndecl, enum memspace *frame);

/* Nc-safe: FNDECL may read restrict data through ld.global.nc.  */
void memspace_publish_nc_safe (tree fndecl);
bool memspace_nc_safe_p (tree fndecl);

/* Loaded global: seed S9 holds for FNDECL's loads.  */
void memspace_publish_loaded_global (tree fndecl);
bool memspace_loaded_global_p (tree fndecl);

/* Params: the space of each parameter of FNDECL, in order.  Reading
   appends to SPACES; false if FNDECL has no such fact.  */
void memspace_publish_params (tree fndecl, const vec<enum memspace> &spaces);
bool memspace_read_params (tree fndecl, vec<enum memspace> *spaces);

/* Record: the pointer fields of the records FNDECL's parameters point to.
   Publishing an empty vector publishes nothing; reading appends.  */
void memspace_publish_record (tree fndecl, const vec<memspace_record_fact> &facts);
void memspace_read_record (tree fndecl, vec<memspace_record_fact> *facts);

/* Nc scopes: the (MR_DEPENDENCE_CLIQUE, MR_DEPENDENCE_BASE) pairs of the
   references of FNDECL that may load with ld.global.nc.  Each run of
   process-restrict adds its scopes; reading appends all of them.  */
struct memspace_nc_scope
{
  unsigned short clique;
  unsigned short base;
};
void memspace_publish_nc_scopes (tree fndecl, const vec<memspace_nc_scope> &scopes);
void memspace_read_nc_scopes (tree fndecl, vec<memspace_nc_scope> *scopes);

/* Space clique: the clique memspace-opt1 gave FNDECL's references in
   distinct spaces (space-disjoint-alias=per-as); 0 when none.  */
void memspace_publish_space_clique (tree fndecl, unsigned short clique);
unsigned short memspace_read_space_clique (tree fndecl);

#endif
