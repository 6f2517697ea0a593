// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-shadow.cc -- the shadow SSA: the converted twin, in one state
   space, of each pointer the rewrite follows.

   ONE JOB: build on demand the pointer in state space SPACE (its
   "shadow") that holds the same address as an original generic SSA name
   or variable address, reusing what exists (a shadow already made, a
   conversion from memspace-opt1 that dominates the use).
   CONSUMES: GIMPLE in SSA form, the lattice (memspace_value) and the
   address flows (memspace_address_operands) of memspace-infer.
   PRODUCES: ADDR_SPACE_CONVERT_EXPR roots -- right after a root's
   definition, or at the start of the function for parameters and
   variable addresses -- and each chain rebuilt in the space
   (POINTER_PLUS, copies, PHIs, COND_EXPRs, integer offsets), following
   exactly the flow the analysis propagated (shadow_recipe); whatever
   has no recipe gets a root conversion of its own: always valid, one
   cvta more.  Every conversion into another space is a verify=1 check
   point.  The shadows are used only as the bases of memory references
   and in equality tests (memspace-opt.cc).
   POSITION: called by memspace-opt, both instances, while it rewrites
   one function's references, atomics and equality tests; afterwards
   memspace-placement moves the conversions of parameters and variable
   addresses.
   KNOBS: none of its own (track-int2ptr decides which integer flows
   exist; verify collects the check points).  */

#include "gcc-compat.h"
#include "memspace-addr-space.h"
#include "memspace-rewrite.h"
#include "knobs.h"
#include "tree-ssa-loop-niter.h"

namespace memspace_rewrite {

hash_map<tree, tree> *
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
tree
space_qualified_type (tree type, addr_space_t space)
{
  int quals = TYPE_QUALS_NO_ADDR_SPACE (type) | ENCODE_QUAL_ADDR_SPACE (space);
  return build_qualified_type (type, quals);
}

/* The block where conversions of function inputs and of variable addresses
   go: the function's first block, split off if it has other
   predecessors.  */
gimple_stmt_iterator
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
      /* Callers check that there is room after DEF (shadow_recipe's
	 room_after, root_conversion): nothing may follow a statement that
	 ends its block.  */
      memspace_checking_assert (!stmt_ends_bb_p (def));
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
bool
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

static tree integer_offset_shadow (rewrite_state *, tree, gassign *, tree,
				   tree, addr_space_t, int);

/* True if integer NAME, when the analysis puts it in a space, holds an
   address of that space itself rather than a step of a computation that
   ends in one: a pointer's bits (a conversion of a pointer, a copy), a
   loaded or returned value, a parameter, or a PHI.  The result of integer
   arithmetic is none of these: its provenance says which address it may carry (a - b is a
   when b is null, facts section 17), not that it is one -- p + p, on the
   way to p + p - p, is no address at all, and a conversion of it is
   undefined in PTX (cvta.to of an address outside the space's window;
   make fuzz -x seeds 669 and 805: cvta.to.global of a global address
   doubled, which ptxsim finds in the shared window).  Such a name gets no
   root conversion; the names built on it convert where they are an
   address (the pointer the sum is cast to).  */
static bool
integer_holds_address_p (tree name, int depth = 0)
{
  if (POINTER_TYPE_P (TREE_TYPE (name)) || SSA_NAME_IS_DEFAULT_DEF (name))
    return true;
  if (depth >= 8)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (name);
  /* A PHI: shadow_phi converts one whose operands are not all shadowed,
     into a shadow name the loop's other shadows may already use, and
     must define it.  An integer PHI the analysis puts in a space is
     IVOPTs' induction variable over addresses in practice; a loop that
     rebuilds an address bit by bit converts at the arithmetic that
     defines its next value, which is refused below (make fuzz -x seeds
     476, 509, 926).  */
  if (is_a <gphi *> (def))
    return true;
  gassign *assign = dyn_cast <gassign *> (def);
  if (!assign)
    return true;	/* A call: a returned address.  */
  tree rhs1 = gimple_assign_rhs1 (assign);
  enum tree_code code = gimple_assign_rhs_code (assign);
  if (gimple_assign_load_p (assign))
    return true;
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    {
      if (POINTER_TYPE_P (TREE_TYPE (rhs1)))
	return true;
      return (code == SSA_NAME || TYPE_PRECISION (TREE_TYPE (rhs1))
				  == TYPE_PRECISION (TREE_TYPE (name)))
	     && TREE_CODE (rhs1) == SSA_NAME
	     && integer_holds_address_p (rhs1, depth + 1);
    }
  return false;
}

/* Convert NAME to SPACE right after its definition, into SHADOW if
   given (a shadow name whose definition was taken away), else into a
   new name.  */
static tree
root_conversion (rewrite_state *st, tree name, addr_space_t space,
		 tree shadow = NULL_TREE)
{
  /* Only pointers and pointer-sized integers are followed as addresses
     (the chains get_shadow walks keep their type; PHI and COND_EXPR arms
     have the result's), so NAME's bits are a whole address.  */
  memspace_checking_assert (TREE_CODE (name) == SSA_NAME
			    && memspace_tracked_type_p (TREE_TYPE (name)));
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!SSA_NAME_IS_DEFAULT_DEF (name) && gimple_code (def) != GIMPLE_PHI
      && stmt_ends_bb_p (def))
    return NULL_TREE;
  if (!integer_holds_address_p (name)
      && knob (KNOB_TEST_WRONG_REWRITE) != MEMSPACE_TEST_INTEGER_STEP_CONVERTED)
    return NULL_TREE;
  if (!shadow)
    shadow = new_shadow_name (name, space);
  memspace_checking_assert (TREE_TYPE (shadow) == shadow_type (space));
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
      memspace_checking_assert (!arg_shadow
				|| TREE_TYPE (arg_shadow) == shadow_type (space));
      if (!arg_shadow)
	{
	  /* The shadows of the operands already visited may be built on
	     SHADOW (a loop: p_2 = p_1 + 4 gets SHADOW + 4) and are in the
	     map: keep the name, defined now by the conversion of NAME.  */
	  gimple_stmt_iterator gsi = gsi_for_stmt (new_phi);
	  remove_phi_node (&gsi, false);
	  tree converted = root_conversion (st, name, space, shadow);
	  /* SHADOW may already be used by the shadows of the loop's other
	     names: it must get a definition.  */
	  memspace_checking_assert (converted == shadow);
	  return converted;
	}
      add_phi_arg (new_phi, arg_shadow, gimple_phi_arg_edge (phi, i),
		   gimple_phi_arg_location (phi, i));
    }
  /* One argument per edge, each of the shadow's type (or a null of it).  */
  memspace_checking_assert (gimple_phi_num_args (new_phi)
			    == gimple_phi_num_args (phi));
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
      /* The address of a part of what a pointer in SPACE points to,
	 &MEM[P + K].field (a record field an atomic updates): P's shadow
	 plus the part's constant offset, as for P p+ OFFSET -- one add
	 that RTL folds into the access's address, where a root converts
	 the sum (omp-reduction: add and cvta.to.global before each
	 atom.global.add on the record, stock's atom.add [%r+8]).  */
      if (TREE_CODE ((*ops)[0]) == ADDR_EXPR && room_after)
	{
	  poly_int64 bytes;
	  HOST_WIDE_INT offset;
	  tree base
	    = get_addr_base_and_unit_offset (TREE_OPERAND ((*ops)[0], 0),
					     &bytes);
	  if (knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_FIELD_OFFSET_DROPPED)
	    bytes = 0;
	  if (base && TREE_CODE (base) == MEM_REF
	      && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME
	      && memspace_value (&st->info, TREE_OPERAND (base, 0)) == lattice
	      && (bytes + mem_ref_offset (base).force_shwi ())
		   .is_constant (&offset))
	    {
	      (*ops)[0] = TREE_OPERAND (base, 0);
	      ops->safe_push (size_int (offset));
	      return SHADOW_POINTER_PLUS;
	    }
	}
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
  memspace_checking_assert (TREE_TYPE (base) == shadow_type (space));
  gimple_seq seq = NULL;
  tree sizetype_offset = gimple_convert (&seq, sizetype, offset);
  if (gimple_assign_rhs_code (assign) == MINUS_EXPR)
    sizetype_offset = gimple_build (&seq, NEGATE_EXPR, sizetype,
				    sizetype_offset);
  tree shadow = new_shadow_name (name, space);
  if (memspace_value (&st->info, offset) == MEMSPACE_NOT_ADDRESS
      || knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_OFFSET_ADDRESS_DROPPED)
    gimple_seq_add_stmt (&seq, gimple_build_assign (shadow, POINTER_PLUS_EXPR,
						    base, sizetype_offset));
  else
    {
      /* OFFSET may carry an address itself (a global one, in the global
	 space: l - nb where nb may be null is l): the sum may point to
	 OFFSET's object, not only to ADDRESS's.  Points-to analysis
	 follows only the base of a POINTER_PLUS_EXPR
	 (tree-ssa-structalias.cc get_constraint_for_ptr_offset) but every
	 operand of an integer sum, so the sum stays integer arithmetic and
	 only its result becomes the pointer: with the pointer sum, the
	 reads missed the stores to OFFSET's object (make fuzz -x seed 379:
	 a frame array read through nbase (g, u) + (&a - nbase (&a, u))
	 read stale values).  */
      tree base_bits = gimple_convert (&seq, sizetype, base);
      tree sum = gimple_build (&seq, PLUS_EXPR, sizetype, base_bits,
			       sizetype_offset);
      gimple_seq_add_stmt (&seq, gimple_build_assign (shadow, NOP_EXPR, sum));
    }
  insert_seq_after_def (st, name, seq);
  return shadow;
}

/* The pointer NAME, whose lattice value is SPACE, as a pointer in SPACE
   usable at USE (NULL: anywhere NAME is used).  NULL_TREE if impossible.  */
tree
get_shadow (rewrite_state *st, tree name, addr_space_t space, gimple *use,
	    int depth)
{
  /* A shadow is built only along names the analysis put in SPACE: the
     recursion follows operands whose lattice value is SPACE's; the first
     call may take an unknown pointer for global (cicc-compat and the
     testing knob, unknown_pointer_space).  NAME may itself be in SPACE
     (memspace-opt2: an integer IVOPTs made of memspace-opt1's shadow):
     its shadow is then a copy.  */
  memspace_checking_assert (TREE_CODE (name) == SSA_NAME);
  memspace_checking_assert (depth == 0
			    || memspace_value (&st->info, name)
			       == memspace_of_addr_space (space));
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
  /* The shadow map's invariant: a shadow is a pointer of SPACE's shadow
     type, never the original itself.  */
  memspace_checking_assert (!shadow
			    || (TREE_TYPE (shadow) == shadow_type (space)
				&& shadow != name));
  shadow_map (st, space)->put (name, shadow);
  return shadow;
}

/* The shadow of the address of variable DECL in SPACE, made once at the
   start of the function.  */
tree
address_shadow (rewrite_state *st, tree decl, addr_space_t space)
{
  /* Only a variable the analysis places in SPACE.  */
  memspace_checking_assert (VAR_P (decl)
			    && memspace_of_decl (&st->info, decl)
			       == memspace_of_addr_space (space));
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

/* True if the shadow of OP (lattice value LATTICE) holds exactly OP's
   address in the space: get_shadow substitutes a null shadow for PHI and
   COND_EXPR operands that are not addresses in the space, which is exact
   only for a null operand.  Everything else get_shadow builds (pointer
   arithmetic on a shadow, root conversions) is exact.  */
bool
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

} // namespace memspace_rewrite
