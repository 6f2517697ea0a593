/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memspace-rewrite.h -- what the files of memspace-opt's rewrite share:
   the state of one run over one function (rewrite_state), the base of a
   memory reference as the rewrite reads it (reference_base), and the
   entry points of each file.  Internal to memspace-opt.cc (the driver and
   the rewrite of references), memspace-shadow.cc (the converted pointers),
   memspace-placement.cc (where the conversions go),
   memspace-record-loads.cc (entry-record loads) and memspace-deferral.cc
   (what memspace-opt1 leaves to memspace-opt2); nothing else includes
   it.  */

#ifndef NVPTX_MEMSPACE_REWRITE_H
#define NVPTX_MEMSPACE_REWRITE_H

#include "memspace-infer.h"
#include "memspace-verify.h"

namespace memspace_rewrite {

struct rewrite_state
{
  struct memspace_inference info;
  /* The conversions verify=1 checks at run time.  */
  vec<memspace_verify_point> verify_points;
  /* The scopes of the references process-restrict proved read-only
     global (ld.global.nc).  */
  auto_vec<memspace_nc_scope, 4> nc_scopes;
  /* The clique that separates distinct spaces (space-disjoint-alias=per-as), or 0.  */
  unsigned short space_clique;
  /* Original pointers whose memory uses went to shadows: candidates for
     removal once nothing else uses them.  */
  bitmap replaced;
  /* Automatic variables the back end also reads or writes as a whole
     with inline block moves (whole_copied_automatics): when there is one,
     the frame is not rewritten (variable_rewrite_wanted_p).  */
  hash_set<tree> *whole_copied;
  /* Loads of an entry record's field that another load of the function
     repeats (repeated_record_loads): not read-only loads.  */
  hash_set<gimple *> *repeated_record_loads;
  /* memspace-opt1: the pointers and variables an aggregate clear or copy
     stores to (aggregate_store_bases).  */
  hash_set<tree> *aggregate_store_bases;
  /* 1 or 2 (memspace-opt1, memspace-opt2).  Diagnostics and the remark
     come from the last instance only, so each is given once.  */
  int instance;
  /* Original SSA name, or variable, -> its shadow (NULL_TREE: cannot);
     [1] for shadows in the read-only global space.  */
  hash_map<tree, tree> *shadow_maps[2];
  basic_block start_bb;
  /* The conversions of variable addresses address_shadow made at the
     start of the function (place_conversions moves them).  */
  auto_vec<gimple *, 8> address_conversions;
  int references;
  int specialised[MEMSPACE_PARAM + 1];
  int conversions;
  int nc_loads;
};


/* Where the space of a reference's base comes from.  */
struct reference_base
{
  tree *base_ptr;	/* Points at the innermost base in the reference.  */
  enum memspace space;	/* Lattice element of the base.  */
  tree pointer;		/* SSA base pointer, or NULL_TREE.  */
  tree decl;		/* Variable base (direct or &decl), or NULL_TREE.  */
  bool already;		/* Already in an address space.  */
};

/* True if STMT reads the SSA name NAME.  */
inline bool
stmt_uses_name_p (gimple *stmt, tree name)
{
  ssa_op_iter iter;
  tree op;
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, iter, SSA_OP_USE)
    if (op == name)
      return true;
  return false;
}

/* memspace-shadow.cc: the shadow SSA -- each original pointer's
   converted twin in one space, built along the address flow.  */

/* The map from an original name or variable to its shadow in SPACE.  */
hash_map<tree, tree> *shadow_map (rewrite_state *st, addr_space_t space);
/* TYPE qualified with SPACE (other qualifiers kept).  */
tree space_qualified_type (tree type, addr_space_t space);
/* An iterator at the start of the function's first block (split off if
   it has other predecessors), where conversions of function inputs and
   variable addresses go.  */
gimple_stmt_iterator start_gsi (rewrite_state *st);
/* True if TYPE is a pointer into a non-generic address space.  */
bool pointer_type_space_p (const_tree type);
/* The pointer NAME, whose lattice value is SPACE, as a pointer in SPACE
   usable at USE (NULL: anywhere NAME is used).  NULL_TREE if
   impossible.  */
tree get_shadow (rewrite_state *st, tree name, addr_space_t space,
		 gimple *use, int depth);
/* The shadow of the address of variable DECL in SPACE, made once at the
   start of the function.  */
tree address_shadow (rewrite_state *st, tree decl, addr_space_t space);
/* True if the shadow of OP (lattice value LATTICE) holds exactly OP's
   address in the space (VISITED: the names seen).  */
bool exact_shadow_p (rewrite_state *st, tree op, enum memspace lattice,
		     bitmap visited, int depth);

/* memspace-opt.cc.  */
/* Lattice elements the rewrite targets.  */
bool rewritable_space_p (enum memspace space);
/* The dump's line for a rewrite of STMT into SPACE (WHAT: load, store,
   comparison, ...).  */
void dump_rewrite (gimple *stmt, addr_space_t space, const char *what);

/* memspace-comparisons.cc: equality tests of addresses on the shadows
   (both instances, after the rewrite of the references).  */
void rewrite_address_comparisons (rewrite_state *st);

/* memspace-placement.cc: where the conversions of parameters and
   variable addresses go.  */

/* True if the function whose statements are STMTS has an OpenACC worker
   or vector fork.  */
bool partition_fork_p (const vec<gimple *> &stmts);
/* The block, BB or one dominating it, where a value whose operands
   are all ready after OPERANDS_READY (NULL: everywhere) is computed once
   for the loops around BB: out of every loop that holds no OpenACC
   fork, while the operands are available.  */
basic_block invariant_block (basic_block bb, gimple *operands_ready);
/* The blocks of FN holding an OpenACC worker or vector fork.  */
void oacc_fork_blocks (function *fn, auto_vec<basic_block, 4> *forks);
/* The OpenACC fork statement of BB, one of those blocks.  */
gimple *fork_statement (basic_block bb);
/* Merge the conversions of one parameter or variable address into one
   space and move each to its uses' nearest common dominator, out of
   loops (FORKED: the function has OpenACC forks).  */
void place_conversions (rewrite_state *st, function *fn, bool forked);
/* BB, or the block that dominates the outermost loop around BB that may be
   left: each step goes from a loop to the immediate dominator UP of its
   header while MAY_LEAVE (loop, UP, DATA) allows (never to the entry
   block).  Needs dominators.  */
basic_block block_above_loops (basic_block bb,
			       bool (*may_leave) (class loop *, basic_block,
						  void *),
			       void *data);

/* memspace-record-loads.cc: loads of an offload entry point's
   read-only argument record.  */

/* True if a load through POINTER reads the entry record (ld.global.nc).  */
bool entry_record_load_p (rewrite_state *st, tree pointer);
/* Collect into SET the loads among STMTS of a field of the entry record
   that another load reads too.  */
void repeated_record_loads (rewrite_state *st, const vec<gimple *> &stmts,
			    hash_set<gimple *> *set);
/* memspace-opt2, before the inference: replace each repeated load of an
   entry-record field by the dominating load's value.  */
void forward_record_loads (rewrite_state *st, function *fn);
/* memspace-opt2, before the inference: do each load of an invariant
   record field inside loops once, before the outermost loop.  */
void hoist_record_loads (rewrite_state *st, function *fn);

/* memspace-deferral.cc: memspace-opt1's deferral policy.  */

/* True if memspace-opt1 leaves the reference *REFP of STMT (base RB,
   proved in SPACE; BLOCK: one side of an aggregate clear or copy) to
   memspace-opt2: *WHY says why, and *STAMP_CLIQUE whether its space
   clique is stamped now.  Always false in memspace-opt2.  */
bool defer_to_opt2_p (rewrite_state *st, gimple *stmt, tree *refp,
		      const reference_base *rb, enum memspace space,
		      bool block, const char **why, bool *stamp_clique);
/* Collect in BASES what the aggregate clears and copies among STMTS
   store to (memspace-opt1 defers the stores next to them).  */
void aggregate_store_bases (const vec<gimple *> &stmts,
			    hash_set<tree> *bases);

} // namespace memspace_rewrite

#endif
