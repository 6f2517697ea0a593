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
   exit test), or of an induction variable against an end of no known
   space, moves onto the shadows so the generic chain dies.  It also
   picks up what the loop and vector passes created and anything the first
   run could not see, reusing existing conversions (a conversion of a value
   to the space it already has is never made again; a conversion back to
   generic of a converted pointer is looked through).  Before the
   inference it merges repeated loads of an entry-record field where no
   live range gets longer (forward_record_loads): RTL would merge the
   loads but not their conversions.

   FILES.  This file drives each instance (memspace_opt_execute) and
   rewrites references and atomics; the rest of the rewrite has a file
   per job, sharing memspace-rewrite.h: memspace-shadow.cc builds the
   converted pointers, memspace-comparisons.cc moves equality tests onto
   them, memspace-placement.cc puts the conversions in place (and moves
   one past an OpenACC fork where that saves a broadcast),
   memspace-record-loads.cc answers for entry-record loads and forwards
   repeated ones, and memspace-deferral.cc says what memspace-opt1 leaves
   to memspace-opt2 (defer_to_opt2_p).

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
#include "memspace-rewrite.h"
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

namespace memspace_rewrite {

bool
rewritable_space_p (enum memspace space)
{
  return (space == MEMSPACE_GLOBAL || space == MEMSPACE_SHARED
	  || space == MEMSPACE_CONST || space == MEMSPACE_LOCAL);
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
  /* A converted pointer is used only in its own space: the shadow points
     into SPACE, and BASEP is the innermost base inside *REFP.  */
  memspace_checking_assert (POINTER_TYPE_P (TREE_TYPE (shadow))
			    && TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE (shadow)))
			       == space);
  memspace_checking_assert (!handled_component_p (*basep));
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
  /* Every level of the rebuilt reference is in SPACE, as expansion reads
     the space off the outermost type (MEM_ADDR_SPACE).  */
  memspace_checking_assert (TYPE_ADDR_SPACE (TREE_TYPE (*refp)) == space
			    && TYPE_ADDR_SPACE (TREE_TYPE (new_base)) == space);
}

void
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

/* space-disjoint-alias=per-as: put the reference with base BASE, proved in SPACE,
   into the function's space clique, one base per space: references in
   distinct state spaces never overlap.  References already in a clique
   (restrict) keep theirs.  */
static void
stamp_space_clique (rewrite_state *st, tree base, enum memspace space)
{
  if (knob (KNOB_SPACE_DISJOINT_ALIAS) != SPACE_DISJOINT_ALIAS_PER_AS
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
   a zero is a legitimate constant in every integer mode) -- where the
   release has that step (MEMSPACE_CLEAR_STORAGE_BY_MULTIPLE_PIECES,
   gcc-compat.h: GCC 11's clear_storage_hints has not).  */
static bool
inline_clear_p (tree size, unsigned int align, bool speed)
{
  return (inline_block_op_p (size, align, CLEAR_BY_PIECES, speed)
	  || (MEMSPACE_CLEAR_STORAGE_BY_MULTIPLE_PIECES
	      && inline_block_op_p (size, align, SET_BY_PIECES, speed)));
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

/* True if the operand *REFP of STMT, whose base RB is proved GLOBAL, is
   a load that may use ld.global.nc: in a scope process-restrict proved
   read-only for the kernel, from the entry record (unless another load
   repeats it: repeated_record_loads), or from a read-only variable
   data-areas.cc moved into .global.  */
static bool
read_only_global_load_p (rewrite_state *st, gimple *stmt, tree *refp,
			 const reference_base *rb)
{
  bool is_load = refp == gimple_assign_rhs1_ptr (stmt) && !gimple_vdef (stmt);
  return (rb->space == MEMSPACE_GLOBAL && is_load
	  /* Not for -misa=sm_30 (the default): ld.global.nc needs sm_32.  */
	  && nvptx_facts_target_has_ld_global_nc_p ()
	  && ((rb->pointer
	       && (nc_scope_p (st, *rb->base_ptr)
		   || (entry_record_load_p (st, rb->pointer)
		       && !st->repeated_record_loads->contains (stmt))
		   || (knob (KNOB_TEST_WRONG_REWRITE)
		       == MEMSPACE_TEST_GLOBAL_LOAD_AS_NC)))
	      || (rb->decl && readonly_global_variable_p (rb->decl))));
}

/* The reference REF of STMT to variable DECL, in SPACE: set *SHADOW to
   DECL's converted address in AS and return true if the access gains
   from it (variable_rewrite_wanted_p); else count the reference as it
   stays and return false.  */
static bool
variable_base_shadow (rewrite_state *st, gimple *stmt, tree ref, tree decl,
		      enum memspace space, addr_space_t as, tree *shadow)
{
  const char *generic_reason;
  if (!variable_rewrite_wanted_p (st, decl, ref, space, &generic_reason))
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
      if (TREE_STATIC (decl) || DECL_EXTERNAL (decl))
	st->specialised[space]++;
      else
	st->references--;
      return false;
    }
  *shadow = address_shadow (st, decl, as);
  return true;
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
  bool read_only = read_only_global_load_p (st, stmt, refp, &rb);
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
  /* ld.global.nc only for global loads; a pointer base is an original,
     generic pointer (analyse_reference leaves those in a space alone).  */
  memspace_checking_assert (memspace_of_addr_space (as) == space);
  memspace_checking_assert (!rb.pointer
			    || (TREE_CODE (rb.pointer) == SSA_NAME
				&& !pointer_type_space_p (TREE_TYPE (rb.pointer))));
  memspace_checking_assert (!rb.pointer != !rb.decl);

  /* What memspace-opt1 leaves to memspace-opt2 (memspace-deferral.cc).  */
  const char *deferred_why;
  bool stamp_clique;
  if (defer_to_opt2_p (st, stmt, refp, &rb, space, block, &deferred_why,
		       &stamp_clique))
    {
      if (stamp_clique)
	stamp_space_clique (st, *rb.base_ptr, space);
      if (verbose)
	dump_keep_generic (stmt, deferred_why);
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
  else if (!variable_base_shadow (st, stmt, ref, rb.decl, space, as, &shadow))
    return false;
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
  /* The rewritten reference is in the space its base was proved in.  */
  memspace_checking_assert (TYPE_ADDR_SPACE (TREE_TYPE (*refp)) == as
			    && reference_base_of (*refp) != NULL_TREE);
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
  memspace_checking_assert (size == 4 || size == 8);
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
  /* nvptx expands the replacement inline, with the space of its pointer.  */
  memspace_checking_assert (memspace_inline_atomic_size (atomic) == (int) size);
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
  /* PTX has atomics on global and shared memory only; the call now takes
     a pointer of that space.  */
  memspace_checking_assert ((space == MEMSPACE_GLOBAL || space == MEMSPACE_SHARED)
			    && TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE
							   (gimple_call_arg (call, 0))))
			       == memspace_addr_space (space));
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
  /* Each reference counted is specialised at most once; ld.global.nc
     loads are global ones.  */
  memspace_checking_assert (total <= st->references && st->references >= 0
			    && st->nc_loads <= st->specialised[MEMSPACE_GLOBAL]);
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
  hoist_record_loads (&st, fn);
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

} // namespace memspace_rewrite

opt_pass *
make_memspace_opt_pass (gcc::context *ctx, int instance)
{
  return new memspace_rewrite::memspace_opt_pass (ctx, instance);
}

