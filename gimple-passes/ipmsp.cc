// SPDX-License-Identifier: GPL-3.0-or-later
/* ipmsp.cc -- inter-procedural memory-space propagation.

   CONSUMES the whole offload program in SSA form after inlining (a
   SIMPLE_IPA pass at the end of the late IPA passes, after "simdclone", so
   no IPA pass adds a caller once the votes are taken).
   PRODUCES no IR change; it publishes facts as internal attributes on
   function decls, read by memspace-opt (memspace_collect_facts):
     "nvptx memspace params"  space of each parameter
     "nvptx memspace record"  pointer fields of the record a parameter
                              points to: (param, offset, size, space)
     "nvptx memspace frame"   space of the function's automatic variables
     "nvptx memspace return"  space of every returned pointer
   Publishing a parameter's space is the in-place specialisation of a
   function whose callers are all known: memspace-opt then converts the
   parameter once at entry and qualifies every access through it.

   VOTES.  For each function whose callers are all visible -- nothing the
   call graph does not show can call it by name (device-program.cc: not
   an entry point, no device library names it, no asm mentions it; with
   whole-device-program=0 also not externally visible), and its address
   is used only as the FN argument of GOMP_parallel and friends -- each
   pointer parameter has a vote in the
   lattice no vote (BOTTOM) < concrete space < poisoned (GENERIC)
   (memspace-lattice.h: ipmsp_vote_meet).  Every call site votes with the inferred value of its
   argument (memspace-infer.cc run on the caller with the caller's own
   current facts); a launch GOMP_parallel (fn, &record, ...) votes for fn's
   parameter 0 with the space of &record, and for each pointer field of the
   record with the value stored into it by the launching function; a field
   holding the address of a shared pointer variable (OpenMP passes those by
   reference) also votes with the space of every pointer stored into that
   variable, if the variable is only stored whole and its address goes only
   into records, and the launched function never writes through the field
   or lets it escape.  The
   record votes hold only if the launching function uses the record for
   nothing but those stores, loads and launches, and the launched function
   only ever loads through its record pointer -- or updates a field, held
   by value, with inline atomics only (an OpenMP reduction variable), and
   then only the facts of fields that overlap no such field hold
   (doc/gcc-nvptx-facts.md section 16).  A function whose address
   escapes, or that may be called by name from where the call graph does
   not show, keeps a poisoned vote (GENERIC): its parameters are unknown.  Return
   votes: the meet of the returned values.

   FRAMES.  Each function's frame space (LOCAL, GLOBAL under -msoft-stack,
   GENERIC where the function may run inside an "omp simd" region) comes
   from simt-frame.cc, recomputed after every clone round.

   FIXED POINT.  A worklist over functions: a changed vote re-enqueues the
   callee, a changed return re-enqueues the callers.  Each vote moves up a
   finite lattice (at most three steps), so the worklist drains.  Record
   fields get their votes from the launching function, which may be
   analysed after the launched one; so the first phase is optimistic: a
   field nobody has voted for yet reads as BOTTOM (a vote that says
   nothing) instead of GENERIC, which would stick.  Fields that never get
   a vote (a function that is not launched, a field the launcher never
   writes) must read GENERIC, so a second phase re-analyses every function
   with that rule until nothing changes; votes only move up, so the result
   is the fixed point of the final rule, made more precise by the first
   phase.  Return
   spaces are visible to the callers' analyses during the iteration (on the
   decl, optimistically from BOTTOM) and only concrete ones stay at the end.

   CLONING.  A function whose callers are not all known (a device library
   may call it by name, its address escapes, ...) keeps GENERIC for its
   parameters.  After a fixed point, each direct call to such a function
   whose arguments carry at least one concrete space is grouped by the
   vector of its argument spaces; each group gets one internal clone
   (create_version_clone_with_body: the original stays for unknown
   callers) and its call statements are redirected.  A clone's callers are
   all known, so it takes part in the next fixed point like any local
   function: its votes come from the redirected sites, and its own calls
   may lead to more clones (A -> B -> C resolves bottom-up).  Clones are keyed
   by the function's origin (what a clone of a clone was first made from)
   and the vector: a site whose vector already has a clone of that origin
   is redirected to it, so recursion reuses its clone instead of cloning
   again, and a clone is never cloned again for its own vector (its votes
   went generic where its sites disagree; a copy would meet them again).
   Origins and vectors are finite, and IPMSP_MAX_CLONE_ROUNDS bounds the
   redirections of sites whose vectors move, so rounds end.
   Budget (ipmsp-clone-limit): -1 unlimited, 0 no clones (the candidates
   are still reported), N at most N clone attempts -- attempts, not
   successes, so a graph cannot retry the same shape.  Functions marked
   noclone or that cannot be versioned are not cloned.
   A function whose callers are all known but disagree (a parameter's
   vote is generic, e.g. global at one site and const at another) is
   cloned the same way for each site that has a concrete space where the
   vote is generic (clone_pays_p); its other sites stay on it, and it
   keeps its generic votes (votes only move up).  With every site
   redirected it has no caller left: a static one is unreachable, a
   public one is made local first when nothing outside can call it
   (device_program_localize_dead), and GCC removes it.

   LOADED POINTERS (seed S9, knob loaded-pointers).  The votes are taken
   assuming S9 -- pointers loaded from global memory are global -- so that
   a pointer loaded from a linked structure votes like any other global
   one.  After the fixed point, loaded-pointers.cc checks every store of
   the program under that assumption (the induction of its header); if
   any fails, every vote and record fact is reset and the fixed point is
   taken again without S9, so nothing published rests on it.  The check
   runs again after the last clone round (the clones' bodies are checked
   with their own facts).  When it holds, every function gets "nvptx
   memspace loaded global".

   NC-SAFE.  Whether every kernel that can run a function leaves restrict
   data alone (so process-restrict may use ld.global.nc in it) comes from
   nc-safety.cc, run once with the final facts.

   TRANSCRIPT (ipmsp-transcript=1, on stderr, and in the ipmsp dump):
     Initial work list size : N
     F : changed in argument memory space (K of N arguments)
     F : return memory space is resolved : SPACE   (pointer returns)
     F : N callees are affected
     F is cloned : CLONE (SPACES)
     avoid cloning of F (SPACES): clone budget N spent

   KNOBS: ipmsp (enable; needs memspace-opt), ipmsp-clone-limit,
   ipmsp-transcript, whole-device-program (read by device-program.cc).
   Dump: ipa-ipmsp (through -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "device-program.h"
#include "loaded-pointers.h"
#include "memspace-infer.h"
#include "nc-safety.h"
#include "passes.h"
#include "simt-frame.h"
#include "tree-inline.h"
#include "alloc-pool.h"
#include "symbol-summary.h"
#include "ipa-param-manipulation.h"
#include "symtab-clones.h"

namespace {

/* The votes are values of the state-space lattice itself: no vote yet is
   MEMSPACE_BOTTOM, a concrete space is a unanimous vote so far, and
   MEMSPACE_GENERIC is a poisoned vote (callers disagree or are unknown).  */

/* The vote meet: an observation with no evidence yet (BOTTOM, e.g. a
   value fed by a call cycle not resolved so far) or a null pointer
   (NOT_ADDRESS) keeps the vote; agreement keeps; disagreement or a GENERIC
   observation poisons.  */
static inline enum memspace
ipmsp_vote_meet (enum memspace old_vote, enum memspace observed)
{
  return memspace_meet (old_vote, observed);
}

struct ipmsp_function
{
  cgraph_node *node;
  bool entry;
  bool callers_known;
  bool has_simt;
  /* The launched function only loads through its record pointer, but
     for the fields in ATOMIC_FIELDS.  */
  bool record_read_only;
  /* Record bytes the function updates with inline atomics, and nothing
     else: an OpenMP reduction variable held in the record
     (memspace_record_read_only_p).  No fact holds for a field that
     overlaps them.  */
  vec<memspace_record_range> atomic_fields;
  /* Offsets of record fields through which the function writes (or lets
     the pointer escape): their content facts do not hold.  */
  vec<HOST_WIDE_INT> written_fields;
  /* Some kernel runs the function and none writes restrict data through
     a pointer not based on its root (nc-safety.cc).  */
  bool nc_safe;
  /* Some launch of this function passes a record we cannot follow.  */
  bool record_unknown;
  bool queued;
  enum memspace frame;
  vec<enum memspace> param_votes;
  vec<memspace_record_fact> record_votes;
  enum memspace return_vote;
  /* The function this one is a clone of, through any number of clone
     rounds; the function itself when it is no ipmsp clone.  Clones are
     keyed by origin and spaces, which bounds how many there can be.  */
  struct ipmsp_function *origin;
};

/* One call to a function whose callers are not all known, with at least
   one argument in a concrete space: a candidate for a clone.  */
struct clone_site
{
  ipmsp_function *caller;
  vec<enum memspace> spaces;
};

/* A clone made for a key.  */
/* Clone rounds at most (see ipmsp_execute): a chain of helpers resolves
   one level a round, so chains up to this deep are cloned whole.  */
#define IPMSP_MAX_CLONE_ROUNDS 32

struct clone_entry
{
  ipmsp_function *callee;	/* The function the clone was made from.  */
  ipmsp_function *origin;	/* Its origin: the key with SPACES.  */
  vec<enum memspace> spaces;
  ipmsp_function *clone;	/* NULL: not cloned (budget, not versionable).  */
};

struct ipmsp_state
{
  /* One record per function, heap-allocated so pointers stay valid while
     clones are added.  */
  vec<ipmsp_function *> functions;
  hash_map<tree, ipmsp_function *> *index;
  auto_vec<ipmsp_function *> worklist;
  /* Last analysis's argument spaces of calls to functions with unknown
     callers, by call statement.  */
  hash_map<gimple *, clone_site> *sites;
  vec<clone_entry> clones;
  int clone_attempts;
  bool transcript;
  /* The optimistic phase of the fixed point (see FIXED POINT).  */
  bool optimistic;
  /* Seed S9 is assumed (LOADED POINTERS): every analysis treats pointers
     loaded from global memory as global.  */
  bool loaded_global;
};

static ipmsp_function *
lookup (ipmsp_state *st, tree fndecl)
{
  if (!fndecl)
    return NULL;
  ipmsp_function **f = st->index->get (fndecl);
  return f ? *f : NULL;
}

static void
enqueue (ipmsp_state *st, ipmsp_function *f)
{
  if (f->queued)
    return;
  f->queued = true;
  st->worklist.safe_push (f);
}

/* One line of the ipmsp-transcript transcript, also in the ipmsp dump.  */
static void ATTRIBUTE_PRINTF_2
transcript (ipmsp_state *st, const char *format, ...)
{
  va_list ap;
  if (st->transcript)
    {
      va_start (ap, format);
      char *line = xvasprintf (format, ap);
      va_end (ap);
      fnotice (stderr, "%s\n", line);
      free (line);
    }
  if (dump_file)
    {
      va_start (ap, format);
      vfprintf (dump_file, format, ap);
      va_end (ap);
      fputc ('\n', dump_file);
    }
}

static const char *
function_name_of (ipmsp_function *f)
{
  return lang_hooks.decl_printable_name (f->node->decl, 2);
}

/* "global, -, generic" for a vector of argument spaces ("-": not a
   pointer).  */
static const char *
argument_space_name (enum memspace space)
{
  return space == MEMSPACE_NOT_ADDRESS ? "-" : memspace_name (space);
}

static char *
spaces_text (const vec<enum memspace> &spaces)
{
  size_t size = 1;
  for (unsigned i = 0; i < spaces.length (); i++)
    size += strlen (argument_space_name (spaces[i])) + 2;
  char *text = XNEWVEC (char, size);
  text[0] = 0;
  for (unsigned i = 0; i < spaces.length (); i++)
    {
      if (i)
	strcat (text, ", ");
      strcat (text, argument_space_name (spaces[i]));
    }
  return text;
}

/* Make the return space of F visible to its callers' analyses
   (memspace-infer reads it from the decl).  */
static void
set_return_attribute (ipmsp_function *f, enum memspace space)
{
  tree decl = f->node->decl;
  if (lookup_attribute ("noipa", DECL_ATTRIBUTES (decl)))
    space = MEMSPACE_GENERIC;
  memspace_publish_return (decl, space);
}

/* walk_tree callback: note every FUNCTION_DECL whose address is taken.  */
struct address_walk
{
  ipmsp_state *st;
  tree allowed;		/* The one address a launch may take.  */
};

/* TESTING ONLY (test-wrong-rewrite=escaped-callers-known): an escaping
   address is taken for no caller, so a function reached through a
   pointer, a table or a declare variant counts as having all its callers
   in view (seed S8 weakened).  */
static bool
escape_ignored_p (void)
{
  return knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_ESCAPED_CALLERS_KNOWN;
}

static tree
note_address_taken (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  address_walk *aw = (address_walk *) wi->info;
  if (TREE_CODE (*tp) == ADDR_EXPR
      && TREE_CODE (TREE_OPERAND (*tp, 0)) == FUNCTION_DECL)
    {
      tree fn = TREE_OPERAND (*tp, 0);
      if (fn != aw->allowed && !escape_ignored_p ())
	if (ipmsp_function *f = lookup (aw->st, fn))
	  f->callers_known = false;
    }
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* First scan: SIMT constructs and escaping function addresses.  */
static void
scan_function (ipmsp_state *st, ipmsp_function *f)
{
  basic_block bb;
  /* A function's address flowing into a PHI (fp = c ? f : g) escapes.  */
  FOR_EACH_BB_FN (bb, cfun)
    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi); gsi_next (&gsi))
      for (unsigned i = 0; i < gimple_phi_num_args (gsi.phi ()); i++)
	{
	  tree arg = gimple_phi_arg_def (gsi.phi (), i);
	  if (TREE_CODE (arg) == ADDR_EXPR
	      && TREE_CODE (TREE_OPERAND (arg, 0)) == FUNCTION_DECL
	      && !escape_ignored_p ())
	    if (ipmsp_function *g = lookup (st, TREE_OPERAND (arg, 0)))
	      g->callers_known = false;
	}
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	if (simt_construct_p (stmt))
	  f->has_simt = true;
	address_walk aw = { st, NULL_TREE };
	tree data;
	if (tree target = memspace_launch_target (stmt, &data))
	  aw.allowed = target;
	struct walk_stmt_info wi;
	memset (&wi, 0, sizeof wi);
	wi.info = &aw;
	/* The callee of a direct call is not an escaping address.  */
	if (gcall *call = dyn_cast <gcall *> (stmt))
	  {
	    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	      walk_tree (gimple_call_arg_ptr (call, i), note_address_taken, &wi, NULL);
	    if (gimple_call_lhs (call))
	      walk_tree (gimple_call_lhs_ptr (call), note_address_taken, &wi, NULL);
	  }
	else
	  walk_gimple_op (stmt, note_address_taken, &wi);
      }
  /* The launched function's view of its record.  */
  f->record_read_only = memspace_record_read_only_p (cfun, &f->atomic_fields);

  /* Pointers loaded from the record's fields that the function writes
     through or lets escape.  */
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *load = dyn_cast <gassign *> (gsi_stmt (gsi));
	if (!load || !gimple_assign_single_p (load)
	    || TREE_CODE (gimple_assign_lhs (load)) != SSA_NAME
	    || !POINTER_TYPE_P (TREE_TYPE (gimple_assign_lhs (load))))
	  continue;
	HOST_WIDE_INT offset = 0, size;
	if (memspace_parameter_load (gimple_assign_rhs1 (load), &offset, &size) == 0
	    && !memspace_only_loaded_through_p (gimple_assign_lhs (load)))
	  f->written_fields.safe_push (offset);
      }
}

/* True if the SIZE bytes at OFFSET of F's record overlap a field F
   updates with atomics.  */
static bool
atomic_field_overlap_p (const ipmsp_function *f, HOST_WIDE_INT offset,
			HOST_WIDE_INT size)
{
  unsigned i;
  memspace_record_range *r;
  FOR_EACH_VEC_ELT (f->atomic_fields, i, r)
    if (offset < r->offset + r->size && r->offset < offset + size)
      return true;
  return false;
}

static bool
field_written_p (const ipmsp_function *f, HOST_WIDE_INT offset)
{
  unsigned i;
  HOST_WIDE_INT *w;
  FOR_EACH_VEC_ELT (f->written_fields, i, w)
    if (*w == offset)
      return true;
  return false;
}

/* Decide every function's frame space (simt-frame.cc).  */
static void
compute_frames (ipmsp_state *st)
{
  auto_vec<simt_frame_function> frames (st->functions.length ());
  unsigned i;
  ipmsp_function *f;
  FOR_EACH_VEC_ELT (st->functions, i, f)
    {
      simt_frame_function in = { f->node, f->entry, f->callers_known,
				 f->has_simt, false, MEMSPACE_GENERIC };
      frames.quick_push (in);
    }
  compute_frame_spaces (frames);
  FOR_EACH_VEC_ELT (st->functions, i, f)
    f->frame = frames[i].frame;
}

/* The facts of F under the current votes.  In the optimistic phase a
   record field no launch has voted for yet (or whose vote is still
   BOTTOM) reads as BOTTOM; in the final phase as GENERIC.  */
static void
current_facts (ipmsp_state *st, ipmsp_function *f, struct memspace_facts *facts)
{
  memspace_collect_facts (cfun, facts);
  facts->frame = f->frame;
  facts->loaded_global |= st->loaded_global;
  if (f->callers_known)
    for (unsigned i = 0; i < facts->params.length (); i++)
      facts->params[i] = (i < f->param_votes.length ()
			  ? f->param_votes[i] : MEMSPACE_GENERIC);
  if (f->callers_known && f->record_read_only && !f->record_unknown)
    {
      facts->record_optimistic = st->optimistic;
      unsigned i;
      memspace_record_fact *fact;
      FOR_EACH_VEC_ELT (f->record_votes, i, fact)
	{
	  memspace_record_fact copy = *fact;
	  if ((copy.space == MEMSPACE_BOTTOM && !st->optimistic)
	      || atomic_field_overlap_p (f, copy.offset, copy.size))
	    copy.space = MEMSPACE_GENERIC;
	  if (field_written_p (f, copy.offset)
	      || (copy.content == MEMSPACE_BOTTOM && !st->optimistic)
	      || (!memspace_concrete_p (copy.content) && copy.content != MEMSPACE_BOTTOM))
	    copy.content = MEMSPACE_GENERIC;
	  facts->record.safe_push (copy);
	}
    }
}

static bool
vote (enum memspace *slot, enum memspace observed)
{
  memspace_checking_assert (memspace_lattice_value_p (observed));
  enum memspace updated = ipmsp_vote_meet (*slot, observed);
  /* A vote only moves up (no vote, a space, poisoned): what one call
     site said is never forgotten until reset_votes starts over.  */
  memspace_checking_assert (memspace_below_p (*slot, updated)
			    && memspace_below_p (observed, updated));
  if (updated == *slot)
    return false;
  *slot = updated;
  return true;
}

/* The launch statement whose data argument is &RECORD in the current
   function, if exactly one.  */
static gcall *
launch_of_record (tree record)
{
  gcall *found = NULL;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree data;
	if (memspace_launch_target (gsi_stmt (gsi), &data)
	    && TREE_CODE (data) == ADDR_EXPR && TREE_OPERAND (data, 0) == record)
	  {
	    if (found)
	      return NULL;
	    found = as_a <gcall *> (gsi_stmt (gsi));
	  }
      }
  return found;
}

/* For host_value_read_only_p: a comparison of PTR, or PTR stored as a value
   into a field of a launch record whose launched function never writes
   through that field.  DATA is the ipmsp_state.  */
static bool
harmless_host_value_use_p (gassign *use, tree ptr, void *data)
{
  ipmsp_state *st = (ipmsp_state *) data;
  tree lhs = gimple_assign_lhs (use), rhs1 = gimple_assign_rhs1 (use);
  if (TREE_CODE (lhs) == SSA_NAME)
    return TREE_CODE_CLASS (gimple_assign_rhs_code (use)) == tcc_comparison;
  tree record = get_base_address (lhs);
  poly_int64 poly_offset;
  HOST_WIDE_INT field;
  if (!gimple_assign_single_p (use) || rhs1 != ptr || !record || !VAR_P (record)
      || get_addr_base_and_unit_offset (lhs, &poly_offset) != record
      || !poly_offset.is_constant (&field))
    return false;
  gcall *launch = launch_of_record (record);
  tree data_arg;
  ipmsp_function *child = launch ? lookup (st, memspace_launch_target (launch, &data_arg))
				 : NULL;
  return child && child->callers_known && !field_written_p (child, field);
}

/* True if VALUE, a pointer in an entry point, came from the host (a load
   from the read-only entry record) and nothing the kernel does can store
   through it: in this function it is only loaded through, compared, moved
   through pointer arithmetic, and stored as a value into launch records
   whose launched functions never write through that field.  */
static bool
host_value_read_only_p (ipmsp_state *st, const struct memspace_inference *info,
			tree value)
{
  if (!info->facts.entry || !info->facts.entry_record_read_only)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (value);
  HOST_WIDE_INT offset = 0, size;
  if (!gimple_assign_single_p (def)
      || memspace_parameter_load (gimple_assign_rhs1 (def), &offset, &size) != 0)
    return false;
  return memspace_only_loaded_through_p (value, harmless_host_value_use_p, st);
}

/* The space of every pointer stored into VAR, an automatic pointer
   variable of the current function whose address is put into a launch
   record (OpenMP passes a shared variable to a parallel region by
   reference): GENERIC unless VAR is only stored whole, loaded, clobbered,
   and its address only stored into records.  */
static enum memspace
shared_variable_content (const struct memspace_inference *info, tree var)
{
  enum memspace content = MEMSPACE_BOTTOM;
  /* The address goes into exactly one record field, read by exactly one
     launched function (record_stores checks the launch), which is checked
     not to write through it.  */
  int address_stores = 0;
  auto_vec<gimple *, 16> stmts;
  memspace_statements_mentioning (var, &stmts);
  for (gimple *stmt : stmts)
    {
      if (gimple_clobber_p (stmt))
	continue;
      gassign *assign = dyn_cast <gassign *> (stmt);
      if (!assign || !gimple_assign_single_p (assign))
	return MEMSPACE_GENERIC;
      tree lhs = gimple_assign_lhs (assign);
      tree rhs = gimple_assign_rhs1 (assign);
      if (lhs == var && (TREE_CODE (rhs) == SSA_NAME || TREE_CODE (rhs) == ADDR_EXPR
			 || TREE_CODE (rhs) == INTEGER_CST))
	content = memspace_meet (content, memspace_value (info, rhs));
      else if (TREE_CODE (lhs) == SSA_NAME && rhs == var)
	;	/* A load.  */
      else if (TREE_CODE (rhs) == ADDR_EXPR && TREE_OPERAND (rhs, 0) == var
	       && TREE_CODE (lhs) != SSA_NAME && get_base_address (lhs) != var)
	address_stores++;	/* Into a record (the caller's).  */
      else
	return MEMSPACE_GENERIC;
    }
  if (address_stores != 1 || content == MEMSPACE_BOTTOM)
    return MEMSPACE_GENERIC;
  return content;
}

/* Collect into VOTES the values the current function stores into the
   pointer fields of RECORD, the record it launches.  False if RECORD is
   used in any way other than field stores, loads, clobbers and launches.  */
static bool
record_stores (ipmsp_state *st, const struct memspace_inference *info, tree record,
	       vec<memspace_record_fact> *votes)
{
  /* One launch statement per record: only one function reads it.  */
  int launches = 0;
  auto_vec<gimple *, 16> stmts;
  memspace_statements_mentioning (record, &stmts);
  for (gimple *stmt : stmts)
    {
      tree data;
      if (memspace_launch_target (stmt, &data))
	{
	  /* Only as the data argument.  */
	  if (++launches > 1)
	    return false;
	  gcall *call = as_a <gcall *> (stmt);
	  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	    if (i != 1 && memspace_tree_mentions_p (gimple_call_arg (call, i),
						    record))
	      return false;
	  continue;
	}
      if (gimple_clobber_p (stmt))
	continue;
      gassign *assign = dyn_cast <gassign *> (stmt);
      if (!assign || !gimple_assign_single_p (assign))
	return false;
      tree lhs = gimple_assign_lhs (assign);
      tree rhs = gimple_assign_rhs1 (assign);
      if (TREE_CODE (lhs) == SSA_NAME)
	{
	  /* A load from the record.  */
	  if (get_base_address (rhs) == record)
	    continue;
	  return false;
	}
      if (get_base_address (lhs) != record
	  || memspace_tree_mentions_p (gimple_assign_rhs1 (assign), record))
	return false;
      poly_int64 poly_offset;
      HOST_WIDE_INT offset;
      if (get_addr_base_and_unit_offset (lhs, &poly_offset) != record
	  || !poly_offset.is_constant (&offset))
	return false;
      tree type = TREE_TYPE (lhs);
      if (!POINTER_TYPE_P (type) && !INTEGRAL_TYPE_P (type)
	  && !SCALAR_FLOAT_TYPE_P (type))
	/* An aggregate or vector store could cover pointer fields.  */
	return false;
      HOST_WIDE_INT size = tree_to_shwi (TYPE_SIZE_UNIT (type));
      /* Every scalar field gets the provenance of what is stored: a
	 number (a loop bound) as well as a pointer.  */
      memspace_record_fact fact = { 0, offset, size, memspace_value (info, rhs),
				    MEMSPACE_GENERIC, false };
      bool pointer_field = (size == POINTER_SIZE / BITS_PER_UNIT
			    && !SCALAR_FLOAT_TYPE_P (type));
      if (TREE_CODE (rhs) == SSA_NAME && pointer_field)
	fact.read_only = host_value_read_only_p (st, info, rhs);
      if (TREE_CODE (rhs) != SSA_NAME && TREE_CODE (rhs) != ADDR_EXPR
	  && !CONSTANT_CLASS_P (rhs))
	fact.space = MEMSPACE_GENERIC;
      if (!pointer_field)
	{
	  votes->safe_push (fact);
	  continue;
	}
      /* A variable of this function: an automatic, or one that
	 lower-module-shared moved to .shared (named by this function
	 alone, like an automatic).  */
      if (TREE_CODE (rhs) == ADDR_EXPR && VAR_P (TREE_OPERAND (rhs, 0))
	  && (auto_var_in_fn_p (TREE_OPERAND (rhs, 0), cfun->decl)
	      || (DECL_CONTEXT (TREE_OPERAND (rhs, 0)) == cfun->decl
		  && lookup_attribute (MEMSPACE_ATTR_TEAM_SHARED,
				       DECL_ATTRIBUTES (TREE_OPERAND (rhs, 0)))))
	  && POINTER_TYPE_P (TREE_TYPE (TREE_OPERAND (rhs, 0))))
	fact.content = shared_variable_content (info, TREE_OPERAND (rhs, 0));
      votes->safe_push (fact);
    }
  return true;
}

/* Meet the record votes SITE of one launch into CHILD's.  Returns true if
   anything changed.  */
static bool
merge_record_votes (ipmsp_function *child, vec<memspace_record_fact> *site)
{
  bool changed = false;
  unsigned i, j;
  memspace_record_fact *s, *c;
  FOR_EACH_VEC_ELT (*site, i, s)
    {
      bool found = false;
      FOR_EACH_VEC_ELT (child->record_votes, j, c)
	if (c->offset == s->offset && c->size == s->size)
	  {
	    found = true;
	    changed |= vote (&c->space, s->space);
	    changed |= vote (&c->content, s->content);
	    if (c->read_only && !s->read_only)
	      c->read_only = false, changed = true;
	  }
      if (!found)
	{
	  memspace_record_fact fresh = *s;
	  fresh.space = fresh.content = MEMSPACE_BOTTOM;
	  vote (&fresh.space, s->space);
	  vote (&fresh.content, s->content);
	  child->record_votes.safe_push (fresh);
	  changed = true;
	}
    }
  return changed;
}

/* Vote into CALLEE's parameters with the arguments of CALL; true if a
   vote changed.  */
static bool
vote_arguments (ipmsp_state *st, const struct memspace_inference *info,
		gcall *call, ipmsp_function *callee)
{
  bool changed = false;
  unsigned nargs = gimple_call_num_args (call);
  unsigned nparams = callee->param_votes.length ();
  /* A variadic callee: the named parameters are the first arguments; the
     rest go to its argument buffer and are not parameters.  */
  if (nargs > nparams && stdarg_p (TREE_TYPE (callee->node->decl)))
    nargs = nparams;
  if (nargs != nparams)
    {
      /* An unprototyped call: trust no argument.  */
      for (unsigned i = 0; i < nparams; i++)
	changed |= vote (&callee->param_votes[i], MEMSPACE_GENERIC);
      return changed;
    }
  /* The transcript counts the pointer parameters specialised.  */
  auto_vec<bool, 8> pointer;
  for (tree p = DECL_ARGUMENTS (callee->node->decl); p; p = DECL_CHAIN (p))
    pointer.safe_push (POINTER_TYPE_P (TREE_TYPE (p)));
  int before = 0, after = 0;
  for (unsigned i = 0; i < nparams; i++)
    before += (i < pointer.length () && pointer[i]
	       && memspace_concrete_p (callee->param_votes[i]));
  /* Every argument of a register type votes with its provenance: a
     number passed in may carry an address's bits (half a pointer) as
     well as a pointer may (memspace-infer's provenance rule).  */
  for (unsigned i = 0; i < nargs; i++)
    {
      tree arg = gimple_call_arg (call, i);
      enum memspace value = (memspace_provenance_type_p (TREE_TYPE (arg))
			     ? memspace_value (info, arg) : MEMSPACE_GENERIC);
      changed |= vote (&callee->param_votes[i], value);
    }
  for (unsigned i = 0; i < nparams; i++)
    after += (i < pointer.length () && pointer[i]
	      && memspace_concrete_p (callee->param_votes[i]));
  if (changed && after != before)
    transcript (st, "%s : changed in argument memory space (%d of %d arguments)",
		function_name_of (callee), after, nparams);
  return changed;
}

/* Remember the argument spaces of CALL to CALLEE, a function whose callers
   are not all known: a candidate for a clone.  */
static void
note_clone_site (ipmsp_state *st, const struct memspace_inference *info,
		 ipmsp_function *caller, gcall *call, ipmsp_function *callee)
{
  unsigned nargs = gimple_call_num_args (call);
  if (nargs > callee->param_votes.length ()
      && stdarg_p (TREE_TYPE (callee->node->decl)))
    nargs = callee->param_votes.length ();
  if (nargs != callee->param_votes.length ())
    return;
  vec<enum memspace> spaces = vNULL;
  bool concrete = false;
  for (unsigned i = 0; i < nargs; i++)
    {
      tree arg = gimple_call_arg (call, i);
      /* Not a pointer: no part of the key's meaning.  */
      enum memspace space = MEMSPACE_NOT_ADDRESS;
      if (POINTER_TYPE_P (TREE_TYPE (arg)))
	{
	  space = memspace_value (info, arg);
	  if (!memspace_concrete_p (space))
	    space = MEMSPACE_GENERIC;
	}
      concrete |= memspace_concrete_p (space);
      spaces.safe_push (space);
    }
  if (clone_site *old = st->sites->get (call))
    old->spaces.release ();
  if (!concrete)
    {
      spaces.release ();
      st->sites->remove (call);
      return;
    }
  clone_site site = { caller, spaces };
  st->sites->put (call, site);
}

/* Analyse F with its current facts and cast its votes.  */
static void
analyse (ipmsp_state *st, ipmsp_function *f)
{
  push_cfun (DECL_STRUCT_FUNCTION (f->node->decl));
  struct memspace_inference info;
  info.fn = cfun;
  current_facts (st, f, &info.facts);
  memspace_infer (&info, NULL);

  enum memspace returned = MEMSPACE_BOTTOM;
  int affected = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (greturn *ret = dyn_cast <greturn *> (stmt))
	  {
	    tree value = gimple_return_retval (ret);
	    if (value && memspace_provenance_type_p (TREE_TYPE (value)))
	      returned = memspace_meet (returned, memspace_value (&info, value));
	    else if (value)
	      returned = MEMSPACE_GENERIC;
	    continue;
	  }
	gcall *call = dyn_cast <gcall *> (stmt);
	if (!call)
	  continue;
	tree data;
	if (tree target = memspace_launch_target (call, &data))
	  {
	    ipmsp_function *child = lookup (st, target);
	    if (!child || !child->callers_known)
	      continue;
	    bool changed = false;
	    if (child->param_votes.length () > 0)
	      changed |= vote (&child->param_votes[0], memspace_value (&info, data));
	    auto_vec<memspace_record_fact, 8> site;
	    if (TREE_CODE (data) == ADDR_EXPR && VAR_P (TREE_OPERAND (data, 0))
		&& auto_var_in_fn_p (TREE_OPERAND (data, 0), cfun->decl)
		&& record_stores (st, &info, TREE_OPERAND (data, 0), &site))
	      changed |= merge_record_votes (child, &site);
	    else if (!child->record_unknown)
	      child->record_unknown = changed = true;
	    if (changed)
	      {
		enqueue (st, child);
		affected++;
	      }
	    continue;
	  }
	ipmsp_function *callee = lookup (st, gimple_call_fndecl (call));
	if (!callee || callee->entry)
	  continue;
	note_clone_site (st, &info, f, call, callee);
	if (!callee->callers_known)
	  continue;
	if (vote_arguments (st, &info, call, callee))
	  {
	    enqueue (st, callee);
	    affected++;
	  }
      }
  if (affected)
    transcript (st, "%s : %d callees are affected", function_name_of (f), affected);

  if (vote (&f->return_vote, returned))
    {
      set_return_attribute (f, f->return_vote);
      /* The transcript reports pointers; a number's provenance is in the
	 dump.  */
      if (memspace_concrete_p (f->return_vote)
	  && POINTER_TYPE_P (TREE_TYPE (TREE_TYPE (f->node->decl))))
	transcript (st, "%s : return memory space is resolved : %s",
		    function_name_of (f), memspace_name (f->return_vote));
      for (cgraph_edge *e = f->node->callers; e; e = e->next_caller)
	if (ipmsp_function *caller = lookup (st, e->caller->decl))
	  enqueue (st, caller);
    }
  memspace_inference_release (&info);
  pop_cfun ();
}

static void
drain_worklist (ipmsp_state *st)
{
  while (!st->worklist.is_empty ())
    {
      ipmsp_function *next = st->worklist.pop ();
      next->queued = false;
      analyse (st, next);
    }
}

/* Two phases (see FIXED POINT): optimistic, then every function again
   with the final rule, until nothing changes.  */
static void
run_to_fixed_point (ipmsp_state *st)
{
  st->optimistic = true;
  drain_worklist (st);
  st->optimistic = false;
  unsigned i;
  ipmsp_function *f;
  FOR_EACH_VEC_ELT (st->functions, i, f)
    enqueue (st, f);
  drain_worklist (st);
}

/* A new record for NODE.  */
static ipmsp_function *
add_function (ipmsp_state *st, cgraph_node *node, bool callers_known)
{
  ipmsp_function *f = XCNEW (ipmsp_function);
  f->node = node;
  f->entry = memspace_entry_point_p (node->decl);
  f->callers_known = callers_known;
  unsigned nparams = 0;
  for (tree p = DECL_ARGUMENTS (node->decl); p; p = DECL_CHAIN (p))
    nparams++;
  f->param_votes.safe_grow (nparams);
  for (unsigned i = 0; i < nparams; i++)
    f->param_votes[i] = callers_known ? MEMSPACE_BOTTOM : MEMSPACE_GENERIC;
  f->return_vote = MEMSPACE_BOTTOM;
  f->origin = f;
  st->index->put (node->decl, f);
  st->functions.safe_push (f);
  return f;
}

static bool
same_spaces (const vec<enum memspace> &a, const vec<enum memspace> &b)
{
  if (a.length () != b.length ())
    return false;
  for (unsigned i = 0; i < a.length (); i++)
    if (a[i] != b[i])
      return false;
  return true;
}

/* The clone entry for CALLEE's origin with SPACES, making the clone (of
   CALLEE) if the budget allows.  Keyed by origin, not by CALLEE: a clone
   whose votes went generic after its sites were re-analysed must not be
   cloned again for the key it was made for -- each such clone of a clone
   would meet the same sites and go generic the same way, without end
   (make fuzz -x seed 661: rd1$memspace$0$memspace$0...).  With the
   origin as key there is at most one clone per origin and spaces.  */
static clone_entry *
clone_for (ipmsp_state *st, ipmsp_function *callee, const vec<enum memspace> &spaces,
	   bool *created)
{
  *created = false;
  unsigned i;
  clone_entry *entry;
  FOR_EACH_VEC_ELT (st->clones, i, entry)
    if (entry->origin == callee->origin && same_spaces (entry->spaces, spaces))
      return entry;

  clone_entry fresh;
  fresh.callee = callee;
  fresh.origin = callee->origin;
  fresh.spaces = spaces.copy ();
  fresh.clone = NULL;
  char *text = spaces_text (spaces);
  int budget = knob (KNOB_IPMSP_CLONE_LIMIT);
  cgraph_node *node = callee->node;
  if (lookup_attribute ("noclone", DECL_ATTRIBUTES (node->decl))
      || lookup_attribute ("noipa", DECL_ATTRIBUTES (node->decl))
      || !tree_versionable_function_p (node->decl)
      || !node->has_gimple_body_p ())
    transcript (st, "avoid cloning of %s (%s): not versionable",
		function_name_of (callee), text);
  else if (budget >= 0 && st->clone_attempts >= budget)
    transcript (st, "avoid cloning of %s (%s): clone budget %d spent",
		function_name_of (callee), text, budget);
  else
    {
      st->clone_attempts++;
      cgraph_node *clone
	= node->create_version_clone_with_body (vNULL, NULL, NULL, NULL, NULL,
						"memspace");
      if (clone)
	{
	  /* The clone is local: every caller is a redirected site.  */
	  fresh.clone = add_function (st, clone, true);
	  fresh.clone->origin = callee->origin;
	  /* A version clone keeps the original's parameters, so the key's
	     spaces, the clone's votes and its body's parameters line up.  */
	  memspace_checking_assert (fresh.clone->param_votes.length ()
				    == callee->param_votes.length ()
				    && spaces.length ()
				       == callee->param_votes.length ());
	  fresh.clone->has_simt = callee->has_simt;
	  *created = true;
	  transcript (st, "%s is cloned : %s (%s)", function_name_of (callee),
		      IDENTIFIER_POINTER (DECL_NAME (clone->decl)), text);
	}
    }
  free (text);
  st->clones.safe_push (fresh);
  return &st->clones.last ();
}

/* Whether SITE's call to CALLEE should go to a clone for its argument
   spaces: CALLEE's callers are not all known (its parameters are
   unknown), or they are but disagree -- a parameter whose vote is
   generic gets a concrete space at this site -- so that in place the
   site's space would be lost.  */
static bool
clone_pays_p (const ipmsp_function *callee, const clone_site *site)
{
  /* A clone GCC made with other parameters (IPA-SRA's .isra, IPA-CP's
     .constprop, lower-struct-args' $byval$) keeps its parameter
     adjustments in clone_info, and GCC refuses to redirect a call away
     from such a function (redirect_call_stmt_to_callee asserts it,
     cgraph.cc:1499-1506): it is specialised in place only.  */
  if (clone_info *info = clone_info::get (callee->node))
    if (info->param_adjustments)
      return false;
  if (!callee->callers_known)
    return true;
  for (unsigned i = 0; i < site->spaces.length (); i++)
    if (i < callee->param_votes.length ()
	&& memspace_concrete_p (site->spaces[i])
	&& !memspace_concrete_p (callee->param_votes[i]))
      return true;
  return false;
}

/* Redirect every noted site to its clone.  Return true if anything was
   redirected or cloned.  */
static bool
clone_round (ipmsp_state *st)
{
  /* Collect first (redirection changes the call statements), in program
     order -- functions as collected, statements as laid out -- so the
     clones and their numbers do not depend on where the statements
     happen to be allocated.  */
  auto_vec<gimple *, 16> calls;
  unsigned fi;
  ipmsp_function *caller;
  FOR_EACH_VEC_ELT (st->functions, fi, caller)
    {
      function *fn = DECL_STRUCT_FUNCTION (caller->node->decl);
      basic_block bb;
      FOR_EACH_BB_FN (bb, fn)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  if (st->sites->get (gsi_stmt (gsi)))
	    calls.safe_push (gsi_stmt (gsi));
    }

  bool progress = false;
  unsigned i;
  gimple *call;
  FOR_EACH_VEC_ELT (calls, i, call)
    {
      clone_site *site = st->sites->get (call);
      ipmsp_function *callee = lookup (st, gimple_call_fndecl (call));
      if (!site || !callee || !clone_pays_p (callee, site))
	continue;
      bool created;
      clone_entry *entry = clone_for (st, callee, site->spaces, &created);
      progress |= created;
      cgraph_edge *edge = site->caller->node->get_edge (call);
      /* No clone, or the site already calls the clone made for its
	 spaces (whose votes are generic where this site's spaces are
	 not: other sites on it disagree, and it stays as it is).  */
      if (!entry->clone || entry->clone == callee || !edge)
	continue;
      edge->redirect_callee (entry->clone->node);
      push_cfun (DECL_STRUCT_FUNCTION (site->caller->node->decl));
      gimple *redirected = cgraph_edge::redirect_call_stmt_to_callee (edge);
      pop_cfun ();
      /* The site now calls the clone made for its spaces.  */
      memspace_checking_assert (entry->origin == callee->origin
				&& same_spaces (entry->spaces, site->spaces)
				&& gimple_call_fndecl (redirected)
				   == entry->clone->node->decl);
      site->spaces.release ();
      st->sites->remove (call);
      enqueue (st, site->caller);
      enqueue (st, entry->clone);
      progress = true;
    }
  return progress;
}

/* The final facts of NODE's function, for nc-safety's inference.  */
static void
final_facts (cgraph_node *node, struct memspace_facts *facts, void *data)
{
  ipmsp_state *st = (ipmsp_state *) data;
  current_facts (st, lookup (st, node->decl), facts);
}

/* Decide every function's nc_safe (nc-safety.cc).  */
static void
compute_nc_safe (ipmsp_state *st)
{
  auto_vec<nc_safety_function> functions (st->functions.length ());
  unsigned i;
  ipmsp_function *f;
  FOR_EACH_VEC_ELT (st->functions, i, f)
    {
      nc_safety_function in = { f->node, f->entry, false, false };
      functions.quick_push (in);
    }
  compute_nc_safety (functions, final_facts, st);
  FOR_EACH_VEC_ELT (st->functions, i, f)
    f->nc_safe = functions[i].nc_safe;
}

static void
publish (ipmsp_function *f)
{
  tree decl = f->node->decl;
  /* A concrete return space, or none (a number), stays on the decl.  */
  set_return_attribute (f, (memspace_concrete_p (f->return_vote)
			    || f->return_vote == MEMSPACE_NOT_ADDRESS)
			   ? f->return_vote : MEMSPACE_GENERIC);
  memspace_publish_frame (decl, f->frame);
  if (f->nc_safe)
    memspace_publish_nc_safe (decl);
  if (f->callers_known && !f->entry)
    {
      auto_vec<enum memspace, 8> spaces;
      unsigned i;
      enum memspace *vote;
      FOR_EACH_VEC_ELT (f->param_votes, i, vote)
	spaces.safe_push ((memspace_concrete_p (*vote)
			   || *vote == MEMSPACE_NOT_ADDRESS)
			  ? *vote : MEMSPACE_GENERIC);
      memspace_publish_params (decl, spaces);
      if (f->record_read_only && !f->record_unknown)
	{
	  auto_vec<memspace_record_fact, 8> facts;
	  memspace_record_fact *fact;
	  FOR_EACH_VEC_ELT (f->record_votes, i, fact)
	    {
	      if ((!memspace_concrete_p (fact->space)
		   && fact->space != MEMSPACE_NOT_ADDRESS)
		  || atomic_field_overlap_p (f, fact->offset, fact->size))
		continue;
	      memspace_record_fact published = *fact;
	      bool written = field_written_p (f, fact->offset);
	      if (!memspace_concrete_p (published.content) || written)
		published.content = MEMSPACE_GENERIC;
	      published.read_only = fact->read_only && !written;
	      facts.safe_push (published);
	    }
	  memspace_publish_record (decl, facts);
	}
    }
}

static void
dump_function_facts (ipmsp_function *f)
{
  if (!dump_file)
    return;
  fprintf (dump_file, "%s: %s%scallers %s, frame %s, return %s%s\n",
	   f->node->dump_name (), f->entry ? "entry point, " : "",
	   f->has_simt ? "has SIMT region, " : "",
	   f->callers_known ? "known" : "unknown", memspace_name (f->frame),
	   memspace_name (f->return_vote), f->nc_safe ? ", nc-safe" : "");
  for (unsigned i = 0; i < f->param_votes.length (); i++)
    fprintf (dump_file, "  param %u: %s\n", i, memspace_name (f->param_votes[i]));
  if (f->record_unknown)
    fprintf (dump_file, "  record: unknown (launched with a record we cannot follow)\n");
  else if (!f->record_read_only)
    fprintf (dump_file, "  record: written or escaping in the function\n");
  unsigned j;
  memspace_record_range *r;
  FOR_EACH_VEC_ELT (f->atomic_fields, j, r)
    fprintf (dump_file, "  record field at %ld (%ld bytes): updated by atomics only\n",
	     (long) r->offset, (long) r->size);
  unsigned i;
  memspace_record_fact *fact;
  FOR_EACH_VEC_ELT (f->record_votes, i, fact)
    fprintf (dump_file, "  record field at %ld (%ld bytes): %s%s%s\n",
	     (long) fact->offset, (long) fact->size, memspace_name (fact->space),
	     memspace_concrete_p (fact->content) && !field_written_p (f, fact->offset)
	     ? ", pointing to a pointer into " : "",
	     memspace_concrete_p (fact->content) && !field_written_p (f, fact->offset)
	     ? memspace_name (fact->content) : "");
}

/* Load every body: get_body () applies the pending IPA transforms
   (inlining among them), which change other nodes' edges; nothing may be
   recorded before all of them ran.  get_body () returns false when the
   body is already there (ipa-pta, on by default for OpenACC, loads every
   body first): only its side effect matters.  */
static void
load_bodies (void)
{
  cgraph_node *node;
  auto_vec<cgraph_node *, 32> to_load;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (!node->inlined_to)
      to_load.safe_push (node);
  unsigned k;
  FOR_EACH_VEC_ELT (to_load, k, node)
    node->get_body ();
}

/* Every function with a body, with its first facts.  */
static void
collect_functions (ipmsp_state *st, const struct device_program *program)
{
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      if (node->inlined_to)
	continue;
      if (!gimple_has_body_p (node->decl) || !DECL_STRUCT_FUNCTION (node->decl))
	continue;
      /* Callable by name from where the call graph does not show
	 (device-program.cc), or reachable through a variable's
	 initializer: unknown callers.  Statement-level address escapes are
	 found by scan_function.  */
      bool callers_known = (!device_program_unseen_callers_p (program, node)
			    && !node->has_aliases_p ()
			    /* noipa: the body is compiled without knowledge
			       of its callers, and they without its.  */
			    && !lookup_attribute ("noipa", DECL_ATTRIBUTES (node->decl)));
      for (unsigned i = 0; ; i++)
	{
	  ipa_ref *ref = node->iterate_referring (i, ref);
	  if (!ref)
	    break;
	  /* A reference from a variable, or from a function without a body
	     we scan (OpenMP's declare-variant placeholder: ompdevlow later
	     turns calls of the base function into calls of the variant).  */
	  cgraph_node *from = dyn_cast <cgraph_node *> (ref->referring);
	  if ((!from || !from->has_gimple_body_p () || from->declare_variant_alt)
	      && !escape_ignored_p ())
	    callers_known = false;
	}
      add_function (st, node, callers_known);
    }
}

static void
scan (ipmsp_state *st, ipmsp_function *f)
{
  push_cfun (DECL_STRUCT_FUNCTION (f->node->decl));
  scan_function (st, f);
  pop_cfun ();
}

/* Forget every vote, as before the first fixed point.  */
static void
reset_votes (ipmsp_state *st)
{
  unsigned i;
  ipmsp_function *f;
  FOR_EACH_VEC_ELT (st->functions, i, f)
    {
      for (unsigned k = 0; k < f->param_votes.length (); k++)
	f->param_votes[k] = f->callers_known ? MEMSPACE_BOTTOM : MEMSPACE_GENERIC;
      f->record_votes.release ();
      f->record_unknown = false;
      f->return_vote = MEMSPACE_BOTTOM;
      set_return_attribute (f, MEMSPACE_BOTTOM);
      enqueue (st, f);
    }
}

/* LOADED POINTERS: check every function and variable under the current
   facts (which assume S9); if the check fails, take the fixed point again
   without S9.  */
static void
decide_loaded_pointers (ipmsp_state *st, const char *when)
{
  if (!st->loaded_global)
    return;
  struct loaded_pointers_verdict verdict;
  loaded_pointers_start (&verdict);
  loaded_pointers_check_variables (&verdict);
  unsigned i;
  ipmsp_function *f;
  FOR_EACH_VEC_ELT (st->functions, i, f)
    {
      if (!verdict.holds)
	break;
      push_cfun (DECL_STRUCT_FUNCTION (f->node->decl));
      struct memspace_inference info;
      info.fn = cfun;
      current_facts (st, f, &info.facts);
      memspace_infer (&info, NULL);
      loaded_pointers_check_function (&info, &verdict);
      memspace_inference_release (&info);
      pop_cfun ();
    }
  loaded_pointers_report (&verdict, when);
  if (verdict.holds)
    return;
  st->loaded_global = false;
  reset_votes (st);
  run_to_fixed_point (st);
}

static unsigned int
ipmsp_execute (void)
{
  ipmsp_state st;
  hash_map<tree, ipmsp_function *> index;
  hash_map<gimple *, clone_site> sites;
  st.index = &index;
  st.sites = &sites;
  st.functions = vNULL;
  st.clones = vNULL;
  st.clone_attempts = 0;
  st.optimistic = false;
  st.loaded_global = knob (KNOB_LOADED_POINTERS);
  st.transcript = knob (KNOB_IPMSP_TRANSCRIPT);

  /* Bodies first: device_program_init reads their asm statements.  */
  load_bodies ();
  struct device_program program;
  device_program_init (&program);
  collect_functions (&st, &program);
  unsigned i;
  ipmsp_function *f;
  FOR_EACH_VEC_ELT (st.functions, i, f)
    scan (&st, f);
  /* Functions whose address escaped in a scanned statement.  */
  FOR_EACH_VEC_ELT (st.functions, i, f)
    if (!f->callers_known)
      for (unsigned k = 0; k < f->param_votes.length (); k++)
	f->param_votes[k] = MEMSPACE_GENERIC;
  compute_frames (&st);

  transcript (&st, "Initial work list size : %u", st.functions.length ());
  FOR_EACH_VEC_ELT (st.functions, i, f)
    {
      set_return_attribute (f, MEMSPACE_BOTTOM);
      enqueue (&st, f);
    }
  run_to_fixed_point (&st);
  decide_loaded_pointers (&st, "first fixed point");

  /* Clone, then settle the clones and everything they affect.  Clones
     are at most one per origin and spaces (clone_for), but a site whose
     spaces move between rounds can be redirected between existing clones
     again and again; IPMSP_MAX_CLONE_ROUNDS ends that.  Stopping before a
     round is sound: every round ends with a fixed point over the call
     graph as it is.  */
  for (unsigned round = 0;; round++)
    {
      unsigned before = st.functions.length ();
      if (round == IPMSP_MAX_CLONE_ROUNDS)
	{
	  transcript (&st, "clone rounds stop after %u rounds", round);
	  break;
	}
      if (!clone_round (&st))
	break;
      for (i = before; i < st.functions.length (); i++)
	{
	  scan (&st, st.functions[i]);
	  set_return_attribute (st.functions[i], MEMSPACE_BOTTOM);
	}
      compute_frames (&st);
      run_to_fixed_point (&st);
    }

  decide_loaded_pointers (&st, "after cloning");

  compute_nc_safe (&st);
  /* Originals whose sites all went to clones.  */
  unsigned todo = 0;
  clone_entry *made;
  FOR_EACH_VEC_ELT (st.clones, i, made)
    if (made->clone && made->callee->callers_known && !made->callee->node->callers)
      {
	if (device_program_localize_dead (&program, made->callee->node))
	  transcript (&st, "%s : no caller left, made local",
		      function_name_of (made->callee));
	todo = TODO_remove_functions;
      }
  device_program_release (&program);
  FOR_EACH_VEC_ELT (st.functions, i, f)
    {
      dump_function_facts (f);
      publish (f);
      if (st.loaded_global)
	memspace_publish_loaded_global (f->node->decl);
      f->param_votes.release ();
      f->record_votes.release ();
      f->written_fields.release ();
      f->atomic_fields.release ();
      XDELETE (f);
    }
  st.functions.release ();
  clone_entry *entry;
  FOR_EACH_VEC_ELT (st.clones, i, entry)
    entry->spaces.release ();
  st.clones.release ();
  for (hash_map<gimple *, clone_site>::iterator it = sites.begin ();
       it != sites.end (); ++it)
    (*it).second.spaces.release ();
  return todo;
}

const pass_data ipmsp_data = {
  SIMPLE_IPA_PASS, "ipmsp", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0, 0
};

class ipmsp_pass : public simple_ipa_opt_pass
{
public:
  ipmsp_pass (gcc::context *ctx) : simple_ipa_opt_pass (ipmsp_data, ctx) {}
  bool gate (function *) final override
  {
    return optimize > 0 && knob (KNOB_IPMSP) && knob (KNOB_MEMSPACE_OPT);
  }
  unsigned int execute (function *) final override { return ipmsp_execute (); }
};

} // anon namespace

opt_pass *
make_ipmsp_pass (gcc::context *ctx)
{
  return new ipmsp_pass (ctx);
}
