// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-opt.cc -- rewrite loads, stores and atomics into PTX state spaces.

   CONSUMES GIMPLE in SSA form in which every pointer is generic.
   PRODUCES the same function in which each memory reference whose base
   provably points into one state space (memspace-infer.cc) goes through a
   pointer whose pointee type carries that space's address space:

       x_11 = MEM[(const struct .omp_data_s *)d_7(D)].x;        before
       _27 = MEM[(float *)x_11 + _5];

       d_7.g = (void <AS1> *) d_7(D);          ADDR_SPACE_CONVERT_EXPR, once
       x_11 = MEM[(<AS1> const struct .omp_data_s *)d_7.g].x;
       x_11.g = (void <AS1> *) x_11;           one conversion per root
       _5.g = x_11.g + _5;                     the chain, in the space
       _27 = MEM[(<AS1> float *)_5.g];

   The converted pointers ("shadows") are used only as the bases of memory
   references and in equality tests of two addresses of one space (see
   POSITION).  Every other use -- ordered comparisons, calls, stores of
   the pointer value, integer conversions -- keeps the original generic
   value, so no conversion back to generic is ever needed and nothing but
   the address of an access changes meaning.  The chain from a root to its
   uses (POINTER_PLUS, copies and casts, PHIs, COND_EXPRs, and integer
   chains: PLUS/MINUS of a non-address, pointer <-> integer conversions) is
   rebuilt in the space, so there is one conversion per root, not one per
   access; a
   conversion that already exists (from the first run) is reused.  rtl-hooks
   expands each conversion to one cvta.to.X (or a mov of a symbol already
   in X) and prints the accesses with the space.  The conversions of
   parameters and variable addresses (operands available everywhere) are
   merged per operand and space and go to their uses' common dominator,
   out of loops (place_conversions): none on a path that never uses them,
   none per iteration; the automatics' ones as one group, which expands
   to one cvta of the frame.  In functions with OpenACC worker or vector
   forks a register live at a fork is broadcast through shared memory,
   which stock's %frame and symbols never are: there variable addresses
   stay after the fork, parameters before it, and nothing leaves a loop
   that holds a fork.

   What is rewritten: loads and stores of modes the backend prints with
   %A (QI, HI, SI, DI, SF, DF, V2SI, V2DI; not HF, not aggregates, not bit
   fields); size-4/8 __atomic/__sync builtins and .ATOMIC_COMPARE_EXCHANGE,
   which nvptx expands inline (an atomic that became a libcall would pass
   the converted pointer to a generic library function).  Accesses to
   variables: automatics in memory and OpenACC gang-private variables
   always (the frame pointer is generic; the backend's gang-private MEMs
   lose their alignment); static variables only with a variable offset
   (with a constant one the backend already prints [sym+off] in the
   variable's space).  Never touched: inline asm operands, calls' memory
   operands and results, clobbers, block copies.

   DIAGNOSTICS.  An atomic on a pointer proved LOCAL is an error ("Cannot do
   atomic on local memory": PTX has no .local atomics; GCC's own emulation
   only covers atomics addressed directly off the frame, which are left
   alone).  An atomic on CONST memory is a warning ("Cannot do atomic
   operation on const memory").  With cicc-compat=1 a memory reference
   through an unknown pointer is assumed global, with the warning "Cannot
   tell what pointer points to, assuming global memory space" (unsound; off
   by default).

   POSITION.  Two instances.  memspace-opt1 runs after PRE (pass "pre"):
   the pointers are still pointers, the loop optimisers that follow see
   the spaces (LIM hoists conversions and space-qualified loads), and
   SSA_NAME_PTR_INFO is copied to each shadow so the alias oracle loses
   nothing.  It leaves alone the references whose address varies in a
   loop (base pointer or index computed in the loop): IVOPTs would build
   their induction variables from converted pointers, and the conversion
   of such a pointer to an integer is not a no-op to it (tree.cc's
   tree_nop_conversion_p keeps casts out of a named address space), which
   tilts its costs to one offset induction variable plus a register per
   base -- measured: 4 more registers on the bench's acc-routine.  Their
   space clique is stamped at once.  It also leaves to memspace-opt2 the
   statements of copy and clear loops (loop distribution makes library
   calls of generic loops only: library_loop_candidate_p) and the stores
   to an object an aggregate clear or copy writes (store merging merges
   stores of one address space only: aggregate_store_bases).
   memspace-opt2 runs after "optimized", just before expansion: it
   rewrites those references on IVOPTs' output, following the integer
   induction variables (integer PHIs, PLUS/MINUS of a non-address,
   pointer <-> integer conversions) back to their start, so the loop
   carries one space-qualified pointer per stream and the conversion sits
   before the loop; an equality test of two addresses in one space (the
   exit test) moves onto the shadows so the generic chain dies.  It also
   picks up what the loop and vector passes created and anything the first
   run could not see, reusing existing conversions (a conversion of a value
   to the space it already has is never made again; a conversion back to
   generic of a converted pointer is looked through).  Before the
   inference it merges repeated loads of an entry-record field where no
   live range gets longer (forward_record_loads): RTL would merge the
   loads but not their conversions.

   KNOBS: memspace-opt (enable), memspace-conservative, param-always-point-to-global,
   track-indir-load, track-int2ptr, cicc-compat (memspace-infer.cc and
   above).  Dumps: -fdump-tree-memspace-opt1 / -opt2 show every pointer's
   lattice value and every rewrite; -fopt-info-optimized prints one remark
   per function.  Diagnostics and the remark come from memspace-opt2 only,
   so each is given once.  */

#include "gcc-compat.h"
#include "knobs.h"
#include "loaded-pointers.h"
#include "memspace-addr-space.h"
#include "memspace-infer.h"
#include "memspace-verify.h"
#include "nvptx-facts.h"
#include "passes.h"
#include "tree-ssa-loop-niter.h"
#include "alias.h"
#include "function.h"
#include "tree-ssa-dce.h"

/* The -details dump (dump=tree-memspace-opt1-details): trace every
   lattice change, and say why each reference stays generic even where
   make bench does not count it.  */
static bool
memspace_details_p (void)
{
  return dump_file && (dump_flags & TDF_DETAILS);
}

namespace {

/* Lattice elements the rewrite targets.  */
static bool
rewritable_space_p (enum memspace space)
{
  return (space == MEMSPACE_GLOBAL || space == MEMSPACE_SHARED
	  || space == MEMSPACE_CONST || space == MEMSPACE_LOCAL);
}

struct rewrite_state
{
  struct memspace_inference info;
  /* The conversions verify=1 checks at run time.  */
  vec<memspace_verify_point> verify_points;
  /* The scopes of the references process-restrict proved read-only
     global (ld.global.nc).  */
  auto_vec<memspace_nc_scope, 4> nc_scopes;
  /* The clique that separates distinct spaces (alias-merge=per-as), or 0.  */
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


static hash_map<tree, tree> *
shadow_map (rewrite_state *st, addr_space_t space)
{
  return st->shadow_maps[space == MEMSPACE_AS_GLOBAL_NC];
}

/* The type of every shadow in SPACE: void <SPACE> *.  */
static tree
shadow_type (addr_space_t space)
{
  tree pointee = build_qualified_type (void_type_node,
				       ENCODE_QUAL_ADDR_SPACE (space));
  return build_pointer_type (pointee);
}

/* TYPE qualified with SPACE (other qualifiers kept).  */
static tree
space_qualified_type (tree type, addr_space_t space)
{
  int quals = TYPE_QUALS_NO_ADDR_SPACE (type) | ENCODE_QUAL_ADDR_SPACE (space);
  return build_qualified_type (type, quals);
}

/* The block where conversions of function inputs and of variable addresses
   go: the function's first block, split off if it has other
   predecessors.  */
static gimple_stmt_iterator
start_gsi (rewrite_state *st)
{
  if (!st->start_bb)
    {
      edge e = single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (cfun));
      basic_block bb = e->dest;
      if (!single_pred_p (bb) || !gimple_seq_empty_p (phi_nodes (bb)))
	bb = split_edge (e);
      st->start_bb = bb;
    }
  return gsi_after_labels (st->start_bb);
}

/* Insert SEQ right after the definition of NAME.  */
static void
insert_seq_after_def (rewrite_state *st, tree name, gimple_seq seq)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  gimple_stmt_iterator gsi;
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    {
      gsi = start_gsi (st);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }
  else if (gimple_code (def) == GIMPLE_PHI)
    {
      gsi = gsi_after_labels (gimple_bb (def));
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }
  else
    {
      gsi = gsi_for_stmt (def);
      gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
    }
}

static void
insert_after_def (rewrite_state *st, tree name, gimple *stmt)
{
  insert_seq_after_def (st, name, gimple_seq_alloc_with_stmt (stmt));
}

/* True if TYPE is a pointer into a non-generic address space.  */
static bool
pointer_type_space_p (const_tree type)
{
  return (POINTER_TYPE_P (type)
	  && TYPE_ADDR_SPACE (TREE_TYPE (type)) != ADDR_SPACE_GENERIC);
}

static tree
new_shadow_name (tree original, addr_space_t space)
{
  tree name = make_ssa_name (shadow_type (space));
  /* Only a pointer has points-to information (an integer's slot holds its
     range).  */
  if (original && TREE_CODE (original) == SSA_NAME
      && POINTER_TYPE_P (TREE_TYPE (original)) && SSA_NAME_PTR_INFO (original))
    duplicate_ssa_name_ptr_info (name, SSA_NAME_PTR_INFO (original));
  return name;
}

/* A conversion of NAME to SPACE that already exists and dominates USE.  */
static tree
existing_conversion (tree name, addr_space_t space, gimple *use)
{
  imm_use_iterator it;
  gimple *stmt;
  tree type = shadow_type (space);
  FOR_EACH_IMM_USE_STMT (stmt, it, name)
    if (is_gimple_assign (stmt)
	&& gimple_assign_rhs_code (stmt) == ADDR_SPACE_CONVERT_EXPR
	&& TREE_TYPE (gimple_assign_lhs (stmt)) == type
	&& use && stmt_dominates_stmt_p (stmt, use))
      return gimple_assign_lhs (stmt);
  return NULL_TREE;
}

static tree get_shadow (rewrite_state *, tree, addr_space_t, gimple *, int);
static tree integer_offset_shadow (rewrite_state *, tree, gassign *, tree,
				   tree, addr_space_t, int);

/* Convert NAME to SPACE right after its definition, into SHADOW if
   given (a shadow name whose definition was taken away), else into a
   new name.  */
static tree
root_conversion (rewrite_state *st, tree name, addr_space_t space,
		 tree shadow = NULL_TREE)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!SSA_NAME_IS_DEFAULT_DEF (name) && gimple_code (def) != GIMPLE_PHI
      && stmt_ends_bb_p (def))
    return NULL_TREE;
  if (!shadow)
    shadow = new_shadow_name (name, space);
  gimple_seq seq = NULL;
  /* An integer holding an address (IVOPTs) is a generic pointer first.  */
  tree pointer = name;
  if (!POINTER_TYPE_P (TREE_TYPE (name)))
    pointer = gimple_convert (&seq, ptr_type_node, name);
  gimple *conv;
  if (TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE (pointer))) == space)
    conv = gimple_build_assign (shadow, NOP_EXPR, pointer);
  else
    {
      conv = gimple_build_assign (shadow, ADDR_SPACE_CONVERT_EXPR, pointer);
      st->conversions++;
      /* verify=1 checks pointers only.  An integer the analysis says
	 carries a space's address bits may hold an offset or a difference
	 (a - b is a's address when b is null, facts section 17), and at
	 run time a small number is in the global window for isspacep
	 (section 19): the check would trap on a correct program (make
	 fuzz -x seed 172: an offset 0x40 taken for .shared).  */
      if (POINTER_TYPE_P (TREE_TYPE (name)))
	{
	  memspace_verify_point vp = { conv, pointer, memspace_of_addr_space (space) };
	  st->verify_points.safe_push (vp);
	}
    }
  gimple_seq_add_stmt (&seq, conv);
  insert_seq_after_def (st, name, seq);
  return shadow;
}

static tree address_shadow (rewrite_state *, tree, addr_space_t);

/* The shadow of operand OP of a PHI or COND_EXPR in SPACE, or NULL_TREE
   if it has none (the caller then converts the result instead).  */
static tree
operand_shadow (rewrite_state *st, tree op, addr_space_t space, gimple *use,
		int depth)
{
  if (TREE_CODE (op) == SSA_NAME
      && memspace_value (&st->info, op) == memspace_of_addr_space (space))
    return get_shadow (st, op, space, use, depth + 1);
  /* The address of a variable in SPACE (PHI <&gb, &ga>): its converted
     address, made once at the start of the function.  */
  if (TREE_CODE (op) == ADDR_EXPR && VAR_P (TREE_OPERAND (op, 0))
      && memspace_of_decl (&st->info, TREE_OPERAND (op, 0)) == memspace_of_addr_space (space))
    return address_shadow (st, TREE_OPERAND (op, 0), space);
  /* Null, or undefined: never dereferenced as an address in SPACE.  Any
     other constant -- an address of something else, an absolute address
     -- is a value the shadow must carry, which a null would not.  */
  if (integer_zerop (op)
      || (TREE_CODE (op) == SSA_NAME
	  && memspace_value (&st->info, op) == MEMSPACE_BOTTOM))
    return build_int_cst (shadow_type (space), 0);
  /* A name the analysis takes for no address may still hold one that the
     program rebuilt through branches on its bits (doc/assumptions.md, A6:
     no data-flow analysis sees that, GCC's own neither).  Its shadow is
     its own conversion, which keeps its bits (the conversion into the
     global space is the identity), never a null, which would read the
     wrong memory -- make fuzz -x seed 10 read address 20 that way.  */
  if (TREE_CODE (op) == SSA_NAME)
    return root_conversion (st, op, space);
  return NULL_TREE;
}

static tree
shadow_phi (rewrite_state *st, tree name, gphi *phi, addr_space_t space,
	    int depth)
{
  tree shadow = new_shadow_name (name, space);
  gphi *new_phi = create_phi_node (shadow, gimple_bb (phi));
  shadow_map (st, space)->put (name, shadow);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      tree arg_shadow = operand_shadow (st, arg, space, NULL, depth);
      if (!arg_shadow)
	{
	  /* The shadows of the operands already visited may be built on
	     SHADOW (a loop: p_2 = p_1 + 4 gets SHADOW + 4) and are in the
	     map: keep the name, defined now by the conversion of NAME.  */
	  gimple_stmt_iterator gsi = gsi_for_stmt (new_phi);
	  remove_phi_node (&gsi, false);
	  return root_conversion (st, name, space, shadow);
	}
      add_phi_arg (new_phi, arg_shadow, gimple_phi_arg_edge (phi, i),
		   gimple_phi_arg_location (phi, i));
    }
  return shadow;
}

/* How get_shadow builds the shadow of a name from its definition: the
   rewrite's reading of the address flow (memspace_address_operands), so
   that it follows exactly what the analysis propagated.  Whatever has no
   recipe gets a root conversion of the name itself: always valid, one
   cvta more.  */
enum shadow_recipe
{
  SHADOW_ROOT,		/* Convert the name itself.  */
  SHADOW_CAST_FOLD,	/* OPS[0] already is the address in SPACE (SPACE ->
			   generic -> SPACE).  */
  SHADOW_COPY,		/* OPS[0]'s shadow (copies, bit-preserving casts).  */
  SHADOW_ADDRESS,	/* OPS[0] is &VAR: VAR's address shadow.  */
  SHADOW_POINTER_PLUS,	/* OPS[0]'s shadow p+ OPS[1].  */
  SHADOW_INTEGER_OFFSET,	/* OPS[0]'s shadow p+ (-)OPS[1], integers.  */
  SHADOW_EACH_OPERAND	/* A PHI or COND_EXPR of the operands' shadows.  */
};

/* True if integer NAME looks like the address of an integer sum rather
   than its offset: a pointer converted to an integer, or a PHI (IVOPTs'
   induction variables), possibly plus or minus something.  When both
   operands of a sum may carry an address in the space (a global
   induction variable plus a stride loaded from global memory), the
   shadow is built on this one, so the offset needs no conversion.  */
static bool
address_origin_p (tree name)
{
  for (int depth = 0; depth < 4 && TREE_CODE (name) == SSA_NAME; depth++)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (name))
	return false;
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (is_a <gphi *> (def))
	return true;
      gassign *assign = dyn_cast <gassign *> (def);
      if (!assign)
	return false;
      enum tree_code code = gimple_assign_rhs_code (assign);
      tree rhs1 = gimple_assign_rhs1 (assign);
      if (CONVERT_EXPR_CODE_P (code))
	return POINTER_TYPE_P (TREE_TYPE (rhs1));
      if (code != PLUS_EXPR && code != MINUS_EXPR && code != POINTER_PLUS_EXPR)
	return false;
      name = rhs1;
    }
  return false;
}

static enum shadow_recipe
shadow_recipe (rewrite_state *st, gimple *def, addr_space_t space,
	       vec<tree> *ops)
{
  enum memspace lattice = memspace_of_addr_space (space);
  enum memspace_flow flow = memspace_address_operands (def, ops);
  if (is_a <gphi *> (def))
    return flow == MEMSPACE_FLOW_SELECT ? SHADOW_EACH_OPERAND : SHADOW_ROOT;
  gassign *assign = dyn_cast <gassign *> (def);
  if (!assign)
    return SHADOW_ROOT;
  enum tree_code code = gimple_assign_rhs_code (assign);
  /* The shadow's definition goes right after DEF, which must not end its
     block; a copy needs no new statement.  */
  bool room_after = !stmt_ends_bb_p (def);
  switch (flow)
    {
    case MEMSPACE_FLOW_COPY:
      if (code == ADDR_SPACE_CONVERT_EXPR)
	return (TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE ((*ops)[0])))
		== space
		&& TREE_TYPE ((*ops)[0]) == shadow_type (space)
		? SHADOW_CAST_FOLD : SHADOW_ROOT);
      /* A copy or cast of a variable's address (IVOPTs' start of an
	 induction variable, ivtmp_1 = (unsigned long) &win, inside the
	 loop around the one it steps in): the variable's own conversion,
	 shared with its other uses and placed by place_conversions, not a
	 conversion of the copy after it, inside the outer loop.  */
      if (TREE_CODE ((*ops)[0]) == ADDR_EXPR
	  && VAR_P (TREE_OPERAND ((*ops)[0], 0))
	  && memspace_of_decl (&st->info, TREE_OPERAND ((*ops)[0], 0)) == lattice)
	return SHADOW_ADDRESS;
      return (TREE_CODE ((*ops)[0]) == SSA_NAME
	      && memspace_tracked_type_p (TREE_TYPE ((*ops)[0]))
	      && memspace_value (&st->info, (*ops)[0]) == lattice
	      ? SHADOW_COPY : SHADOW_ROOT);
    case MEMSPACE_FLOW_OFFSET:
      return (code == POINTER_PLUS_EXPR && room_after
	      && TREE_CODE ((*ops)[0]) == SSA_NAME
	      && memspace_value (&st->info, (*ops)[0]) == lattice
	      ? SHADOW_POINTER_PLUS : SHADOW_ROOT);
    case MEMSPACE_FLOW_SELECT:
      return code == COND_EXPR && room_after ? SHADOW_EACH_OPERAND : SHADOW_ROOT;
    case MEMSPACE_FLOW_INTEGER:
      /* ADDRESS +- OFFSET with ADDRESS in SPACE and OFFSET not an address
	 (memspace-infer's rule for integer PLUS/MINUS): the shadow is
	 ADDRESS's shadow +- OFFSET.  In the global space OFFSET may carry
	 a global address too (an integer loaded from global memory under
	 S9, a stride read from a descriptor): the conversion into the
	 global space is the identity on the global window (PTX ISA,
	 "Generic Addressing"), so the shadow's sum is the sum's conversion
	 whichever operand holds the address (doc/gcc-nvptx-facts.md
	 section 17).  */
      if ((code != PLUS_EXPR && code != MINUS_EXPR) || !room_after
	  || ops->length () != 2)
	return SHADOW_ROOT;
      if (code == PLUS_EXPR
	  && (memspace_value (&st->info, (*ops)[0]) != lattice
	      || (memspace_value (&st->info, (*ops)[1]) == lattice
		  && address_origin_p ((*ops)[1])
		  && !address_origin_p ((*ops)[0]))))
	std::swap ((*ops)[0], (*ops)[1]);
      {
	enum memspace offset = memspace_value (&st->info, (*ops)[1]);
	return (TREE_CODE ((*ops)[0]) == SSA_NAME
		&& memspace_value (&st->info, (*ops)[0]) == lattice
		&& (offset == MEMSPACE_NOT_ADDRESS
		    || (offset == MEMSPACE_GLOBAL && lattice == MEMSPACE_GLOBAL))
		? SHADOW_INTEGER_OFFSET : SHADOW_ROOT);
      }
    case MEMSPACE_FLOW_NONE:
      return SHADOW_ROOT;
    }
  gcc_unreachable ();
}

/* NAME = ADDRESS +- OFFSET in integer arithmetic (ASSIGN), with ADDRESS in
   SPACE and OFFSET not an address: the shadow is ADDRESS's shadow
   p+ (-)OFFSET.  Converting into a state space moves an address within
   the space's window, so the offset is the same on both sides.  NULL_TREE
   if ADDRESS has no shadow.  */
static tree
integer_offset_shadow (rewrite_state *st, tree name, gassign *assign,
		       tree address, tree offset, addr_space_t space, int depth)
{
  tree base = get_shadow (st, address, space, NULL, depth + 1);
  if (!base)
    return NULL_TREE;
  gimple_seq seq = NULL;
  tree sizetype_offset = gimple_convert (&seq, sizetype, offset);
  if (gimple_assign_rhs_code (assign) == MINUS_EXPR)
    sizetype_offset = gimple_build (&seq, NEGATE_EXPR, sizetype,
				    sizetype_offset);
  tree shadow = new_shadow_name (name, space);
  gimple_seq_add_stmt (&seq, gimple_build_assign (shadow, POINTER_PLUS_EXPR,
						  base, sizetype_offset));
  insert_seq_after_def (st, name, seq);
  return shadow;
}

/* The pointer NAME, whose lattice value is SPACE, as a pointer in SPACE
   usable at USE (NULL: anywhere NAME is used).  NULL_TREE if impossible.  */
static tree
get_shadow (rewrite_state *st, tree name, addr_space_t space, gimple *use,
	    int depth)
{
  if (tree *known = shadow_map (st, space)->get (name))
    return *known;
  if (tree existing = existing_conversion (name, space, use))
    return existing;

  tree shadow = NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (name);
  /* Deep chains get a root conversion: always valid, one cvta more.  */
  auto_vec<tree, 4> ops;
  enum shadow_recipe recipe = SHADOW_ROOT;
  if (depth < 200 && !SSA_NAME_IS_DEFAULT_DEF (name))
    recipe = shadow_recipe (st, def, space, &ops);
  switch (recipe)
    {
    case SHADOW_ROOT:
      break;
    case SHADOW_CAST_FOLD:
      shadow = ops[0];
      break;
    case SHADOW_COPY:
      shadow = get_shadow (st, ops[0], space, use, depth + 1);
      break;
    case SHADOW_ADDRESS:
      shadow = address_shadow (st, TREE_OPERAND (ops[0], 0), space);
      break;
    case SHADOW_POINTER_PLUS:
      if (tree base = get_shadow (st, ops[0], space, NULL, depth + 1))
	{
	  shadow = new_shadow_name (name, space);
	  insert_after_def (st, name, gimple_build_assign (shadow,
							   POINTER_PLUS_EXPR,
							   base, ops[1]));
	}
      break;
    case SHADOW_INTEGER_OFFSET:
      shadow = integer_offset_shadow (st, name, as_a <gassign *> (def),
				      ops[0], ops[1], space, depth);
      break;
    case SHADOW_EACH_OPERAND:
      if (gphi *phi = dyn_cast <gphi *> (def))
	/* A PHI with an operand that has no shadow: convert its result.  */
	shadow = shadow_phi (st, name, phi, space, depth);
      else
	{
	  gassign *assign = as_a <gassign *> (def);
	  tree a = operand_shadow (st, ops[0], space, NULL, depth);
	  tree b = operand_shadow (st, ops[1], space, NULL, depth);
	  if (a && b)
	    {
	      shadow = new_shadow_name (name, space);
	      gimple *cond = gimple_build_assign (shadow, COND_EXPR,
						  unshare_expr (gimple_assign_rhs1 (assign)),
						  a, b);
	      insert_after_def (st, name, cond);
	    }
	}
      break;
    }
  if (!shadow)
    shadow = root_conversion (st, name, space);
  shadow_map (st, space)->put (name, shadow);
  return shadow;
}

/* The shadow of the address of variable DECL in SPACE, made once at the
   start of the function.  */
static tree
address_shadow (rewrite_state *st, tree decl, addr_space_t space)
{
  if (tree *known = shadow_map (st, space)->get (decl))
    return *known;
  TREE_ADDRESSABLE (decl) = 1;
  tree shadow = new_shadow_name (NULL_TREE, space);
  struct ptr_info_def *pi = get_ptr_info (shadow);
  pt_solution_set_var (&pi->pt, decl);
  /* The variable's alignment, so that the vectoriser and store merging
     still see it through the converted address.  */
  set_ptr_info_alignment (pi, DECL_ALIGN_UNIT (decl), 0);
  gimple *conv = gimple_build_assign (shadow, ADDR_SPACE_CONVERT_EXPR,
				      build_fold_addr_expr (decl));
  gimple_stmt_iterator gsi = start_gsi (st);
  gsi_insert_before (&gsi, conv, GSI_SAME_STMT);
  st->address_conversions.safe_push (conv);
  st->conversions++;
  memspace_verify_point vp = { conv, gimple_assign_rhs1 (conv), memspace_of_addr_space (space) };
  st->verify_points.safe_push (vp);
  shadow_map (st, space)->put (decl, shadow);
  return shadow;
}

/* True if the function whose statements memspace_opt_execute collected
   (STMTS) has an OpenACC worker or vector fork: an IFN_UNIQUE OACC_FORK
   that oaccdevlow kept (nvptx_goacc_fork_join keeps only the worker and
   vector levels with more than one thread, nvptx.cc:6540-6555).  */
static bool
partition_fork_p (const vec<gimple *> &stmts)
{
  unsigned i;
  gimple *stmt;
  FOR_EACH_VEC_ELT (stmts, i, stmt)
    if (gimple_call_internal_p (stmt, IFN_UNIQUE)
	&& tree_fits_shwi_p (gimple_call_arg (stmt, 0))
	&& tree_to_shwi (gimple_call_arg (stmt, 0)) == IFN_UNIQUE_OACC_FORK)
      return true;
  return false;
}

/* True if STMT reads the SSA name NAME.  */
static bool
stmt_uses_name_p (gimple *stmt, tree name)
{
  ssa_op_iter iter;
  tree op;
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, iter, SSA_OP_USE)
    if (op == name)
      return true;
  return false;
}

/* A conversion whose operand is available everywhere in the function: a
   parameter (a default definition) or the address of a variable.  Such a
   conversion may move to any place that dominates its uses, and two of
   them of one operand into one space compute the same value.  Moving it
   keeps verify=1 sound: the lattice value of a parameter or a variable's
   address holds on every path (memspace-verify.cc, WHAT MAY REACH A
   CHECK), and the check goes in front of the conversion where it ends
   up.  */
static bool
movable_conversion_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt)
      || gimple_assign_rhs_code (stmt) != ADDR_SPACE_CONVERT_EXPR
      || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME)
    return false;
  tree op = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (op) == SSA_NAME)
    return (SSA_NAME_IS_DEFAULT_DEF (op) && POINTER_TYPE_P (TREE_TYPE (op))
	    && !virtual_operand_p (op));
  return (TREE_CODE (op) == ADDR_EXPR && VAR_P (TREE_OPERAND (op, 0)));
}

/* True if CONV converts the address of an automatic variable: expanded
   as a conversion of the frame base plus the variable's offset, one cvta
   for all of them when they sit together (rtl-hooks/address-spaces.cc,
   frame_slot_base; CSE merges them within an extended basic block).  */
static bool
frame_conversion_p (gimple *conv)
{
  tree op = gimple_assign_rhs1 (conv);
  return (TREE_CODE (op) == ADDR_EXPR
	  && !is_global_var (TREE_OPERAND (op, 0)));
}

/* The blocks of the function holding an OpenACC worker or vector fork.  */
static void
fork_blocks (function *fn, auto_vec<basic_block, 4> *forks)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (gimple_call_internal_p (stmt, IFN_UNIQUE)
	    && tree_fits_shwi_p (gimple_call_arg (stmt, 0))
	    && tree_to_shwi (gimple_call_arg (stmt, 0)) == IFN_UNIQUE_OACC_FORK)
	  {
	    forks->safe_push (bb);
	    break;
	  }
      }
}

/* The nearest common dominator of NCA (or NULL) and the uses of CONV's
   result (a PHI argument is used at the end of its edge's source).  */
static basic_block
uses_nca (gimple *conv, basic_block nca)
{
  imm_use_iterator it;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, it, gimple_assign_lhs (conv))
    {
      gimple *use = USE_STMT (use_p);
      if (is_gimple_debug (use))
	continue;
      basic_block bb = gimple_bb (use);
      if (gphi *phi = dyn_cast <gphi *> (use))
	bb = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
      nca = nca ? nearest_common_dominator (CDI_DOMINATORS, nca, bb) : bb;
    }
  return nca;
}

/* The nearest block dominating BB (BB included) that holds an OpenACC
   fork (FORKS), or NULL.  */
static basic_block
nearest_fork (basic_block bb, const vec<basic_block> &forks)
{
  for (; bb && bb != ENTRY_BLOCK_PTR_FOR_FN (cfun);
       bb = get_immediate_dominator (CDI_DOMINATORS, bb))
    if (forks.contains (bb))
      return bb;
  return NULL;
}

/* Where the conversions CONVS, which the caller moves together, may go
   so that they dominate all their uses: the nearest common dominator of
   the uses (a PHI argument is used at the end of its edge's source),
   then out of every loop around it -- one conversion per loop entry,
   not per iteration, as LIM would have done -- except a loop that holds
   an OpenACC fork (FORKS): a register live at a fork is broadcast
   through shared memory (place_conversions).  In the block of
   the uses, right before the first use; in a block above, at its end.
   False if there is no such place.  */
static bool
conversion_place (const vec<gimple *> &convs, const vec<basic_block> &forks,
		  int instance, gimple_stmt_iterator *gsi, bool *before)
{
  basic_block nca = NULL;
  unsigned i;
  gimple *conv;
  FOR_EACH_VEC_ELT (convs, i, conv)
    nca = uses_nca (conv, nca);
  if (!nca)
    return false;
  basic_block target = nca;
  /* With forks, memspace-opt1 hoists nothing: IVOPTs, which runs after
     it, builds induction variables on a conversion it finds invariant in
     an inner loop, and RTL then hoists them and the conversion out of
     the gang loop around a worker loop, live at the fork and broadcast
     there (measured: the bench's acc-worker-frame, gang-private tmp[16],
     20 -> 22 memory instructions).  memspace-opt2 runs after IVOPTs.  */
  bool hoist = forks.is_empty () || instance == 2;
  while (hoist && loop_outer (target->loop_father))
    {
      class loop *loop = target->loop_father;
      bool fork_inside = false;
      basic_block fork;
      FOR_EACH_VEC_ELT (forks, i, fork)
	fork_inside |= flow_bb_inside_loop_p (loop, fork);
      basic_block up = get_immediate_dominator (CDI_DOMINATORS, loop->header);
      if (fork_inside || !up || up == ENTRY_BLOCK_PTR_FOR_FN (cfun))
	break;
      target = up;
    }
  if (target == nca)
    for (*gsi = gsi_after_labels (nca); !gsi_end_p (*gsi); gsi_next (gsi))
      {
	gimple *stmt = gsi_stmt (*gsi);
	if (is_gimple_debug (stmt))
	  continue;
	FOR_EACH_VEC_ELT (convs, i, conv)
	  if (stmt_uses_name_p (stmt, gimple_assign_lhs (conv)))
	    {
	      *before = true;
	      return true;
	    }
      }
  *gsi = gsi_last_bb (target);
  if (gsi_end_p (*gsi))
    {
      *gsi = gsi_after_labels (target);
      *before = true;
      return true;
    }
  gimple *last = gsi_stmt (*gsi);
  if (is_ctrl_stmt (last))
    *before = true;
  else if (!stmt_ends_bb_p (last))
    *before = false;
  else
    return false;
  return true;
}

/* True if CONV dominates every use of its result (a PHI argument is
   used at the end of its edge's source).  */
static bool
dominates_uses_p (gimple *conv)
{
  imm_use_iterator it;
  use_operand_p use_p;
  basic_block bb = gimple_bb (conv);
  FOR_EACH_IMM_USE_FAST (use_p, it, gimple_assign_lhs (conv))
    {
      gimple *use = USE_STMT (use_p);
      if (is_gimple_debug (use))
	continue;
      if (gphi *phi = dyn_cast <gphi *> (use))
	{
	  basic_block src
	    = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
	  if (!dominated_by_p (CDI_DOMINATORS, src, bb))
	    return false;
	}
      else if (!stmt_dominates_stmt_p (conv, use))
	return false;
    }
  return true;
}

/* Move CONVS (conversion_place) and drop the value of the debug binds
   they no longer dominate.  */
static void
move_conversions (const vec<gimple *> &convs, const vec<basic_block> &forks,
		  int instance)
{
  gimple_stmt_iterator to;
  bool before;
  if (!conversion_place (convs, forks, instance, &to, &before))
    return;
  unsigned i;
  gimple *conv;
  FOR_EACH_VEC_ELT (convs, i, conv)
    {
      if (gsi_stmt (to) == conv)
	continue;
      gimple_stmt_iterator from = gsi_for_stmt (conv);
      if (before)
	gsi_move_before (&from, &to);
      else
	{
	  gsi_move_after (&from, &to);
	  /* The next one goes after this one.  */
	}
    }
  FOR_EACH_VEC_ELT (convs, i, conv)
    {
      tree name = gimple_assign_lhs (conv);
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, name)
	if (gimple_debug_bind_p (use) && !stmt_dominates_stmt_p (conv, use))
	  {
	    gimple_debug_bind_reset_value (use);
	    update_stmt (use);
	  }
    }
}

/* Issue 27, conversions at the right place.  Every conversion of a
   parameter or of a variable's address (movable_conversion_p) -- the
   first instance's and the second's -- is merged with the others of the
   same operand into the same space: RTL does not merge them across
   blocks (GCSE handles no inline asm, gcse.cc:838-880; CSE works within
   an extended basic block; doc/gcc-nvptx-facts.md section 12).  Then it
   goes where its uses need it (conversion_place): not on a path that
   never uses it (an early exit at the top of the function), not inside
   a loop.  In a function without OpenACC forks the conversions of
   automatic variables move as one group, so that they stay together and
   expand to one cvta of the frame; each other conversion moves on its
   own.  In a function with forks, variable addresses move on their own
   to their uses after the fork, since every pseudo register live at a
   worker fork is broadcast from the single active thread through
   __oacc_bcast (nvptx_shared_propagate -> nvptx_propagate over DF_LIVE_IN
   of the forked block, nvptx.cc:4430-4433, 5148-5172), one st.shared and
   one ld.shared each, while a variable's address in its space is the
   same in every thread (measured: GCC's private-atomic-1-vector.f90,
   12 -> 14 memory instructions with the conversion before the fork;
   test regress-fork-conversion.c), and
   parameters stay where they are (before the forks: one broadcast of the
   converted value, each thread converting costs more), merged into the
   first of their kind.  */
static void
place_conversions (rewrite_state *st, function *fn, bool forked)
{
  auto_vec<gimple *, 16> convs;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (movable_conversion_p (gsi_stmt (gsi)))
	convs.safe_push (gsi_stmt (gsi));
  if (convs.is_empty ())
    return;

  auto_vec<basic_block, 4> forks;
  fork_blocks (fn, &forks);

  /* Merge: a later duplicate's uses go to the kept one (the first in the
     block order, which the moves below place above all uses).  With
     forks, only where the uses of both lie after the same fork: merging
     a conversion used before a fork with one used after it would put the
     one left before the fork and broadcast it (measured: the bench's
     acc-worker-frame, 20 -> 22 memory instructions).  */
  auto_vec<gimple *, 16> kept;
  unsigned i, j;
  gimple *conv, *k;
  FOR_EACH_VEC_ELT (convs, i, conv)
    {
      tree type = TREE_TYPE (gimple_assign_lhs (conv));
      tree op = gimple_assign_rhs1 (conv);
      gimple *same = NULL;
      FOR_EACH_VEC_ELT (kept, j, k)
	if (TREE_TYPE (gimple_assign_lhs (k)) == type
	    && operand_equal_p (gimple_assign_rhs1 (k), op, 0))
	  {
	    if (forks.is_empty ())
	      same = k;
	    else
	      {
		basic_block a = uses_nca (conv, NULL), b = uses_nca (k, NULL);
		basic_block both = (a && b ? nearest_common_dominator
				    (CDI_DOMINATORS, a, b) : NULL);
		if (both && nearest_fork (both, forks) == nearest_fork (a, forks)
		    && nearest_fork (both, forks) == nearest_fork (b, forks))
		  same = k;
	      }
	  }
      if (!same)
	{
	  kept.safe_push (conv);
	  continue;
	}
      tree from = gimple_assign_lhs (conv), to = gimple_assign_lhs (same);
      imm_use_iterator it;
      gimple *use;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_STMT (use, it, from)
	{
	  FOR_EACH_IMM_USE_ON_STMT (use_p, it)
	    SET_USE (use_p, to);
	  update_stmt (use);
	}
      gimple_stmt_iterator gsi = gsi_for_stmt (conv);
      gsi_remove (&gsi, true);
      release_defs (conv);
      st->conversions--;
      if (dump_file)
	{
	  fprintf (dump_file, "merged conversion ");
	  print_generic_expr (dump_file, from);
	  fprintf (dump_file, " into ");
	  print_generic_expr (dump_file, to);
	  fprintf (dump_file, "\n");
	}
    }

  auto_vec<gimple *, 8> frame_group;
  FOR_EACH_VEC_ELT (kept, i, conv)
    {
      if (forked && TREE_CODE (gimple_assign_rhs1 (conv)) == SSA_NAME)
	{
	  /* Stays before the forks; must still dominate the merged uses.  */
	  if (!dominates_uses_p (conv))
	    {
	      gimple_stmt_iterator from = gsi_for_stmt (conv);
	      gimple_stmt_iterator start = start_gsi (st);
	      gsi_move_before (&from, &start);
	    }
	  continue;
	}
      if (!forked && frame_conversion_p (conv))
	{
	  frame_group.safe_push (conv);
	  continue;
	}
      auto_vec<gimple *, 1> one;
      one.quick_push (conv);
      move_conversions (one, forks, st->instance);
    }
  /* One group per space: a frame is in one space.  */
  while (!frame_group.is_empty ())
    {
      tree type = TREE_TYPE (gimple_assign_lhs (frame_group[0]));
      auto_vec<gimple *, 8> group;
      for (i = 0; i < frame_group.length ();)
	if (TREE_TYPE (gimple_assign_lhs (frame_group[i])) == type)
	  {
	    group.safe_push (frame_group[i]);
	    frame_group.ordered_remove (i);
	  }
	else
	  i++;
      move_conversions (group, forks, st->instance);
    }
}

/* True if accesses through REF to variable DECL in SPACE gain from a
   converted base.  When not, and the access stays a generic one in
   memory, *GENERIC_REASON says why (else it stays NULL: printed in the
   symbol's space, or a register).  */
static bool
variable_rewrite_wanted_p (rewrite_state *st, tree decl, tree ref,
			   enum memspace space, const char **generic_reason)
{
  bool automatic = !TREE_STATIC (decl) && !DECL_EXTERNAL (decl);
  *generic_reason = NULL;
  poly_int64 offset;
  bool variable_offset = get_addr_base_and_unit_offset (ref, &offset) == NULL_TREE;
  if (automatic && space != MEMSPACE_SHARED && !st->whole_copied->is_empty ())
    {
      /* The back end copies a frame variable of this function as a whole,
	 with generic MEMs off the frame pointer.  RTL alias analysis takes
	 any two MEMs in distinct address spaces for conflicting (alias.cc:
	 3037, 3144, 3267, before it looks at the addresses or the trees), so
	 a field stored through the converted frame address is not forwarded
	 into the copy's load, and any space-qualified store into the frame
	 between a generic store and the copy's load blocks that forwarding
	 too -- measured: structargs/cast-only.c 15 -> 17 and refusals.c
	 53 -> 54 memory instructions in the parallel body.  Such a frame
	 stays generic as a whole, as stock GCC has it; its copies fold.  */
      if (st->whole_copied->contains (decl) || !use_register_for_decl (decl)
	  || variable_offset)
	*generic_reason = "frame kept generic: the back end copies a frame "
			  "variable of this function as a whole, and RTL would "
			  "not forward stores across address spaces";
      return false;
    }
  if (automatic && space == MEMSPACE_SHARED)
    /* OpenACC gang-private: nvptx_goacc_expand_var_decl's MEM carries no
       alignment, so GCC splits its loads into bytes; a typed pointer in
       .shared keeps the access whole.  */
    return true;
  if (automatic)
    /* In the frame: addressed off the generic frame pointer.  A small
       aggregate GCC would keep in a register still goes to a stack slot
       when indexed with a variable.  */
    return !use_register_for_decl (decl) || variable_offset;
  /* A symbol: [sym+const] already prints in the symbol's space.  */
  return variable_offset;
}

/* Where the space of a reference's base comes from.  */
struct reference_base
{
  tree *base_ptr;	/* Points at the innermost base in the reference.  */
  enum memspace space;	/* Lattice element of the base.  */
  tree pointer;		/* SSA base pointer, or NULL_TREE.  */
  tree decl;		/* Variable base (direct or &decl), or NULL_TREE.  */
  bool already;		/* Already in an address space.  */
};

/* A BIT_FIELD_REF that reads one whole, naturally placed element in its
   type's mode (an element of a vector in memory, as the vector lowering
   and forwprop split loads after memspace-opt1): expansion addresses it
   with adjust_address, which keeps the memory's address space.  */
static bool
whole_mode_bit_field_ref_p (tree ref)
{
  tree type = TREE_TYPE (ref);
  tree size = TREE_OPERAND (ref, 1), position = TREE_OPERAND (ref, 2);
  if (!tree_fits_uhwi_p (size) || !tree_fits_uhwi_p (position)
      || TYPE_MODE (type) == BLKmode)
    return false;
  unsigned HOST_WIDE_INT bits = GET_MODE_BITSIZE (TYPE_MODE (type)).to_constant ();
  return (tree_to_uhwi (size) == bits
	  && tree_to_uhwi (position) % bits == 0);
}

/* Why the base of a reference is not followed, for the dump and
   -fopt-info-missed (issue 26: a user asks why a by-value aggregate's
   accesses stay generic).  */
static const char *
unfollowed_base_reason (tree base)
{
  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    base = TREE_OPERAND (base, 0);
  if (TREE_CODE (base) == ADDR_EXPR)
    base = TREE_OPERAND (base, 0);
  switch (TREE_CODE (base))
    {
    case RESULT_DECL:
      /* nvptx returns every aggregate in memory the caller passes
	 (nvptx_return_in_memory): its space is the caller's object's,
	 which no vote carries.  */
      return "return slot: the caller's object, passed by hidden "
	     "reference, is not followed";
    case PARM_DECL:
      /* A by-value aggregate is passed by reference to a copy the caller
	 makes (pass_in_memory); lower-struct-args left this one whole.  */
      return "by-value aggregate parameter: the caller's copy, passed by "
	     "hidden reference, is not followed; the lower-struct-args dump "
	     "says why it stays whole";
    default:
      return "base not followed";
    }
}

/* Analyse the base of reference *REFP into RB.  NULL on success, else why
   the reference is not followed.  */
static const char *
analyse_reference (rewrite_state *st, tree *refp, reference_base *rb)
{
  tree *basep = refp;
  while (handled_component_p (*basep))
    {
      if ((TREE_CODE (*basep) == BIT_FIELD_REF
	   && !whole_mode_bit_field_ref_p (*basep))
	  || (TREE_CODE (*basep) == COMPONENT_REF
	      && DECL_BIT_FIELD (TREE_OPERAND (*basep, 1))))
	return "bit field";
      basep = &TREE_OPERAND (*basep, 0);
    }
  tree base = *basep;
  rb->base_ptr = basep;
  rb->pointer = rb->decl = NULL_TREE;
  rb->already = false;
  rb->space = MEMSPACE_GENERIC;
  switch (TREE_CODE (base))
    {
    case MEM_REF:
    case TARGET_MEM_REF:
      {
	tree ptr = TREE_OPERAND (base, 0);
	if (TREE_CODE (ptr) == SSA_NAME)
	  {
	    addr_space_t as = TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE (ptr)));
	    if (as != ADDR_SPACE_GENERIC)
	      {
		rb->already = true;
		rb->space = memspace_of_addr_space (as);
		return NULL;
	      }
	    rb->pointer = ptr;
	    rb->space = memspace_value (&st->info, ptr);
	    return NULL;
	  }
	if (TREE_CODE (ptr) == ADDR_EXPR && VAR_P (TREE_OPERAND (ptr, 0)))
	  {
	    rb->decl = TREE_OPERAND (ptr, 0);
	    rb->space = memspace_of_decl (&st->info, rb->decl);
	    return NULL;
	  }
	return unfollowed_base_reason (base);
      }
    case VAR_DECL:
      rb->decl = base;
      rb->space = memspace_of_decl (&st->info, base);
      return NULL;
    default:
      return unfollowed_base_reason (base);
    }
}

/* The alias pointer type (the type of a MEM_REF's offset operand) ALIAS_TYPE
   pointing into SPACE, its ref-all flag kept.  This is the shape the C
   front end gives a dereference of a named-address-space pointer
   (build_simple_mem_ref: the offset has the pointer's type), and GCC's
   passes rely on it: SLSR (restructure_reference) rebuilds the address of a
   reference as a POINTER_PLUS_EXPR in the offset's type, so a generic alias
   type on a space-qualified base made `generic = <space> + offset', which
   FRE then could not replace (ICE in eliminate_stmt, libgomp's for-5.c).
   Alias sets are unchanged: get_alias_set looks at the main variant.  */
static tree
space_alias_pointer_type (tree alias_type, addr_space_t space)
{
  tree pointee = space_qualified_type (TREE_TYPE (alias_type), space);
  return build_pointer_type_for_mode (pointee,
				      targetm.addr_space.pointer_mode (space),
				      TYPE_REF_CAN_ALIAS_ALL (alias_type));
}

/* Rebuild *REFP with base SHADOW and every type qualified with SPACE.  */
static void
requalify_reference (tree *refp, tree *basep, tree shadow, addr_space_t space)
{
  tree base = *basep;
  tree new_base;
  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    {
      new_base = copy_node (base);
      TREE_OPERAND (new_base, 0) = shadow;
    }
  else
    {
      new_base = build2 (MEM_REF, TREE_TYPE (base), shadow,
			 build_int_cst (reference_alias_ptr_type (base), 0));
      TREE_THIS_VOLATILE (new_base) = TREE_THIS_VOLATILE (base);
      TREE_SIDE_EFFECTS (new_base) = TREE_SIDE_EFFECTS (base);
    }
  tree offset = TREE_OPERAND (new_base, 1);
  TREE_OPERAND (new_base, 1)
    = wide_int_to_tree (space_alias_pointer_type (TREE_TYPE (offset), space),
			wi::to_wide (offset));
  TREE_TYPE (new_base) = space_qualified_type (TREE_TYPE (new_base), space);

  /* Copy the components from the base outwards.  */
  auto_vec<tree *, 8> levels;
  for (tree *p = refp; p != basep; p = &TREE_OPERAND (*p, 0))
    levels.safe_push (p);
  tree inner = new_base;
  for (int i = levels.length () - 1; i >= 0; i--)
    {
      tree level = copy_node (*levels[i]);
      TREE_OPERAND (level, 0) = inner;
      TREE_TYPE (level) = space_qualified_type (TREE_TYPE (level), space);
      inner = level;
    }
  *refp = inner;
}

static void
dump_rewrite (gimple *stmt, addr_space_t space, const char *what)
{
  if (!dump_file)
    return;
  fprintf (dump_file, "  rewrite %s %s: ", what, memspace_addr_space_name (space));
  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
}

/* Why a memory reference stays generic, for the dump (and make bench).  */
static void
dump_keep_generic (gimple *stmt, const char *reason)
{
  if (!dump_file)
    return;
  fprintf (dump_file, "  keep generic (%s): ", reason);
  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
}

/* Why a memory reference stays generic, for -fopt-info-missed: only
   memspace-opt2's word is final (memspace-opt1 leaves some references to
   it), so only it speaks; the function is named, because a clone and its
   original share every source location.  */
static void
remark_generic (rewrite_state *st, gimple *stmt, const char *reason)
{
  if (st->instance == 2 && dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, stmt,
		     "memspace: in %s, access stays generic: %s\n",
		     current_function_name (), reason);
}

static const char *
generic_reason (enum memspace space, tree pointer)
{
  switch (space)
    {
    case MEMSPACE_GENERIC:
      if (pointer && memspace_walk_to_parameter (pointer, NULL) >= 0)
	return "parameter of a function with unknown or mixed callers";
      return "unknown or mixed pointer";
    case MEMSPACE_BOTTOM:
    case MEMSPACE_NOT_ADDRESS: return "no address reaches it";
    default: return "space not rewritten";
    }
}

/* cicc-compat: a memory reference through an unknown pointer.  The
   test-wrong-rewrite knob's unknown-as-SPACE values put it, silently and
   unsoundly, in SPACE: the run-time checks' own tests need such code.  */
static enum memspace
unknown_pointer_space (gimple *stmt, const reference_base *rb)
{
  if (rb->pointer)
    switch (knob (KNOB_TEST_WRONG_REWRITE))
      {
      case MEMSPACE_TEST_UNKNOWN_AS_GLOBAL: return MEMSPACE_GLOBAL;
      case MEMSPACE_TEST_UNKNOWN_AS_SHARED: return MEMSPACE_SHARED;
      case MEMSPACE_TEST_UNKNOWN_AS_LOCAL: return MEMSPACE_LOCAL;
      default: break;
      }
  if (!knob (KNOB_CICC_COMPAT) || !rb->pointer)
    return rb->space;
  if (knob (KNOB_WARNINGS))
    warning_at (gimple_location (stmt), 0,
		"Cannot tell what pointer points to, assuming global memory space");
  return MEMSPACE_GLOBAL;
}

/* True if the reference with base BASE is in a scope process-restrict
   proved read-only global.  */
static bool
nc_scope_p (rewrite_state *st, tree base)
{
  if (TREE_CODE (base) != MEM_REF && TREE_CODE (base) != TARGET_MEM_REF)
    return false;
  unsigned i;
  memspace_nc_scope *scope;
  FOR_EACH_VEC_ELT (st->nc_scopes, i, scope)
    if (scope->clique == MR_DEPENDENCE_CLIQUE (base)
	&& scope->base == MR_DEPENDENCE_BASE (base)
	&& MR_DEPENDENCE_CLIQUE (base) != 0)
      return true;
  return false;
}

/* A read-only variable that rtl-hooks/data-areas.cc moved out of .const
   into .global (its address may be a value): a const object, so nothing
   may write it while a kernel runs (C11 6.7.3p6; the host updates it only
   between launches, `target update'), and its loads may use ld.global.nc
   as they used the constant cache in .const.  */
static bool
readonly_global_variable_p (tree decl)
{
  return (VAR_P (decl) && TREE_READONLY (decl) && !TREE_THIS_VOLATILE (decl)
	  && (TREE_STATIC (decl) || DECL_EXTERNAL (decl))
	  && memspace_readonly_data_in_global_p (decl)
	  && nvptx_facts_static_variable_space (decl) == MEMSPACE_GLOBAL);
}

/* A load from an offload entry point's argument record, which the host
   wrote before the launch and which this function only ever loads from:
   read-only for the kernel's lifetime (its pointer never escapes, so no
   other code can reach it), an invariant ld.global.nc (lower-struct-args'
   "kernel parameter records"; gated by opt-byval).  */
static bool
entry_record_load_p (rewrite_state *st, tree pointer)
{
  if (!knob (KNOB_OPT_BYVAL) || !st->info.facts.entry
      || !st->info.facts.entry_record_read_only)
    return false;
  HOST_WIDE_INT offset = 0;
  return memspace_walk_to_parameter (pointer, &offset) == 0;
}

/* True if STMT loads a field of the entry record (entry_record_load_p)
   through an SSA pointer.  */
static bool
entry_record_field_load_p (rewrite_state *st, gimple *stmt)
{
  if (!gimple_assign_load_p (stmt) || gimple_vdef (stmt))
    return false;
  tree base = get_base_address (gimple_assign_rhs1 (stmt));
  return (base && TREE_CODE (base) == MEM_REF
	  && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME
	  && entry_record_load_p (st, TREE_OPERAND (base, 0)));
}

/* Collect into SET the loads of FN that read a field of the entry record
   (entry_record_load_p) another load of FN reads too.  RTL takes MEMs of
   distinct address spaces for conflicting (alias.cc:3037,
   doc/gcc-nvptx-facts.md section 12), so .global.nc loads (space 9) of
   one field are not merged across a .global store (space 1) where stock
   GCC merges the generic ones: libgomp's nvptx-sese-1.c kept two of
   three loads of a field (5 -> 6 memory instructions).  Such a field is
   loaded in the stores' space.  Taken before any rewrite, while equal
   references still look equal.  */
static void
repeated_record_loads (rewrite_state *st, const vec<gimple *> &stmts,
		       hash_set<gimple *> *set)
{
  auto_vec<gimple *, 16> loads;
  unsigned i;
  gimple *stmt;
  FOR_EACH_VEC_ELT (stmts, i, stmt)
    if (entry_record_field_load_p (st, stmt))
      loads.safe_push (stmt);
  for (i = 0; i < loads.length (); i++)
    for (unsigned j = i + 1; j < loads.length (); j++)
      if (operand_equal_p (gimple_assign_rhs1 (loads[i]),
			   gimple_assign_rhs1 (loads[j]), 0))
	{
	  set->add (loads[i]);
	  set->add (loads[j]);
	}
}

/* True if NAME is used after STMT: later in STMT's block, or in a block
   reachable from it without passing NAME's definition again (a PHI
   argument counts at the end of its edge's source).  */
static bool
live_after_stmt_p (tree name, gimple *stmt)
{
  basic_block bb = gimple_bb (stmt);
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi)) && stmt_uses_name_p (gsi_stmt (gsi), name))
      return true;
  auto_bitmap use_blocks;
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    {
      if (is_gimple_debug (use))
	continue;
      if (gphi *phi = dyn_cast <gphi *> (use))
	{
	  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	    if (gimple_phi_arg_def (phi, k) == name)
	      {
		basic_block source = gimple_phi_arg_edge (phi, k)->src;
		if (source == bb)
		  return true;
		bitmap_set_bit (use_blocks, source->index);
	      }
	}
      else
	bitmap_set_bit (use_blocks, gimple_bb (use)->index);
    }
  auto_vec<basic_block, 16> worklist;
  auto_bitmap visited;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    worklist.safe_push (e->dest);
  while (!worklist.is_empty ())
    {
      basic_block block = worklist.pop ();
      if (block == def_bb || !bitmap_set_bit (visited, block->index))
	continue;
      if (bitmap_bit_p (use_blocks, block->index))
	return true;
      FOR_EACH_EDGE (e, ei, block->succs)
	worklist.safe_push (e->dest);
    }
  return false;
}

/* True if replacing the load REPEATED by the value of the earlier load
   FIRST lengthens no live range: FIRST's value is still used after
   REPEATED anyway, or REPEATED's value only closes a loop-carried PHI
   whose other arguments are FIRST's value (partial redundancy
   elimination's PHI <first (preheader), repeated (latch)>, which then
   becomes FIRST's value).  */
static bool
forwarding_keeps_live_ranges_p (gimple *first, gimple *repeated)
{
  tree value = gimple_assign_lhs (first);
  if (live_after_stmt_p (value, repeated))
    return true;
  tree name = gimple_assign_lhs (repeated);
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    if (gphi *phi = dyn_cast <gphi *> (use))
      {
	bool degenerate = true;
	for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	  {
	    tree arg = gimple_phi_arg_def (phi, k);
	    if (arg != name && arg != value)
	      degenerate = false;
	  }
	if (degenerate)
	  return true;
      }
  return false;
}

/* memspace-opt2: replace each load of an entry-record field that an
   identical load dominates by that load's value.  The record is read-only
   for the kernel's lifetime (entry_record_load_p), so both read the same
   value; GIMPLE cannot see it across the calls in between (an OpenACC
   fork or join is a call that may write memory), while stock GCC's RTL
   merges the generic loads (GCSE) -- but not the conversions memspace-opt
   makes of the pointers they load: inline asm, which GCSE does not
   handle (gcse.cc:845-875, can_assign_to_reg_without_clobbers_p needs an
   insn pattern), so each reload kept a pseudo of its own, and every
   pseudo live at a worker fork is broadcast (measured: GCC's libgomp
   mode-transitions.c, t16: one more broadcast register at each of three
   forks, 58 -> 64 memory instructions).  One load leaves one conversion.
   Only where no live range gets longer (forwarding_keeps_live_ranges_p):
   a value loaded before a worker fork and used after it is one more
   register to broadcast, where each thread reloading it costs nothing
   extra (measured: the bench's acc-worker-bcast 62 -> 66 when forwarding
   every dominated load, GCC's Fortran OpenACC reduction tests up to +11).
   Done before the inference, so the lattice is computed on the result.  */
static void
forward_record_loads (rewrite_state *st, function *fn)
{
  if (st->instance != 2 || !knob (KNOB_OPT_BYVAL) || !st->info.facts.entry
      || !st->info.facts.entry_record_read_only)
    return;
  auto_vec<gimple *, 16> loads;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (entry_record_field_load_p (st, stmt)
	    && !gimple_has_volatile_ops (stmt)
	    && TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME)
	  loads.safe_push (stmt);
      }
  if (loads.length () < 2)
    return;
  calculate_dominance_info (CDI_DOMINATORS);
  hash_set<gimple *> removed;
  /* A forwarding can make another one keep the live ranges (a PHI turned
     degenerate): repeat until nothing changes.  */
  for (bool changed = true; changed; )
   {
    changed = false;
    for (unsigned j = 0; j < loads.length (); j++)
     for (unsigned i = 0; i < loads.length (); i++)
      {
	if (i == j || removed.contains (loads[i]) || removed.contains (loads[j])
	    || !operand_equal_p (gimple_assign_rhs1 (loads[i]),
				 gimple_assign_rhs1 (loads[j]), 0)
	    || !useless_type_conversion_p (TREE_TYPE (gimple_assign_lhs (loads[j])),
					   TREE_TYPE (gimple_assign_lhs (loads[i])))
	    || !stmt_dominates_stmt_p (loads[i], loads[j])
	    || !forwarding_keeps_live_ranges_p (loads[i], loads[j]))
	  continue;
	tree value = gimple_assign_lhs (loads[i]);
	tree repeated = gimple_assign_lhs (loads[j]);
	if (dump_file)
	  {
	    fprintf (dump_file, "  record load repeated, uses ");
	    print_generic_expr (dump_file, value);
	    fprintf (dump_file, ": ");
	    print_gimple_stmt (dump_file, loads[j], 0);
	  }
	replace_uses_by (repeated, value);
	gimple_stmt_iterator gsi = gsi_for_stmt (loads[j]);
	unlink_stmt_vdef (loads[j]);
	gsi_remove (&gsi, true);
	release_defs (loads[j]);
	removed.add (loads[j]);
	changed = true;
	break;
      }
   }
}

/* alias-merge=per-as: put the reference with base BASE, proved in SPACE,
   into the function's space clique, one base per space: references in
   distinct state spaces never overlap.  References already in a clique
   (restrict) keep theirs.  */
static void
stamp_space_clique (rewrite_state *st, tree base, enum memspace space)
{
  if (knob (KNOB_ALIAS_MERGE) != ALIAS_MERGE_PER_AS
      || (TREE_CODE (base) != MEM_REF && TREE_CODE (base) != TARGET_MEM_REF)
      || MR_DEPENDENCE_CLIQUE (base) != 0)
    return;
  if (!st->space_clique)
    {
      /* Never clique 1: PTA clears and recomputes it.  */
      if (cfun->last_clique == 0)
	cfun->last_clique = 1;
      st->space_clique = ++cfun->last_clique;
      memspace_publish_space_clique (cfun->decl, st->space_clique);
    }
  MR_DEPENDENCE_CLIQUE (base) = st->space_clique;
  MR_DEPENDENCE_BASE (base) = space;
}

/* The innermost base of reference REF.  */
static tree
reference_base_of (tree ref)
{
  while (handled_component_p (ref))
    ref = TREE_OPERAND (ref, 0);
  return ref;
}

/* True if SSA name OP is computed inside LOOP.  */
static bool
defined_in_loop_p (tree op, class loop *loop)
{
  return (TREE_CODE (op) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (op)
	  && flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (op))));
}

/* True if the address of reference REF (base BASE) in STMT may change
   from one iteration of STMT's innermost loop to the next: its base
   pointer or an index is computed inside the loop.  */
static bool
loop_varying_address_p (gimple *stmt, tree ref, tree base)
{
  if (!current_loops)
    return false;
  class loop *loop = gimple_bb (stmt)->loop_father;
  if (!loop || loop == current_loops->tree_root)
    return false;
  for (tree r = ref; r != base; r = TREE_OPERAND (r, 0))
    if ((TREE_CODE (r) == ARRAY_REF || TREE_CODE (r) == ARRAY_RANGE_REF)
	&& defined_in_loop_p (TREE_OPERAND (r, 1), loop))
      return true;
  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    {
      if (defined_in_loop_p (TREE_OPERAND (base, 0), loop))
	return true;
      if (TREE_CODE (base) == TARGET_MEM_REF
	  && ((TMR_INDEX (base) && defined_in_loop_p (TMR_INDEX (base), loop))
	      || (TMR_INDEX2 (base)
		  && defined_in_loop_p (TMR_INDEX2 (base), loop))))
	return true;
    }
  return false;
}

/* True if storing VAL may become a memset: a constant whose bytes are
   all equal (tree-loop-distribution.cc:1093-1140, const_with_all_bytes_same)
   or any byte value (classify_builtin_st, 1719-1723).  May say yes where
   loop distribution says no: the caller only defers a rewrite.  */
static bool
memset_value_p (tree val)
{
  tree type = TREE_TYPE (val);
  if (INTEGRAL_TYPE_P (type)
      && TYPE_MODE (type) == TYPE_MODE (unsigned_char_type_node))
    return true;
  if (TREE_CODE (val) == CONSTRUCTOR)
    return CONSTRUCTOR_NELTS (val) == 0;
  if (!CONSTANT_CLASS_P (val))
    return false;
  unsigned char bytes[64];
  int length = native_encode_expr (val, bytes, sizeof bytes);
  if (length <= 0)
    return false;
  for (int i = 1; i < length; i++)
    if (bytes[i] != bytes[0])
      return false;
  return true;
}

/* Set *STEP to the constant by which OP changes from one iteration of
   LOOP to the next: 0 if OP is invariant in LOOP, the increment of an
   induction variable of LOOP's header, and sums, differences, constant
   multiples and conversions of those.  False if OP is anything else.
   Scalar evolutions would say the same, but start from the loops'
   preheader edges, which memspace-opt1 (outside the loop pipeline) does
   not have.  Wrap-around is ignored: the answer only defers a rewrite.  */
static bool
iteration_step (tree op, class loop *loop, widest_int *step, int depth)
{
  if (TREE_CODE (op) == INTEGER_CST || is_gimple_min_invariant (op)
      || (TREE_CODE (op) == SSA_NAME && !defined_in_loop_p (op, loop)))
    {
      *step = 0;
      return true;
    }
  if (TREE_CODE (op) != SSA_NAME || depth > 16)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      /* An induction variable: OP = PHI <start, OP + C>.  */
      if (gimple_bb (phi) != loop->header)
	return false;
      tree next = NULL_TREE;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (phi, i)->src))
	  {
	    tree arg = gimple_phi_arg_def (phi, i);
	    if (next && next != arg)
	      return false;
	    next = arg;
	  }
      gassign *increment = next && TREE_CODE (next) == SSA_NAME
			   ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (next))
			   : NULL;
      if (!increment)
	return false;
      enum tree_code code = gimple_assign_rhs_code (increment);
      if ((code != PLUS_EXPR && code != POINTER_PLUS_EXPR && code != MINUS_EXPR)
	  || gimple_assign_rhs1 (increment) != op
	  || TREE_CODE (gimple_assign_rhs2 (increment)) != INTEGER_CST)
	return false;
      *step = wi::to_widest (gimple_assign_rhs2 (increment));
      if (code == MINUS_EXPR)
	*step = -*step;
      return true;
    }
  gassign *assign = dyn_cast <gassign *> (def);
  if (!assign)
    return false;
  tree rhs1 = gimple_assign_rhs1 (assign);
  widest_int a, b;
  switch (gimple_assign_rhs_code (assign))
    {
    case SSA_NAME:
    CASE_CONVERT:
      return iteration_step (rhs1, loop, step, depth + 1);
    case NEGATE_EXPR:
      if (!iteration_step (rhs1, loop, &a, depth + 1))
	return false;
      *step = -a;
      return true;
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
      if (!iteration_step (rhs1, loop, &a, depth + 1)
	  || !iteration_step (gimple_assign_rhs2 (assign), loop, &b, depth + 1))
	return false;
      *step = gimple_assign_rhs_code (assign) == MINUS_EXPR ? a - b : a + b;
      return true;
    case MULT_EXPR:
      if (TREE_CODE (gimple_assign_rhs2 (assign)) != INTEGER_CST
	  || !iteration_step (rhs1, loop, &a, depth + 1))
	return false;
      *step = a * wi::to_widest (gimple_assign_rhs2 (assign));
      return true;
    default:
      return false;
    }
}

/* The step of REF's address from one iteration of LOOP to the next if it
   is one element either way, as loop distribution requires of a memset
   or memcpy access (compute_access_range, tree-loop-distribution.cc:
   1624-1700); false otherwise.  */
static bool
consecutive_access_step (class loop *loop, tree ref, widest_int *step)
{
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!size || TREE_CODE (size) != INTEGER_CST)
    return false;
  *step = 0;
  tree r;
  for (r = ref; handled_component_p (r); r = TREE_OPERAND (r, 0))
    {
      widest_int index_step;
      switch (TREE_CODE (r))
	{
	case ARRAY_REF:
	  {
	    tree element_size = array_ref_element_size (r);
	    if (TREE_CODE (element_size) != INTEGER_CST
		|| !iteration_step (TREE_OPERAND (r, 1), loop, &index_step, 0))
	      return false;
	    *step += index_step * wi::to_widest (element_size);
	    break;
	  }
	case COMPONENT_REF:
	  if (component_ref_field_offset (r)
	      && TREE_CODE (component_ref_field_offset (r)) != INTEGER_CST)
	    return false;
	  break;
	case REALPART_EXPR:
	case IMAGPART_EXPR:
	case VIEW_CONVERT_EXPR:
	  break;
	default:
	  return false;
	}
    }
  if (TREE_CODE (r) == MEM_REF)
    {
      widest_int pointer_step;
      if (!iteration_step (TREE_OPERAND (r, 0), loop, &pointer_step, 0))
	return false;
      *step += pointer_step;
    }
  else if (!DECL_P (r))
    return false;
  return *step == wi::to_widest (size) || *step == -wi::to_widest (size);
}

/* True if the store STORE of the value LOADED by LOAD, both in LOOP, is a
   copy loop distribution may make a memcpy or memmove: both addresses
   step by one element, the same way (classify_builtin_ldst,
   tree-loop-distribution.cc:1757-1785).  */
static bool
copy_candidate_p (class loop *loop, gimple *store, gimple *load)
{
  if (!gimple_assign_single_p (load) || !gimple_vuse (load)
      || gimple_vdef (load) || !flow_bb_inside_loop_p (loop, gimple_bb (load)))
    return false;
  widest_int store_step, load_step;
  return (consecutive_access_step (loop, gimple_assign_lhs (store), &store_step)
	  && consecutive_access_step (loop, gimple_assign_rhs1 (load), &load_step)
	  && store_step == load_step);
}

/* True if STMT, in a loop, may be turned into a memset, memcpy or memmove
   call by loop distribution (pass "ldist", between memspace-opt1 and
   memspace-opt2, on at -O2 by -ftree-loop-distribute-patterns): a store
   of a loop-invariant memset value to consecutive elements, or a store of
   a value loaded in the same loop and the load, both consecutive.  ldist
   refuses any reference in a named address space
   (tree-loop-distribution.cc:1531-1534), so a loop rewritten here stays a
   loop where stock GCC calls the library: measured in GCC's libgomp suite,
   four Fortran programs whose copy of a constant array (20 ints) stayed
   a loop of ld.const.u32/st.global.u32 -- 2 memory instructions more than
   stock's memcpy call in the PTX, and 2% more executed on ptxsim than
   newlib's memcpy, which copies 8 bytes at a time.  May say yes where
   ldist says no (dependences, loop nests): memspace-opt2 rewrites what
   stays a loop.  */
static bool
library_loop_candidate_p (gimple *stmt)
{
  if (!flag_tree_loop_distribute_patterns || !current_loops
      || !gimple_assign_single_p (stmt))
    return false;
  class loop *loop = gimple_bb (stmt)->loop_father;
  if (!loop || loop == current_loops->tree_root)
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs = gimple_assign_rhs1 (stmt);
  if (gimple_vdef (stmt))
    {
      widest_int step;
      if (!defined_in_loop_p (rhs, loop))
	return (memset_value_p (rhs)
		&& consecutive_access_step (loop, lhs, &step));
      return copy_candidate_p (loop, stmt, SSA_NAME_DEF_STMT (rhs));
    }
  use_operand_p use;
  gimple *use_stmt;
  return (TREE_CODE (lhs) == SSA_NAME && gimple_vuse (stmt)
	  && single_imm_use (lhs, &use, &use_stmt)
	  && gimple_assign_single_p (use_stmt) && gimple_vdef (use_stmt)
	  && gimple_assign_rhs1 (use_stmt) == lhs
	  && flow_bb_inside_loop_p (loop, gimple_bb (use_stmt))
	  && copy_candidate_p (loop, use_stmt, stmt));
}

/* True if expansion moves, clears or sets SIZE bytes aligned to ALIGN
   (bits) with inline loads and stores (by pieces, expr.cc) rather than a
   library call, whose accesses RTL does not see.  SPEED as
   optimize_insn_for_speed_p will say when the access is expanded.  */
static bool
inline_block_op_p (tree size, unsigned int align, enum by_pieces_operation op,
		   bool speed = true)
{
  return (size && tree_fits_uhwi_p (size) && tree_to_uhwi (size) > 0
	  && targetm.use_by_pieces_infrastructure_p (tree_to_uhwi (size),
						     MAX (align, BITS_PER_UNIT),
						     op, speed));
}

/* True if REF, an operand of STMT, is one side of an aggregate assignment
   the back end expands as a block operation: `*p = {}' (clear_storage) or
   `*p = *q' (emit_block_move), in a mode (BLKmode) no single load or store
   prints.  */
static bool
block_assignment_p (gimple *stmt, tree ref)
{
  gassign *assign = dyn_cast <gassign *> (stmt);
  if (!assign || !gimple_assign_single_p (assign) || gimple_clobber_p (assign)
      || TYPE_MODE (TREE_TYPE (ref)) != BLKmode
      || !AGGREGATE_TYPE_P (TREE_TYPE (ref)))
    return false;
  tree rhs = gimple_assign_rhs1 (assign);
  if (TREE_CODE (rhs) == CONSTRUCTOR)
    return CONSTRUCTOR_NELTS (rhs) == 0 && ref == gimple_assign_lhs (assign);
  return REFERENCE_CLASS_P (rhs) || VAR_P (rhs);
}

/* True if expansion clears SIZE bytes aligned to ALIGN inline:
   clear_storage_hints (expr.cc:3239-3299) clears by pieces when
   CLEAR_RATIO allows, and otherwise, its size being constant,
   try_store_by_multiple_pieces (builtins.cc:4005) stores it as one
   memset by pieces when SET_RATIO allows (min_len == max_len: one block;
   a zero is a legitimate constant in every integer mode).  */
static bool
inline_clear_p (tree size, unsigned int align, bool speed)
{
  return (inline_block_op_p (size, align, CLEAR_BY_PIECES, speed)
	  || inline_block_op_p (size, align, SET_BY_PIECES, speed));
}

/* An aggregate store or copy in a named address space expands only
   inline: clear_storage_hints reaches gcc_unreachable (expr.cc:3299) and
   emit_block_move_hints a byte loop (expr.cc:1893) where stock GCC calls
   memset/memcpy (doc/gcc-nvptx-facts.md section 12).  True if ASSIGN,
   whose operand *REFP (originally ORIGINAL) has just been rewritten, is
   still cleared or copied inline: the tests expansion makes, with the
   MEM's alignment (set_mem_attributes takes it from get_object_alignment,
   emit-rtl.cc:2131-2135; a copy uses the smaller of the two) and
   optimize_insn_for_speed_p, which rtl_profile_for_bb (cfgexpand.cc:5764)
   sets from the block as optimize_bb_for_speed_p reads it; passed with
   the rewritten operand's alignment and with the original's, so the
   pieces are stock GCC's.  */
static bool
block_assignment_by_pieces_p (gassign *assign, tree original, tree *refp)
{
  tree lhs = gimple_assign_lhs (assign), rhs = gimple_assign_rhs1 (assign);
  bool speed = optimize_bb_for_speed_p (gimple_bb (assign));
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (*refp));
  if (TREE_CODE (rhs) == CONSTRUCTOR)
    return (inline_clear_p (size, get_object_alignment (lhs), speed)
	    && inline_clear_p (size, get_object_alignment (original), speed));
  tree other = refp == gimple_assign_lhs_ptr (assign) ? rhs : lhs;
  unsigned int other_align = get_object_alignment (other);
  return (inline_block_op_p (size, MIN (get_object_alignment (*refp),
					other_align), MOVE_BY_PIECES, speed)
	  && inline_block_op_p (size, MIN (get_object_alignment (original),
					   other_align), MOVE_BY_PIECES, speed));
}

/* Rewrite the memory operand *REFP of STMT.  Return true if changed.  */
static bool
rewrite_reference (rewrite_state *st, gimple *stmt, tree *refp)
{
  tree ref = *refp;
  if (!REFERENCE_CLASS_P (ref) && !VAR_P (ref))
    return false;
  bool verbose = memspace_details_p ();
  bool block = block_assignment_p (stmt, ref);
  if (!block && !nvptx_facts_mode_prints_space_p (TYPE_MODE (TREE_TYPE (ref))))
    {
      if (verbose)
	dump_keep_generic (stmt, "mode the backend prints without a space");
      if (st->instance == 2 && dump_enabled_p ())
	remark_generic (st, stmt,
			ACONCAT (("mode ", GET_MODE_NAME (TYPE_MODE (TREE_TYPE (ref))),
				  ": the back end moves it without a state "
				  "space", NULL)));
      return false;
    }
  reference_base rb;
  if (TREE_CODE (get_base_address (ref) ? get_base_address (ref) : ref) == SSA_NAME)
    return false;	/* Not memory: a VIEW_CONVERT_EXPR of a register.  */
  if (const char *why = analyse_reference (st, refp, &rb))
    {
      if (verbose)
	dump_keep_generic (stmt, why);
      remark_generic (st, stmt, why);
      return false;
    }
  st->references++;
  if (rb.already)
    {
      if (memspace_concrete_p (rb.space))
	st->specialised[rb.space]++;
      stamp_space_clique (st, *rb.base_ptr, rb.space);
      return false;
    }
  enum memspace space = rb.space;
  /* A load in a scope process-restrict proved read-only for the kernel.  */
  bool is_load = refp == gimple_assign_rhs1_ptr (stmt) && !gimple_vdef (stmt);
  bool read_only = (space == MEMSPACE_GLOBAL && is_load
		    && ((rb.pointer
			 && (nc_scope_p (st, *rb.base_ptr)
			     || (entry_record_load_p (st, rb.pointer)
				 && !st->repeated_record_loads->contains (stmt))
			     || (knob (KNOB_TEST_WRONG_REWRITE)
				 == MEMSPACE_TEST_GLOBAL_LOAD_AS_NC)))
			|| (rb.decl && readonly_global_variable_p (rb.decl))));
  if (space == MEMSPACE_GENERIC && rb.pointer)
    space = unknown_pointer_space (stmt, &rb);
  if (!rewritable_space_p (space))
    {
      const char *reason = rb.decl ? "variable of unknown placement"
				   : generic_reason (space, rb.pointer);
      dump_keep_generic (stmt, reason);
      remark_generic (st, stmt, reason);
      return false;
    }
  addr_space_t as = read_only ? MEMSPACE_AS_GLOBAL_NC : memspace_addr_space (space);

  /* memspace-opt1 runs before IVOPTs.  An address induction variable
     built from a converted pointer reaches IVOPTs through a conversion
     to an integer that, unlike a generic pointer's, is not a no-op to it
     (tree_nop_conversion_p refuses to strip casts out of a named address
     space), so its costs tilt towards one offset induction variable plus
     a register per base: more registers than without the plugin.  Such
     references are therefore left to memspace-opt2, which finds IVOPTs'
     pointer induction variables and converts them at their start.  The
     space clique is stamped now, for the alias oracle of the passes in
     between.  memspace-opt2 follows IVOPTs' integers only with
     track-int2ptr, so without it everything is rewritten here.  */
  if (st->instance == 1 && rb.pointer && knob (KNOB_TRACK_INT2PTR)
      && loop_varying_address_p (stmt, ref, *rb.base_ptr))
    {
      stamp_space_clique (st, *rb.base_ptr, space);
      if (verbose)
	dump_keep_generic (stmt, "address varies in a loop: left for memspace-opt2");
      return false;
    }

  /* A copy or clear loop waits for loop distribution, which makes it a
     library call as for stock GCC only while its references are generic;
     memspace-opt2 rewrites what stays a loop.  */
  if (st->instance == 1 && knob (KNOB_TRACK_INT2PTR)
      && library_loop_candidate_p (stmt)
      && loop_varying_address_p (stmt, ref, *rb.base_ptr))
    {
      stamp_space_clique (st, *rb.base_ptr, space);
      if (verbose)
	dump_keep_generic (stmt, "copy or clear loop: left for loop "
			   "distribution and memspace-opt2");
      return false;
    }

  /* Stores to the object an aggregate clear or copy writes wait with it,
     for store merging (aggregate_store_bases).  */
  tree object = rb.pointer ? rb.pointer : rb.decl;
  if (st->instance == 1 && object && gimple_vdef (stmt)
      && refp == gimple_assign_lhs_ptr (stmt)
      && st->aggregate_store_bases->contains (object))
    {
      stamp_space_clique (st, *rb.base_ptr, space);
      if (verbose)
	dump_keep_generic (stmt, "store next to an aggregate clear or copy: "
			   "left for memspace-opt2");
      return false;
    }

  /* Aggregate clears and copies wait for memspace-opt2, right before
     expansion: whether expansion does them inline depends on the size,
     alignment and block profile it will see, which the passes in between
     may change (DSE trims a partly dead clear to a narrower, less aligned
     one: more pieces).  */
  if (block && st->instance == 1)
    {
      if (verbose)
	dump_keep_generic (stmt, "aggregate: left for memspace-opt2");
      return false;
    }

  /* Automatic variables wait for memspace-opt2.  A reference rewritten
     here goes through the variable's converted address, which GCC cannot
     undo: the variable stays addressable, so the later passes that would
     have put it in registers (update_address_taken after the SIMT and
     loop passes, SRA) no longer can -- measured: a collapsed loop's
     lastprivate counters loaded and stored every iteration (regress-slsr-
     alias-type, 51 -> 69 memory instructions).  And the vectoriser forces
     the alignment of a variable it stores with a vector (an offload
     region's record written with st.v2.u64), which it cannot do through a
     pointer (tree-vect-data-refs.cc:1124-1135 and 6669-6683: only a
     VAR_DECL base can be realigned): the stores stayed scalar.  After "optimized"
     what is still in memory stays there, and the vector stores exist.
     OpenACC gang-private variables (SHARED) are the exception: they live
     in __gang_private_shared whatever happens, and rewritten here their
     loops carry one shared pointer (mov.u64 of the symbol) instead of a
     cvta.shared followed by a cvta.to.shared of IVOPTs' integer.  */
  if (st->instance == 1 && rb.decl && !TREE_STATIC (rb.decl)
      && !DECL_EXTERNAL (rb.decl) && space != MEMSPACE_SHARED)
    {
      if (verbose)
	dump_keep_generic (stmt, "automatic variable: left for memspace-opt2");
      return false;
    }

  /* The rewrite-limit knob: debug-counter style bisection.  */
  static int rewrites_done;
  if (knob (KNOB_REWRITE_LIMIT) >= 0 && rewrites_done >= knob (KNOB_REWRITE_LIMIT))
    {
      dump_keep_generic (stmt, "rewrite-limit reached");
      remark_generic (st, stmt, "rewrite-limit reached");
      return false;
    }

  tree shadow;
  if (rb.pointer)
    {
      shadow = get_shadow (st, rb.pointer, as, stmt, 0);
      bitmap_set_bit (st->replaced, SSA_NAME_VERSION (rb.pointer));
    }
  else
    {
      const char *generic_reason;
      if (!variable_rewrite_wanted_p (st, rb.decl, ref, space, &generic_reason))
	{
	  if (generic_reason)
	    {
	      /* A generic access off the frame pointer.  */
	      dump_keep_generic (stmt, generic_reason);
	      remark_generic (st, stmt, generic_reason);
	      return false;
	    }
	  /* Printed as [symbol+offset] in its space; or a variable that will
	     live in a register, not memory.  */
	  if (TREE_STATIC (rb.decl) || DECL_EXTERNAL (rb.decl))
	    st->specialised[space]++;
	  else
	    st->references--;
	  return false;
	}
      shadow = address_shadow (st, rb.decl, as);
    }
  if (!shadow)
    {
      dump_keep_generic (stmt, "no place for the conversion");
      remark_generic (st, stmt, "no place for the conversion");
      return false;
    }
  requalify_reference (refp, rb.base_ptr, shadow, as);
  if (block && !block_assignment_by_pieces_p (as_a <gassign *> (stmt), ref, refp))
    {
      /* Expansion would fall back to memset/memcpy, which it does only for
	 generic memory (facts section 12).  The conversion, if nothing else
	 uses it, goes with the dead code.  */
      *refp = ref;
      if (TREE_CODE (shadow) == SSA_NAME)
	bitmap_set_bit (st->replaced, SSA_NAME_VERSION (shadow));
      dump_keep_generic (stmt, "aggregate the back end would not expand by pieces");
      remark_generic (st, stmt, "aggregate the back end would not expand by pieces");
      return false;
    }
  rewrites_done++;
  if (dump_file)
    fprintf (dump_file, "  rewrite number %d\n", rewrites_done);
  stamp_space_clique (st, reference_base_of (*refp), space);
  st->specialised[space]++;
  if (read_only)
    st->nc_loads++;
  dump_rewrite (stmt, as, gimple_vdef (stmt) ? "store" : "load");
  return true;
}

/* True if the shadow of OP (lattice value LATTICE) holds exactly OP's
   address in the space: get_shadow substitutes a null shadow for PHI and
   COND_EXPR operands that are not addresses in the space, which is exact
   only for a null operand.  Everything else get_shadow builds (pointer
   arithmetic on a shadow, root conversions) is exact.  */
static bool
exact_shadow_p (rewrite_state *st, tree op, enum memspace lattice,
		bitmap visited, int depth)
{
  if (TREE_CODE (op) != SSA_NAME)
    return integer_zerop (op);
  if (memspace_value (&st->info, op) != lattice || depth > 32)
    return false;
  if (!bitmap_set_bit (visited, SSA_NAME_VERSION (op)))
    return true;	/* A cycle through PHIs: checked where it began.  */
  if (SSA_NAME_IS_DEFAULT_DEF (op))
    return true;
  auto_vec<tree, 4> ops;
  switch (shadow_recipe (st, SSA_NAME_DEF_STMT (op),
			 memspace_addr_space (lattice), &ops))
    {
    case SHADOW_EACH_OPERAND:
      for (unsigned i = 0; i < ops.length (); i++)
	if (!exact_shadow_p (st, ops[i], lattice, visited, depth + 1))
	  return false;
      return true;
    case SHADOW_COPY:
    case SHADOW_POINTER_PLUS:
    case SHADOW_INTEGER_OFFSET:
      return exact_shadow_p (st, ops[0], lattice, visited, depth + 1);
    case SHADOW_ROOT:
    case SHADOW_CAST_FOLD:
    case SHADOW_ADDRESS:
      return true;
    }
  gcc_unreachable ();
}

/* An equality test of two addresses in one space (an induction variable
   against its end, after IVOPTs) is done on their shadows when one of them
   already has one: the generic chain then dies and the loop carries one
   induction variable per stream, as without the plugin.  Sound because
   conversion into a state space is one-to-one on the addresses in that
   space, so equality is preserved; ordered comparisons are left alone.
   The other operand must be converted outside the loop (or already be).  */
static void
rewrite_address_comparisons (rewrite_state *st)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, st->info.fn)
    {
      gcond *cond = safe_dyn_cast <gcond *> (last_stmt (bb));
      if (!cond
	  || (gimple_cond_code (cond) != EQ_EXPR
	      && gimple_cond_code (cond) != NE_EXPR))
	continue;
      tree ops[2] = { gimple_cond_lhs (cond), gimple_cond_rhs (cond) };
      if (TREE_CODE (ops[0]) != SSA_NAME || TREE_CODE (ops[1]) != SSA_NAME
	  || !memspace_tracked_type_p (TREE_TYPE (ops[0]))
	  || pointer_type_space_p (TREE_TYPE (ops[0]))
	  || pointer_type_space_p (TREE_TYPE (ops[1])))
	continue;
      enum memspace lattice = memspace_value (&st->info, ops[0]);
      if (lattice != memspace_value (&st->info, ops[1])
	  || !memspace_concrete_p (lattice) || !rewritable_space_p (lattice))
	continue;
      /* The space whose shadows the rewritten accesses already use.  */
      addr_space_t space = MEMSPACE_AS_GENERIC;
      addr_space_t candidates[2] = { memspace_addr_space (lattice),
				     MEMSPACE_AS_GLOBAL_NC };
      for (int c = 0; c < (lattice == MEMSPACE_GLOBAL ? 2 : 1); c++)
	for (int i = 0; i < 2; i++)
	  {
	    tree *known = shadow_map (st, candidates[c])->get (ops[i]);
	    if (known && *known && space == MEMSPACE_AS_GENERIC)
	      space = candidates[c];
	  }
      if (space == MEMSPACE_AS_GENERIC)
	continue;
      bool ok = true;
      class loop *loop = current_loops ? bb->loop_father : NULL;
      for (int i = 0; i < 2 && ok; i++)
	{
	  tree *known = shadow_map (st, space)->get (ops[i]);
	  if (known)
	    ok = *known != NULL_TREE;
	  else
	    ok = (loop && (SSA_NAME_IS_DEFAULT_DEF (ops[i])
			   || !flow_bb_inside_loop_p
				 (loop, gimple_bb (SSA_NAME_DEF_STMT (ops[i])))));
	  auto_bitmap visited;
	  ok = ok && exact_shadow_p (st, ops[i], lattice, visited, 0);
	}
      if (!ok)
	continue;
      tree shadows[2];
      for (int i = 0; i < 2 && ok; i++)
	{
	  shadows[i] = get_shadow (st, ops[i], space, cond, 0);
	  ok = shadows[i] != NULL_TREE;
	}
      if (!ok)
	continue;
      gimple_cond_set_lhs (cond, shadows[0]);
      gimple_cond_set_rhs (cond, shadows[1]);
      update_stmt (cond);
      for (int i = 0; i < 2; i++)
	bitmap_set_bit (st->replaced, SSA_NAME_VERSION (ops[i]));
      dump_rewrite (cond, space, "comparison");
    }
}

/* An atomic addressed directly off a variable (not through a pointer).  */
static bool
atomic_on_variable_p (tree addr)
{
  if (TREE_CODE (addr) != ADDR_EXPR)
    return false;
  tree base = get_base_address (TREE_OPERAND (addr, 0));
  return base && DECL_P (base);
}

/* A target builtin taking a pointer (nvptx's cmp_swap for OpenACC
   reductions): the backend builds its own generic MEM from the pointer, so
   it must get the generic pointer.  Noted in the dump.  */
static void
note_target_builtin (rewrite_state *st, gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  if (!dump_enabled_p () || !fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_MD))
    return;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (POINTER_TYPE_P (TREE_TYPE (arg))
	  && rewritable_space_p (memspace_value (&st->info, arg)))
	{
	  dump_keep_generic (call, "target builtin builds its own generic access");
	  remark_generic (st, call, "target builtin builds its own generic access");
	  return;
	}
    }
}

/* nvptx's cmp_swap builtin (OpenACC reductions) on global memory
   becomes the equivalent relaxed internal compare-and-swap, whose
   expansion takes the space from the pointer (get_builtin_sync_mem) and
   emits the same atom.cas (nvptx_facts_cmp_swap_builtin_p), for global
   memory (the gang level's result): CALL's value
   is the first half of the internal function's complex result.  Returns
   the internal call, for rewrite_atomic, or CALL unchanged.  */
static gcall *
cmp_swap_as_internal_atomic (rewrite_state *st, gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_MD) || !DECL_NAME (fndecl)
      || !nvptx_facts_cmp_swap_builtin_p (IDENTIFIER_POINTER (DECL_NAME (fndecl)))
      || gimple_call_num_args (call) != 3)
    return call;
  tree addr = gimple_call_arg (call, 0);
  tree value_type = TREE_TYPE (gimple_call_arg (call, 1));
  if (TREE_CODE (addr) != SSA_NAME || !INTEGRAL_TYPE_P (value_type)
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (value_type)))
    return call;
  /* Global only: the worker and vector levels' buffers (.shared) already
     print their space through the symbol the back end puts in the MEM
     (rtl-hooks); converted here, their address would be a register that
     worker state propagation broadcasts at every fork (measured: acc-
     worker-bcast 64 -> 72 memory instructions).  */
  if (memspace_value (&st->info, addr) != MEMSPACE_GLOBAL)
    return call;
  unsigned HOST_WIDE_INT size = tree_to_uhwi (TYPE_SIZE_UNIT (value_type));
  if (size != 4 && size != 8)
    return call;
  tree relaxed = build_int_cst (integer_type_node, MEMMODEL_RELAXED);
  gcall *atomic
    = gimple_build_call_internal (IFN_ATOMIC_COMPARE_EXCHANGE, 6, addr,
				  gimple_call_arg (call, 1),
				  gimple_call_arg (call, 2),
				  build_int_cst (integer_type_node, size),
				  relaxed, relaxed);
  tree pair = make_ssa_name (build_complex_type (value_type));
  gimple_call_set_lhs (atomic, pair);
  gimple_set_location (atomic, gimple_location (call));
  /* The virtual operands first: inserted without them, the call would
     ask for an SSA update of the virtual web.  */
  gimple_move_vops (atomic, call);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_insert_before (&gsi, atomic, GSI_SAME_STMT);
  if (tree lhs = gimple_call_lhs (call))
    gsi_replace (&gsi, gimple_build_assign (lhs, build1 (REALPART_EXPR,
							 value_type, pair)),
		 false);
  else
    gsi_remove (&gsi, true);
  if (dump_file)
    {
      fprintf (dump_file, "  cmp_swap as an internal atomic: ");
      print_gimple_stmt (dump_file, atomic, 0, TDF_SLIM);
    }
  return atomic;
}

static bool
rewrite_atomic (rewrite_state *st, gcall *call)
{
  if (!memspace_inline_atomic_size (call) || gimple_call_num_args (call) < 1)
    {
      note_target_builtin (st, call);
      return false;
    }
  tree addr = gimple_call_arg (call, 0);
  enum memspace space;
  if (TREE_CODE (addr) == SSA_NAME)
    {
      if (TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE (addr))) != ADDR_SPACE_GENERIC)
	return false;
      space = memspace_value (&st->info, addr);
    }
  else if (TREE_CODE (addr) == ADDR_EXPR)
    space = memspace_of_address (&st->info, addr);
  else
    return false;
  st->references++;
  location_t loc = gimple_location (call);
  if (space == MEMSPACE_LOCAL)
    {
      /* nvptx emulates atomics addressed off the frame (nvptx_mem_local_p);
	 through a pointer, PTX has none.  */
      if (!atomic_on_variable_p (addr) && st->instance == 2)
	error_at (loc, "Cannot do atomic on local memory");
      return false;
    }
  if (space == MEMSPACE_CONST)
    {
      if (st->instance == 2 && knob (KNOB_WARNINGS))
	warning_at (loc, 0, "Cannot do atomic operation on const memory");
      return false;
    }
  if (space != MEMSPACE_GLOBAL && space != MEMSPACE_SHARED)
    return false;
  /* A variable's own symbol already prints in its space.  */
  if (TREE_CODE (addr) != SSA_NAME)
    {
      tree base = get_base_address (TREE_OPERAND (addr, 0));
      if (!base || !VAR_P (base) || TREE_STATIC (base) || DECL_EXTERNAL (base)
	  || space == MEMSPACE_SHARED)
	return false;
      tree offset_ref = TREE_OPERAND (addr, 0);
      poly_int64 offset;
      if (get_addr_base_and_unit_offset (offset_ref, &offset) != base
	  || maybe_ne (offset, 0))
	return false;
      gimple_call_set_arg (call, 0, address_shadow (st, base,
						    memspace_addr_space (space)));
    }
  else
    {
      tree shadow = get_shadow (st, addr, memspace_addr_space (space), call, 0);
      if (!shadow)
	return false;
      bitmap_set_bit (st->replaced, SSA_NAME_VERSION (addr));
      gimple_call_set_arg (call, 0, shadow);
    }
  st->specialised[space]++;
  dump_rewrite (call, memspace_addr_space (space), "atomic");
  return true;
}

static void
dump_lattice (rewrite_state *st)
{
  if (!dump_file)
    return;
  fprintf (dump_file, "memspace lattice of %s (frame %s%s, %d sweep%s%s):\n",
	   function_name (cfun), memspace_name (st->info.facts.frame),
	   st->info.facts.entry ? ", offload entry point" : "",
	   st->info.sweeps, st->info.sweeps == 1 ? "" : "s",
	   st->info.converged ? "" : ", NOT CONVERGED: all generic");
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, cfun)
    {
      if (i >= st->info.value.length () || !POINTER_TYPE_P (TREE_TYPE (name)))
	continue;
      enum memspace value = memspace_value (&st->info, name);
      fprintf (dump_file, "  ");
      print_generic_expr (dump_file, name);
      fprintf (dump_file, ": %s\n", memspace_name (value));
    }
}

static void
report (rewrite_state *st)
{
  int total = 0;
  for (int s = 0; s <= MEMSPACE_PARAM; s++)
    total += st->specialised[s];
  if (dump_file)
    fprintf (dump_file,
	     "memspace: %d of %d memory references specialised (global %d, "
	     "shared %d, local %d, const %d); %d conversions; %d read-only "
	     "global loads\n",
	     total, st->references, st->specialised[MEMSPACE_GLOBAL],
	     st->specialised[MEMSPACE_SHARED], st->specialised[MEMSPACE_LOCAL],
	     st->specialised[MEMSPACE_CONST], st->conversions, st->nc_loads);
  if (dump_enabled_p () && st->references && st->instance == 2)
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		     dump_user_location_t::from_function_decl (cfun->decl),
		     "memspace: in %s, %d of %d memory references specialised "
		     "(global %d, shared %d, local %d, const %d)\n",
		     current_function_name (), total, st->references, st->specialised[MEMSPACE_GLOBAL],
		     st->specialised[MEMSPACE_SHARED],
		     st->specialised[MEMSPACE_LOCAL],
		     st->specialised[MEMSPACE_CONST]);
}

/* The automatic (frame) variable under REF, if REF is a whole aggregate
   the back end copies with inline loads and stores (OP).  */
static tree
whole_aggregate_automatic (tree ref, enum by_pieces_operation op)
{
  if (!ref || is_gimple_reg_type (TREE_TYPE (ref)))
    return NULL_TREE;
  tree base = get_base_address (ref);
  if (base && VAR_P (base) && !TREE_STATIC (base) && !DECL_EXTERNAL (base)
      && inline_block_op_p (TYPE_SIZE_UNIT (TREE_TYPE (ref)),
			    get_object_alignment (ref), op))
    return base;
  return NULL_TREE;
}

/* Collect into SET the automatic variables of FN that the back end also
   reads or writes as a whole with inline block moves: aggregate
   assignments (and initialisations from a CONSTRUCTOR), by-value call
   arguments and return values, and inline mem* builtins given their
   address.  Expansion makes those moves generic MEMs off the frame
   pointer (emit_block_move, clear_storage, the call's argument copy,
   by pieces).  */
static void
whole_copied_automatics (function *fn, hash_set<tree> *set)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	tree var;
	if (gimple_clobber_p (stmt))
	  continue;
	if (gassign *assign = dyn_cast <gassign *> (stmt))
	  {
	    if (!gimple_assign_single_p (assign))
	      continue;
	    tree rhs = gimple_assign_rhs1 (assign);
	    enum by_pieces_operation op
	      = TREE_CODE (rhs) == CONSTRUCTOR ? CLEAR_BY_PIECES : MOVE_BY_PIECES;
	    if ((var = whole_aggregate_automatic (gimple_assign_lhs (assign), op)))
	      set->add (var);
	    if ((var = whole_aggregate_automatic (rhs, MOVE_BY_PIECES)))
	      set->add (var);
	  }
	else if (gcall *call = dyn_cast <gcall *> (stmt))
	  {
	    enum by_pieces_operation op = MOVE_BY_PIECES;
	    bool block_builtin = true;
	    if (gimple_call_builtin_p (call, BUILT_IN_MEMSET))
	      op = SET_BY_PIECES;
	    else if (!gimple_call_builtin_p (call, BUILT_IN_MEMCPY)
		     && !gimple_call_builtin_p (call, BUILT_IN_MEMMOVE))
	      block_builtin = false;
	    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	      {
		tree arg = gimple_call_arg (call, i);
		if (block_builtin && TREE_CODE (arg) == ADDR_EXPR)
		  {
		    tree base = get_base_address (TREE_OPERAND (arg, 0));
		    if (base && VAR_P (base) && !TREE_STATIC (base)
			&& !DECL_EXTERNAL (base)
			&& inline_block_op_p (gimple_call_arg (call, 2),
					      get_object_alignment
						(TREE_OPERAND (arg, 0)), op))
		      set->add (base);
		  }
		else if ((var = whole_aggregate_automatic (arg, MOVE_BY_PIECES)))
		  set->add (var);
	      }
	    if ((var = whole_aggregate_automatic (gimple_call_lhs (call),
						  MOVE_BY_PIECES)))
	      set->add (var);
	  }
	else if (greturn *ret = dyn_cast <greturn *> (stmt))
	  if ((var = whole_aggregate_automatic (gimple_return_retval (ret),
						MOVE_BY_PIECES)))
	    set->add (var);
      }
}

/* Seed S9's safety net.  ipmsp proved, over every body at IPA time, that
   no store puts a non-global address into memory; the GCC passes between
   it and here (oaccdevlow, ompdevlow, omptargetlink, the scalar and loop
   optimisers) only move or merge the stores they found, or store into
   .local/.shared storage no load with S9 reads (doc/gcc-nvptx-facts.md
   section 14).  Check this function's own stores again: a store of an
   address proven outside global memory means the argument is wrong --
   an internal error under -fchecking (the testsuite's setting);
   otherwise, and for a store the late IR only makes unknown, the function
   drops S9 (the dump says why).  */
static void
recheck_loaded_pointers (rewrite_state *st)
{
  if (!st->info.facts.loaded_global
      || knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_LOADED_AS_GLOBAL)
    return;
  struct loaded_pointers_verdict verdict;
  loaded_pointers_start (&verdict);
  loaded_pointers_check_function (&st->info, &verdict);
  if (verdict.holds)
    return;
  if (dump_file)
    {
      fprintf (dump_file, "  loaded pointers: late check fails (%s): ",
	       verdict.reason);
      print_gimple_stmt (dump_file, verdict.stmt, 0, TDF_SLIM);
    }
  if (verdict.definite && flag_checking)
    internal_error ("nvptx-memspace: a store after IPA puts an address outside "
		    "global memory into memory, which the loaded-pointers check "
		    "proved impossible (%s)", verdict.reason);
  memspace_inference_release (&st->info);
  memspace_collect_facts (st->info.fn, &st->info.facts);
  st->info.facts.loaded_global = false;
  memspace_infer (&st->info, NULL);
}

/* The SSA pointer or variable an aggregate store REF writes through,
   or NULL_TREE.  */
static tree
aggregate_store_base (tree ref)
{
  tree base = get_base_address (ref);
  if (!base)
    return NULL_TREE;
  if (TREE_CODE (base) == MEM_REF && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
    return TREE_OPERAND (base, 0);
  return VAR_P (base) ? base : NULL_TREE;
}

/* Collect in BASES what the aggregate clears and copies among STMTS store
   to.  memspace-opt1 leaves those aggregate stores to memspace-opt2 (see
   rewrite_reference; one in a mode the back end prints without a space,
   e.g. a 16-byte record in TImode, stays generic), and the scalar stores
   to the same object with them: store merging (pass "store-merging", between the two runs)
   merges a clear and the field stores that follow it into a few wide
   stores only when all of them are in one address space -- measured in
   GCC's libgomp target-has-device-addr-4.f90: a Fortran descriptor's
   `dtype = {}' plus three field stores, 2 stores for stock, 4 with the
   fields rewritten and the clear still generic.  */
static void
aggregate_store_bases (const vec<gimple *> &stmts, hash_set<tree> *bases)
{
  unsigned i;
  gimple *stmt;
  FOR_EACH_VEC_ELT (stmts, i, stmt)
    {
      if (!gimple_assign_single_p (stmt) || !gimple_vdef (stmt)
	  || gimple_clobber_p (stmt)
	  || !AGGREGATE_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt))))
	continue;
      tree rhs = gimple_assign_rhs1 (stmt);
      if ((TREE_CODE (rhs) == CONSTRUCTOR && CONSTRUCTOR_NELTS (rhs) == 0)
	  || REFERENCE_CLASS_P (rhs) || VAR_P (rhs))
	if (tree base = aggregate_store_base (gimple_assign_lhs (stmt)))
	  bases->add (base);
    }
}

static unsigned int
memspace_opt_execute (function *fn, int instance)
{
  rewrite_state st;
  st.instance = instance;
  st.verify_points = vNULL;
  memset (&st.specialised, 0, sizeof st.specialised);
  st.references = st.conversions = st.nc_loads = 0;
  st.space_clique = memspace_read_space_clique (fn->decl);
  memspace_read_nc_scopes (fn->decl, &st.nc_scopes);
  st.start_bb = NULL;
  st.info.fn = fn;
  memspace_collect_facts (fn, &st.info.facts);
  forward_record_loads (&st, fn);
  memspace_infer (&st.info, memspace_details_p ()
			    ? dump_file : NULL);
  recheck_loaded_pointers (&st);
  dump_lattice (&st);

  hash_map<tree, tree> shadows, nc_shadows;
  st.shadow_maps[0] = &shadows;
  st.shadow_maps[1] = &nc_shadows;
  st.replaced = BITMAP_ALLOC (NULL);
  hash_set<tree> whole_copied;
  whole_copied_automatics (fn, &whole_copied);
  st.whole_copied = &whole_copied;
  calculate_dominance_info (CDI_DOMINATORS);

  /* Collect the statements first: the rewrite inserts new ones.  */
  auto_vec<gimple *, 64> stmts;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_assign (stmt) || is_gimple_call (stmt))
	  stmts.safe_push (stmt);
      }
  hash_set<gimple *> repeated_loads;
  repeated_record_loads (&st, stmts, &repeated_loads);
  st.repeated_record_loads = &repeated_loads;
  hash_set<tree> aggregate_bases;
  if (instance == 1)
    aggregate_store_bases (stmts, &aggregate_bases);
  st.aggregate_store_bases = &aggregate_bases;

  unsigned i;
  gimple *stmt;
  FOR_EACH_VEC_ELT (stmts, i, stmt)
    {
      bool changed = false;
      if (gassign *assign = dyn_cast <gassign *> (stmt))
	{
	  if (gimple_clobber_p (assign) || !gimple_assign_single_p (assign))
	    continue;
	  tree *lhs = gimple_assign_lhs_ptr (assign);
	  tree *rhs = gimple_assign_rhs1_ptr (assign);
	  if (TREE_CODE (*lhs) != SSA_NAME)
	    changed |= rewrite_reference (&st, stmt, lhs);
	  if (TREE_CODE (*rhs) != SSA_NAME && !is_gimple_min_invariant (*rhs))
	    changed |= rewrite_reference (&st, stmt, rhs);
	}
      else if (gcall *call = dyn_cast <gcall *> (stmt))
	{
	  gcall *atomic = cmp_swap_as_internal_atomic (&st, call);
	  stmt = atomic;
	  changed = rewrite_atomic (&st, atomic);
	}
      if (changed)
	update_stmt (stmt);
    }

  rewrite_address_comparisons (&st);

  /* Originals that fed only the rewritten accesses are dead now; removing
     them here spares every later pass the duplicate chains.  */
  simple_dce_from_worklist (st.replaced);
  BITMAP_FREE (st.replaced);
  place_conversions (&st, fn, partition_fork_p (stmts));

  unsigned todo = 0;
  if (knob (KNOB_VERIFY) && !st.verify_points.is_empty ())
    todo = memspace_insert_verify_checks (st.verify_points);
  st.verify_points.release ();

  report (&st);
  memspace_inference_release (&st.info);
  free_dominance_info (CDI_DOMINATORS);
  return todo;
}

/* The two instances have their own names, so their dumps are
   -fdump-tree-memspace-opt1 and -fdump-tree-memspace-opt2.  */
const pass_data memspace_opt_data[2] = {
  { GIMPLE_PASS, "memspace-opt1", OPTGROUP_NONE, TV_NONE, PROP_ssa | PROP_cfg,
    0, 0, 0, 0 },
  { GIMPLE_PASS, "memspace-opt2", OPTGROUP_NONE, TV_NONE, PROP_ssa | PROP_cfg,
    0, 0, 0, 0 }
};

class memspace_opt_pass : public gimple_opt_pass
{
public:
  memspace_opt_pass (gcc::context *ctx, int instance)
    : gimple_opt_pass (memspace_opt_data[instance - 1], ctx), m_instance (instance)
  {}
  opt_pass *clone () final override
  {
    return new memspace_opt_pass (m_ctxt, m_instance);
  }
  bool gate (function *) final override { return optimize > 0 && knob (KNOB_MEMSPACE_OPT); }
  unsigned int execute (function *fn) final override
  {
    return memspace_opt_execute (fn, m_instance);
  }
private:
  int m_instance;
};

} // anon namespace

opt_pass *
make_memspace_opt_pass (gcc::context *ctx, int instance)
{
  return new memspace_opt_pass (ctx, instance);
}
