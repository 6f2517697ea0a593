// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-backend.cc -- the pass memspace-backend: space-qualify the
   loads and stores that the nvptx back end itself creates after GIMPLE.

   WHY.  memspace-opt rewrites what GIMPLE shows.  The back end then adds
   memory accesses of its own in RTL, and they stay generic:
   - OpenACC worker state propagation (nvptx_reorg): the live registers go
     through the shared buffer __oacc_bcast,
         cvta.shared.u64 %r108, __oacc_bcast;  st.u32 [%r108], %r31; ...
         cvta.shared.u64 %r107, __oacc_bcast;  ld.u32 %r31, [%r107]; ...
     and with vector_length > 32 through the per-vector partition of it;
   - the frame copies of worker and vector propagation (the OpenACC frame
     is the .local array %frame_ar): ld.u64 [%r133] / shfl / st.u64 [%r133];
   - vector reduction buffers (__vector_red, the partition register) under
     the CAS loop the reduction's GIMPLE builtins expand to;
   - the soft-stack switch around an `omp simd' region, printed as text by
     the omp_simt_enter/omp_simt_exit output functions:
         cvta.local.u64 %r49, %simtstack_ar + 136;  sub.u64 %r49, %r49, 32;
         st.u64 [%r49 + -8], %stack;   ...   ld.u64 %stack, [%r49 + -8];

   CONSUMES the RTL insn stream of one function after the machine-dependent
   reorg: no CFG (pass_free_cfg ran), insns in their final order, pseudos
   (nvptx has no register allocation).
   PRODUCES the same stream in which
   (1) a load or store whose base register can hold one value only -- the
       address of a symbol in a known data area plus a constant -- addresses
       the symbol itself, [sym+off], which the back end prints in the
       symbol's space (%A, nvptx.cc section_for_sym); the cvta that made
       the register goes when nothing else reads it;
   (2) a "web" of registers whose every value is a generic address into one
       space X (roots below, plus copies and constant additions) and whose
       every use is the base of a load, store or atomic is switched to X's
       window: each root becomes its window form (mov.u64 of the symbol,
       cvta.to.X of the frame or partition register), the accesses get
       MEM_ADDR_SPACE X and print ld.X/st.X/atom.X through the %A printer
       (address-spaces.cc).  A register with any other use (a shuffle, a
       call, a store of its value, a comparison) keeps its generic value,
       and so does every register it is computed from.  Roots at %frame
       or the reduction partition -- registers the prologue sets once --
       share one window register converted at the start of the function
       when there are two or more, or one inside a loop (the propagation
       at a fork inside a user loop): each root is then a move or an add
       of the window (root_window);
   (3) the SIMT soft-stack switch stores and reloads %stack in .local,
       [%simtstack_ar+C], C read from the very instructions printed before
       it (enter) or from the enter that provably set the register (exit).
   What is not proven stays as the back end made it.

   ROOTS (doc/gcc-nvptx-facts.md, section 10; nvptx.cc of GCC 12.2):
   - (set R sym) or (set R (const (plus sym N))) for a symbol with a data
     area: printed cvta.<area> (nvptx_output_mov_insn, nvptx.cc:2570-2586);
     the back end's own buffers are SHARED (nvptx.cc:372-387), variables by
     nvptx_encode_section_info (nvptx.cc:443-467);
   - (set R %frame) or %frame plus a constant, without -msoft-stack and
     with a frame: %frame is cvta.local of the .local array %frame_ar
     (init_frame, nvptx.cc:1235-1245, called at 1539-1550) -- LOCAL;
   - nvptx_red_partition (nvptx.md:2358-2366): the vector reduction
     partition register plus an offset; the register is cvta.shared of
     __vector_red plus tid.y times the partition size (printed in the
     prologue, nvptx.cc:1319-1326) -- SHARED;
   - the worker broadcast partition register cfun->machine->bcast_partition,
     never set in RTL: cvta.shared of __oacc_bcast plus (tid.y + 1) times the
     partition size (nvptx.cc:1345-1356) -- SHARED; copies of it are
     converted (cvta.to.shared instead of the mov), accesses directly off
     it stay generic.
   A register whose value at a use might come from anything else -- a
   load, a call, a shuffle, an unrecognised or predicated definition --
   is not followed.

   POSITION.  Right after "mach" (nvptx_reorg, nvptx.cc:5697): the
   propagation and neutering code exists and nothing but cleanup_barriers,
   shorten_branches and final follows.  Final then prints the prologue,
   which is when simt_stack_size and has_softstack get their values
   (nvptx.cc:1535-1573) -- which is why (3) rewrites text at print time.

   KNOBS: backend-accesses (this pass), memspace-opt (all rewriting).
   Dump: dump=rtl-memspace-backend lists every rewrite and every register
   left generic with the reason.  */

#include "gcc-compat.h"
#include "tm_p.h"
#include "insn-attr.h"
#include "knobs.h"
#include "memspace-addr-space.h"
#include "nvptx-facts.h"
#include "rtl-hooks.h"
#include "passes.h"


namespace {

/* How a register is defined by one insn.  */
enum def_kind
{
  DEF_ROOT,	/* A generic address in one space (ROOTS above).  */
  DEF_COPY,	/* Another register plus a constant.  */
  DEF_OTHER	/* Anything else.  */
};

enum root_kind
{
  ROOT_SYMBOL,		/* VALUE is the symbolic address.  */
  ROOT_FRAME,		/* %frame + OFFSET.  */
  ROOT_RED_PARTITION	/* The vector reduction partition + OFFSET.  */
};

struct reg_def
{
  rtx_insn *insn;
  enum def_kind kind;
  enum root_kind root;
  enum memspace space;
  rtx value;
  unsigned int source;
  HOST_WIDE_INT offset;
  int next;
};

/* A load, store or atomic whose address is a pseudo plus a constant.  */
struct mem_use
{
  rtx_insn *insn;
  rtx *loc;
  unsigned int regno;
  HOST_WIDE_INT offset;
  bool move_p;		/* A plain load or store (not an atomic).  */
  bool store_p;
};

struct reg_info
{
  int first_def;
  int defs;
  bool other_def;
  bool other_use;
  int mem_uses;
  int copy_uses;
  enum memspace space;
  /* The one value the register can hold (a symbolic constant), or NULL.  */
  rtx constant;
  bool constant_done;
  bool web;
  unsigned int parent;	/* Union-find over webs.  */
};

/* A conversion made once at the start of the function.  */
struct root_window_entry
{
  rtx input;
  enum memspace space;
  rtx window;
};

struct scan_state
{
  unsigned int nregs;
  reg_info *regs;
  vec<reg_def> defs;
  vec<mem_use> mems;
  unsigned int bcast_partition;	/* Its regno, or 0.  */
  const_rtx classified;		/* The SET classified by scan_insn.  */
  /* convert_webs: whether the roots of each kind share one conversion
     at the start (shared_root_window_p), and those made (root_window).  */
  bool shared_window[ROOT_RED_PARTITION + 1];
  vec<root_window_entry> windows;
};

/* The state space of a symbol's data area (nvptx.cc:116-124), or
   MEMSPACE_GENERIC.  */
static enum memspace
area_space (const_rtx x)
{
  if (GET_CODE (x) == CONST)
    {
      x = XEXP (x, 0);
      if (GET_CODE (x) != PLUS || !CONST_INT_P (XEXP (x, 1)))
	return MEMSPACE_GENERIC;
      x = XEXP (x, 0);
    }
  if (!SYMBOL_REF_P (x))
    return MEMSPACE_GENERIC;
  return nvptx_facts_symbol_space (x);
}

static bool
pseudo_p (const_rtx x)
{
  return REG_P (x) && REGNO (x) >= FIRST_PSEUDO_REGISTER;
}

/* Classify the source SRC of a SET of a Pmode pseudo.  */
static reg_def
classify_source (rtx_insn *insn, rtx src)
{
  reg_def d;
  d.insn = insn;
  d.kind = DEF_OTHER;
  d.root = ROOT_SYMBOL;
  d.space = MEMSPACE_GENERIC;
  d.value = NULL_RTX;
  d.source = 0;
  d.offset = 0;
  d.next = -1;
  HOST_WIDE_INT offset = 0;
  rtx base = src;
  if (GET_CODE (base) == PLUS && CONST_INT_P (XEXP (base, 1)))
    {
      offset = INTVAL (XEXP (base, 1));
      base = XEXP (base, 0);
    }
  enum memspace area = area_space (src);
  if (area != MEMSPACE_GENERIC && memspace_concrete_p (area)
      && area != MEMSPACE_PARAM)
    {
      d.kind = DEF_ROOT;
      d.root = ROOT_SYMBOL;
      d.space = area;
      d.value = src;
    }
  else if (pseudo_p (base))
    {
      d.kind = DEF_COPY;
      d.source = REGNO (base);
      d.offset = offset;
    }
  else if (REG_P (base) && REGNO (base) == FRAME_POINTER_REGNUM
	   && !memspace_target_soft_stack_p () && maybe_ne (get_frame_size (), 0))
    {
      d.kind = DEF_ROOT;
      d.root = ROOT_FRAME;
      d.space = MEMSPACE_LOCAL;
      d.offset = offset;
    }
  else if (GET_CODE (src) == UNSPEC_VOLATILE
	   && XINT (src, 1) == UNSPECV_RED_PART
	   && XVECLEN (src, 0) == 1 && CONST_INT_P (XVECEXP (src, 0, 0))
	   && nvptx_facts_red_partition ())
    {
      d.kind = DEF_ROOT;
      d.root = ROOT_RED_PARTITION;
      d.space = MEMSPACE_SHARED;
      d.offset = INTVAL (XVECEXP (src, 0, 0));
    }
  return d;
}

static void
add_def (scan_state *s, unsigned int regno, reg_def d)
{
  reg_info *r = &s->regs[regno];
  d.next = r->first_def;
  r->first_def = s->defs.length ();
  r->defs++;
  if (d.kind == DEF_OTHER)
    r->other_def = true;
  s->defs.safe_push (d);
}

/* note_stores callback: every store into a pseudo that scan_insn did not
   classify is a definition it does not understand (clobbers end a value
   and define none).  */
static void
note_other_def (rtx dest, const_rtx setter, void *data)
{
  scan_state *s = (scan_state *) data;
  if (setter == s->classified || GET_CODE (setter) == CLOBBER)
    return;
  if (GET_CODE (dest) == SUBREG)
    dest = SUBREG_REG (dest);
  if (!pseudo_p (dest))
    return;
  reg_def d;
  memset (&d, 0, sizeof d);
  d.kind = DEF_OTHER;
  d.space = MEMSPACE_GENERIC;
  add_def (s, REGNO (dest), d);
}

/* True if *LOC, a MEM in BODY (an insn pattern without COND_EXEC), is
   the memory operand of a plain move, extension or truncation -- a load
   into a register or a store of a register or constant: the patterns
   that print it with %A and nothing else (nvptx.md:243-304, 384-462).
   An unspec on the other side (nvptx_atomic_store_sm70, nvptx.md:2116-2128,
   prints a membar whose scope %B derives from the address) is not.  */
static bool
move_operand_p (rtx body, rtx *loc)
{
  if (GET_CODE (body) != SET)
    return false;
  rtx src = SET_SRC (body), dest = SET_DEST (body);
  if (loc == &SET_SRC (body))
    return REG_P (dest);
  if ((GET_CODE (src) == ZERO_EXTEND || GET_CODE (src) == SIGN_EXTEND)
      && loc == &XEXP (src, 0))
    return REG_P (dest);
  if (loc == &SET_DEST (body))
    {
      if (GET_CODE (src) == TRUNCATE)
	src = XEXP (src, 0);
      return REG_P (src) || CONST_INT_P (src) || CONST_DOUBLE_P (src);
    }
  return false;
}

/* Record the register uses in *LOC of INSN (pattern BODY).  OPAQUE: an
   asm or a call, whose memory operands are not ours to change.  */
static void
scan_uses (scan_state *s, rtx_insn *insn, rtx body, rtx *loc, bool opaque)
{
  rtx x = *loc;
  if (!x)
    return;
  switch (GET_CODE (x))
    {
    case REG:
      if (pseudo_p (x))
	s->regs[REGNO (x)].other_use = true;
      return;
    case MEM:
      if (!opaque)
	{
	  rtx base = XEXP (x, 0);
	  HOST_WIDE_INT offset = 0;
	  if (GET_CODE (base) == PLUS && CONST_INT_P (XEXP (base, 1)))
	    {
	      offset = INTVAL (XEXP (base, 1));
	      base = XEXP (base, 0);
	    }
	  if (pseudo_p (base))
	    {
	      mem_use m;
	      m.insn = insn;
	      m.loc = loc;
	      m.regno = REGNO (base);
	      m.offset = offset;
	      m.move_p = move_operand_p (body, loc);
	      m.store_p = GET_CODE (body) == SET && loc == &SET_DEST (body);
	      s->mems.safe_push (m);
	      s->regs[m.regno].mem_uses++;
	      return;
	    }
	}
      break;
    case SET:
      if (!REG_P (SET_DEST (x)))
	/* A memory destination's address, or the register a SUBREG,
	   STRICT_LOW_PART or ZERO_EXTRACT partly overwrites.  */
	scan_uses (s, insn, body, &SET_DEST (x), opaque);
      scan_uses (s, insn, body, &SET_SRC (x), opaque);
      return;
    case CLOBBER:
      if (REG_P (XEXP (x, 0)))
	return;
      break;
    default:
      break;
    }
  const char *fmt = GET_RTX_FORMAT (GET_CODE (x));
  for (int i = GET_RTX_LENGTH (GET_CODE (x)) - 1; i >= 0; i--)
    if (fmt[i] == 'e')
      scan_uses (s, insn, body, &XEXP (x, i), opaque);
    else if (fmt[i] == 'E')
      for (int j = XVECLEN (x, i) - 1; j >= 0; j--)
	scan_uses (s, insn, body, &XVECEXP (x, i, j), opaque);
}

static void
scan_insn (scan_state *s, rtx_insn *insn)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) == USE || GET_CODE (pat) == CLOBBER)
    {
      if (GET_CODE (pat) == USE)
	scan_uses (s, insn, pat, &XEXP (pat, 0), true);
      return;
    }
  bool opaque = (CALL_P (insn) || asm_noperands (pat) >= 0
		 || GET_CODE (pat) == ASM_INPUT);
  s->classified = NULL_RTX;
  if (!opaque && GET_CODE (pat) == SET && pseudo_p (SET_DEST (pat))
      && GET_MODE (SET_DEST (pat)) == Pmode)
    {
      reg_def d = classify_source (insn, SET_SRC (pat));
      add_def (s, REGNO (SET_DEST (pat)), d);
      s->classified = pat;
      if (d.kind == DEF_COPY)
	s->regs[d.source].copy_uses++;
      else if (d.kind == DEF_OTHER)
	scan_uses (s, insn, pat, &SET_SRC (pat), opaque);
    }
  else
    {
      rtx body = pat;
      if (GET_CODE (body) == COND_EXEC)
	{
	  scan_uses (s, insn, body, &COND_EXEC_TEST (body), true);
	  body = COND_EXEC_CODE (body);
	}
      scan_uses (s, insn, body, GET_CODE (pat) == COND_EXEC
		 ? &COND_EXEC_CODE (pat) : &PATTERN (insn), opaque);
    }
  note_stores (insn, note_other_def, s);
}

/* The lattice value of each register: the meet of its definitions.  */
static void
compute_spaces (scan_state *s)
{
  for (unsigned int i = FIRST_PSEUDO_REGISTER; i < s->nregs; i++)
    {
      reg_info *r = &s->regs[i];
      r->space = (r->other_def || (r->defs == 0 && i != s->bcast_partition)
		  ? MEMSPACE_GENERIC : MEMSPACE_BOTTOM);
      if (i == s->bcast_partition)
	r->space = r->defs ? MEMSPACE_GENERIC : MEMSPACE_SHARED;
    }
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned int i = FIRST_PSEUDO_REGISTER; i < s->nregs; i++)
	{
	  reg_info *r = &s->regs[i];
	  if (r->space == MEMSPACE_GENERIC)
	    continue;
	  enum memspace space = r->space;
	  for (int d = r->first_def; d >= 0; d = s->defs[d].next)
	    {
	      const reg_def &def = s->defs[d];
	      /* TESTING ONLY (test-wrong-rewrite=backend-first-definition):
		 a register defined on two paths takes the space of the one
		 definition that settles first, not the meet.  */
	      if (knob (KNOB_TEST_WRONG_REWRITE)
		    == MEMSPACE_TEST_BACKEND_FIRST_DEFINITION
		  && memspace_concrete_p (space))
		break;
	      space = memspace_meet (space, def.kind == DEF_ROOT ? def.space
				     : s->regs[def.source].space);
	    }
	  if (space != r->space)
	    {
	      r->space = space;
	      changed = true;
	    }
	}
    }
}

/* The one symbolic value register REGNO can hold, or NULL_RTX.  */
static rtx
constant_value (scan_state *s, unsigned int regno, int depth = 0)
{
  reg_info *r = &s->regs[regno];
  if (r->constant_done)
    return r->constant;
  r->constant_done = true;
  r->constant = NULL_RTX;
  if (r->defs != 1 || r->other_def || depth > 16)
    return NULL_RTX;
  const reg_def &d = s->defs[r->first_def];
  rtx value = NULL_RTX;
  if (d.kind == DEF_ROOT && d.root == ROOT_SYMBOL)
    value = d.value;
  else if (d.kind == DEF_COPY)
    if (rtx source = constant_value (s, d.source, depth + 1))
      value = plus_constant (Pmode, source, d.offset);
  r->constant = value;
  return value;
}

static void
scan_function (scan_state *s)
{
  s->nregs = max_reg_num ();
  s->regs = XCNEWVEC (reg_info, s->nregs);
  for (unsigned int i = 0; i < s->nregs; i++)
    {
      s->regs[i].first_def = -1;
      s->regs[i].space = MEMSPACE_GENERIC;
      s->regs[i].parent = i;
    }
  s->defs = vNULL;
  s->mems = vNULL;
  s->bcast_partition = 0;
  if (rtx part = nvptx_facts_bcast_partition ())
    if (pseudo_p (part))
      s->bcast_partition = REGNO (part);
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (NONDEBUG_INSN_P (insn))
      scan_insn (s, insn);
  compute_spaces (s);
}

static void
release_scan (scan_state *s)
{
  XDELETEVEC (s->regs);
  s->defs.release ();
  s->mems.release ();
}

/* True if a MEM_USE may be put in SPACE: the mode is printed with %A
   (nvptx_facts_mode_prints_space_p) and the insn is a move or one of the atomics
   (attribute "atomic", nvptx.md:2044-2237), which PTX has for .global and
   .shared only.  */
static bool
mem_use_ok_p (const mem_use &m, enum memspace space)
{
  machine_mode mode = GET_MODE (*m.loc);
  if (!nvptx_facts_mode_prints_space_p (mode))
    return false;
  if (m.store_p && space == MEMSPACE_CONST)
    return false;
  if (m.move_p)
    return true;
  if (space != MEMSPACE_GLOBAL && space != MEMSPACE_SHARED)
    return false;
  return recog_memoized (m.insn) >= 0 && get_attr_atomic (m.insn) == ATOMIC_TRUE;
}

/* (1): accesses through a register with one symbolic value address the
   symbol.  Return the number rewritten.  */
static int
substitute_constants (scan_state *s)
{
  int done = 0;
  unsigned int i;
  mem_use *m;
  FOR_EACH_VEC_ELT (s->mems, i, m)
    {
      if (!m->move_p)
	continue;
      rtx value = constant_value (s, m->regno);
      if (!value || !mem_use_ok_p (*m, area_space (value)))
	continue;
      rtx addr = plus_constant (Pmode, value, m->offset);
      rtx mem = replace_equiv_address_nv (*m->loc, addr);
      if (!validate_change (m->insn, m->loc, mem, false))
	continue;
      done++;
      if (dump_file)
	{
	  fprintf (dump_file, "  insn %d: r%u%+" HOST_WIDE_INT_PRINT "d is ",
		   INSN_UID (m->insn), m->regno, m->offset);
	  print_inline_rtx (dump_file, addr, 0);
	  fprintf (dump_file, " (%s)\n", memspace_name (area_space (value)));
	}
    }
  return done;
}

/* Delete the definitions of registers that had uses before the rewrite
   (USED) and have none now.  Return true if any went.  */
static bool
delete_dead_definitions (scan_state *s, const bool *used)
{
  bool any = false;
  for (unsigned int i = FIRST_PSEUDO_REGISTER; i < s->nregs; i++)
    {
      reg_info *r = &s->regs[i];
      if (!used[i] || r->other_def || r->other_use || r->mem_uses
	  || r->copy_uses || !r->defs)
	continue;
      for (int d = r->first_def; d >= 0; d = s->defs[d].next)
	{
	  if (dump_file)
	    fprintf (dump_file, "  insn %d: r%u no longer read, deleted\n",
		     INSN_UID (s->defs[d].insn), i);
	  set_insn_deleted (s->defs[d].insn);
	}
      any = true;
    }
  return any;
}

static unsigned int
web_find (scan_state *s, unsigned int i)
{
  while (s->regs[i].parent != i)
    i = s->regs[i].parent = s->regs[s->regs[i].parent].parent;
  return i;
}

/* The PTX name of SPACE in cvta.  */
static const char *
cvta_name (enum memspace space)
{
  switch (space)
    {
    case MEMSPACE_GLOBAL: return "global";
    case MEMSPACE_SHARED: return "shared";
    case MEMSPACE_LOCAL: return "local";
    case MEMSPACE_CONST: return "const";
    default: gcc_unreachable ();
    }
}

/* Emit, before INSN, DEST = TEMPL (INPUT) as non-volatile inline-asm RTL
   (address-spaces.cc emits its conversions the same way).  */
static void
emit_window_insn (rtx_insn *insn, rtx dest, const char *templ, rtx input,
		  const char *constraint)
{
  location_t loc = INSN_LOCATION (insn);
  rtvec inputs = gen_rtvec (1, input);
  rtvec constraints
    = gen_rtvec (1, gen_rtx_ASM_INPUT_loc (Pmode, ggc_strdup (constraint), loc));
  rtx body = gen_rtx_ASM_OPERANDS (Pmode, memspace_asm_template (templ), "=r",
				   0, inputs, constraints, rtvec_alloc (0), loc);
  rtx_insn *conv = emit_insn_before (gen_rtx_SET (dest, body), insn);
  INSN_LOCATION (conv) = loc;
}

static void
emit_add_before (rtx_insn *insn, rtx dest, HOST_WIDE_INT offset)
{
  if (offset == 0)
    return;
  rtx_insn *add
    = emit_insn_before (gen_rtx_SET (dest, plus_constant (Pmode, dest, offset)),
			insn);
  INSN_LOCATION (add) = INSN_LOCATION (insn);
}

/* The insn before which a conversion every thread must run once goes:
   the first insn or label of the function.  The prologue text that sets
   %frame and the partition registers is printed before it, and every
   neutering branch of nvptx_reorg comes after it (the worker broadcast
   partition's window already goes there, convert_partition_accesses).
   Before a label, it stays out of a loop that starts the function.  */
static rtx_insn *
function_start_insn (void)
{
  rtx_insn *first = get_insns ();
  while (first && !NONDEBUG_INSN_P (first) && !LABEL_P (first))
    first = NEXT_INSN (first);
  return first;
}

/* If INSN is such a conversion, (set R (asm_operands "cvta.to.local"
   %frame)) with R a Pmode pseudo, return R.  It computes the same value
   as a ROOT_FRAME window, wherever it sits: %frame is set once, by the
   prologue text.  */
static rtx
frame_asm_conversion (rtx_insn *insn)
{
  if (!NONDEBUG_INSN_P (insn) || memspace_target_soft_stack_p ())
    return NULL_RTX;
  rtx set = single_set (insn);
  if (!set || GET_CODE (SET_SRC (set)) != ASM_OPERANDS
      || !pseudo_p (SET_DEST (set)) || GET_MODE (SET_DEST (set)) != Pmode)
    return NULL_RTX;
  rtx src = SET_SRC (set);
  if (strcmp (ASM_OPERANDS_TEMPLATE (src), MEMSPACE_FRAME_CONVERSION_TEXT) != 0
      || ASM_OPERANDS_INPUT_LENGTH (src) != 1)
    return NULL_RTX;
  rtx input = ASM_OPERANDS_INPUT (src, 0);
  if (!REG_P (input) || REGNO (input) != FRAME_POINTER_REGNUM)
    return NULL_RTX;
  return SET_DEST (set);
}

/* True if the definitions of roots of kind ROOT (ROOT_FRAME or
   ROOT_RED_PARTITION) in the webs should share one conversion at the
   start of the function: there are two or more, or one lies between a
   label and a later jump back to it (a loop: the insn stream is final,
   there is no CFG after pass_free_cfg).  Each such definition otherwise
   runs its own cvta.to.X of a register that the prologue sets once --
   the same value every time.  Measured: an OpenACC docking mini-app ran
   7.5e7 cvta.to.local of %frame in the worker and vector propagation
   inside its loops (issue 27).  */
static bool
shared_root_window_p (scan_state *s, enum root_kind root)
{
  int count = 0;
  hash_set<rtx_insn *> defs;
  for (unsigned int i = FIRST_PSEUDO_REGISTER; i < s->nregs; i++)
    if (s->regs[i].web)
      for (int d = s->regs[i].first_def; d >= 0; d = s->defs[d].next)
	if (s->defs[d].kind == DEF_ROOT && s->defs[d].root == root)
	  {
	    count++;
	    defs.add (s->defs[d].insn);
	  }
  /* memspace-opt's conversions of the frame: the same value too.  */
  if (root == ROOT_FRAME)
    for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
      if (frame_asm_conversion (insn))
	{
	  count++;
	  defs.add (insn);
	}
  if (count >= 2)
    return true;
  if (count == 0)
    return false;
  /* The one definition: inside a backward jump's range?  */
  hash_set<rtx_insn *> seen_labels;
  bool def_seen = false;
  hash_set<rtx_insn *> labels_before_def;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (LABEL_P (insn) && !def_seen)
	labels_before_def.add (insn);
      if (defs.contains (insn))
	def_seen = true;
      if (def_seen && JUMP_P (insn))
	{
	  rtx label = JUMP_LABEL (insn);
	  if (label && LABEL_P (label)
	      && labels_before_def.contains (as_a <rtx_insn *> (label)))
	    return true;
	  /* A table jump or a return: look at its targets conservatively.  */
	  if (label && ANY_RETURN_P (label))
	    continue;
	  if (!label)
	    return true;
	}
    }
  return false;
}

/* The window of INPUT -- %frame or the vector reduction partition, set by
   the prologue text before the first insn and never in RTL -- in SPACE,
   converted once at the start of the function (function_start_insn).  */
static rtx
root_window (scan_state *s, rtx input, enum memspace space)
{
  unsigned int i;
  root_window_entry *e;
  FOR_EACH_VEC_ELT (s->windows, i, e)
    if (e->input == input && e->space == space)
      return e->window;
  rtx_insn *first = function_start_insn ();
  if (!first)
    return NULL_RTX;
  char templ[64];
  snprintf (templ, sizeof templ, "cvta.to.%s.u64\t%%0, %%1;",
	    cvta_name (space));
  rtx window = gen_reg_rtx (Pmode);
  emit_window_insn (first, window, templ, input, "r");
  root_window_entry entry = { input, space, window };
  s->windows.safe_push (entry);
  if (dump_file)
    fprintf (dump_file, "  r%u: the %s window of %s, converted once at the "
	     "start\n", REGNO (window), memspace_name (space),
	     input == frame_pointer_rtx ? "%frame" : "the reduction partition");
  return window;
}

/* Make definition D of register REGNO (in web space SPACE) produce the
   window address in SPACE.  */
static void
convert_definition (scan_state *s, unsigned int regno, const reg_def &d,
		    enum memspace space)
{
  rtx dest = regno_reg_rtx[regno];
  char templ[64];
  if (d.kind == DEF_COPY && s->regs[d.source].web)
    return;	/* Window plus a constant: stays as it is.  */
  if (d.kind == DEF_ROOT && d.root != ROOT_SYMBOL
      && s->shared_window[d.root])
    {
      rtx input = (d.root == ROOT_FRAME ? frame_pointer_rtx
		   : nvptx_facts_red_partition ());
      if (rtx window = root_window (s, input, space))
	{
	  /* One add (or move) where the root was cvta.to.X and an add.  */
	  rtx_insn *set
	    = emit_insn_before (gen_rtx_SET (dest, plus_constant (Pmode, window,
								   d.offset)),
				d.insn);
	  INSN_LOCATION (set) = INSN_LOCATION (d.insn);
	  if (dump_file)
	    fprintf (dump_file, "  insn %d: r%u defined off the %s window r%u\n",
		     INSN_UID (d.insn), regno, memspace_name (space),
		     REGNO (window));
	  set_insn_deleted (d.insn);
	  return;
	}
    }
  if (d.kind == DEF_ROOT && d.root == ROOT_SYMBOL)
    /* The symbol's address in its own space (nvptx_output_mov_insn would
       print cvta); convert_webs checked the module declares it.  */
    emit_window_insn (d.insn, dest, "mov.u64\t%0, %1;", d.value, "i");
  else
    {
      rtx input;
      if (d.kind == DEF_COPY)
	input = regno_reg_rtx[d.source];
      else if (d.root == ROOT_FRAME)
	input = frame_pointer_rtx;
      else
	input = nvptx_facts_red_partition ();
      snprintf (templ, sizeof templ, "cvta.to.%s.u64\t%%0, %%1;",
		cvta_name (space));
      emit_window_insn (d.insn, dest, templ, input, "r");
      emit_add_before (d.insn, dest, d.offset);
    }
  if (dump_file)
    fprintf (dump_file, "  insn %d: r%u defined in the %s window\n",
	     INSN_UID (d.insn), regno, memspace_name (space));
  set_insn_deleted (d.insn);
}

/* The accesses directly off the worker broadcast partition register
   (nvptx_single, nvptx.cc:5014-5046: vector-single predicates with
   vector_length > 32): the register is set by the prologue text before
   the first insn (nvptx_init_oacc_workers, nvptx.cc:1338-1363) and never
   in RTL, so one cvta.to.shared of it in front of the first insn, which
   every thread runs before any neutering branch, is its shared window for
   the whole function.  Return the number of accesses rewritten.  */
static int
convert_partition_accesses (scan_state *s)
{
  unsigned int part = s->bcast_partition;
  if (!part)
    return 0;
  reg_info *r = &s->regs[part];
  if (!r->mem_uses || r->other_use || r->other_def || r->defs)
    return 0;
  unsigned int i;
  mem_use *m;
  FOR_EACH_VEC_ELT (s->mems, i, m)
    if (m->regno == part && !mem_use_ok_p (*m, MEMSPACE_SHARED))
      return 0;
  rtx_insn *first = get_insns ();
  while (first && !NONDEBUG_INSN_P (first))
    first = NEXT_INSN (first);
  if (!first)
    return 0;
  rtx window = gen_reg_rtx (Pmode);
  int accesses = 0;
  FOR_EACH_VEC_ELT (s->mems, i, m)
    if (m->regno == part)
      {
	rtx mem = replace_equiv_address_nv (copy_rtx (*m->loc),
					    plus_constant (Pmode, window,
							   m->offset));
	set_mem_addr_space (mem, MEMSPACE_AS_SHARED);
	validate_change (m->insn, m->loc, mem, true);
	accesses++;
      }
  if (!apply_change_group ())
    return 0;
  emit_window_insn (first, window, "cvta.to.shared.u64\t%0, %1;",
		    regno_reg_rtx[part], "r");
  if (dump_file)
    fprintf (dump_file, "  r%u: %d accesses off the worker broadcast partition "
	     "r%u, converted once at the start\n", REGNO (window), accesses,
	     part);
  return accesses;
}

/* With a .local window of %frame for the whole function, memspace's own
   conversions of %frame (frame_asm_conversion) read it: a register with
   that one definition is replaced by the window in every insn that uses
   it, any other gets a move of it.  One cvta.to.local of %frame per
   function instead of one per conversion.  */
static void
reuse_frame_window (scan_state *s)
{
  rtx window = NULL_RTX;
  rtx_insn *next;
  for (rtx_insn *insn = get_insns (); insn; insn = next)
    {
      next = NEXT_INSN (insn);
      rtx dest = frame_asm_conversion (insn);
      if (!dest)
	continue;
      if (!window)
	window = root_window (s, frame_pointer_rtx, MEMSPACE_LOCAL);
      if (!window)
	return;
      if (dest == window)
	continue;
      bool replaced = false;
      if (REGNO (dest) < s->nregs && s->regs[REGNO (dest)].defs == 1)
	{
	  for (rtx_insn *use = get_insns (); use; use = NEXT_INSN (use))
	    if (use != insn && NONDEBUG_INSN_P (use)
		&& reg_mentioned_p (dest, PATTERN (use)))
	      validate_replace_rtx_group (dest, window, use);
	  replaced = apply_change_group ();
	}
      if (!replaced)
	{
	  rtx_insn *mov = emit_insn_before (gen_rtx_SET (dest, window), insn);
	  INSN_LOCATION (mov) = INSN_LOCATION (insn);
	}
      if (dump_file)
	fprintf (dump_file, "  insn %d: memspace's conversion of %%frame r%u "
		 "%s the local window r%u\n", INSN_UID (insn), REGNO (dest),
		 replaced ? "replaced by" : "moved from", REGNO (window));
      set_insn_deleted (insn);
    }
}

/* Why register REGNO stays out of the webs, for the dump.  */
static const char *
web_refusal (scan_state *s, unsigned int regno)
{
  reg_info *r = &s->regs[regno];
  if (r->space == MEMSPACE_BOTTOM || r->space == MEMSPACE_GENERIC)
    return "value not proven in one space";
  if (r->other_use)
    return "value also used other than as an address";
  if (regno == s->bcast_partition)
    return "set by the prologue text; an access off it did not qualify";
  return "access or consumer that needs the generic value";
}

/* (2): switch the webs to their space's window.  Return the number of
   accesses rewritten.  */
static int
convert_webs (scan_state *s)
{
  unsigned int i;
  mem_use *m;
  for (i = FIRST_PSEUDO_REGISTER; i < s->nregs; i++)
    {
      reg_info *r = &s->regs[i];
      r->web = (GET_MODE (regno_reg_rtx[i]) == Pmode
		&& (r->space == MEMSPACE_GLOBAL || r->space == MEMSPACE_SHARED
		    || r->space == MEMSPACE_LOCAL || r->space == MEMSPACE_CONST)
		&& !r->other_def && !r->other_use && r->defs > 0
		&& i != s->bcast_partition);
    }
  FOR_EACH_VEC_ELT (s->mems, i, m)
    if (s->regs[m->regno].web && !mem_use_ok_p (*m, s->regs[m->regno].space))
      s->regs[m->regno].web = false;
  /* A symbol moved in by inline asm must be one the module declares
     anyway (an undefined extern would miss its .extern).  */
  for (i = FIRST_PSEUDO_REGISTER; i < s->nregs; i++)
    for (int d = s->regs[i].first_def; d >= 0; d = s->defs[d].next)
      if (s->defs[d].kind == DEF_ROOT && s->defs[d].root == ROOT_SYMBOL)
	{
	  rtx sym = s->defs[d].value;
	  if (GET_CODE (sym) == CONST)
	    sym = XEXP (XEXP (sym, 0), 0);
	  if (!memspace_symbol_declared_p (sym))
	    s->regs[i].web = false;
	}
  /* A register feeding one outside the web keeps its generic value; a
     register fed from outside converts there, if that value is in its
     space.  */
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (i = FIRST_PSEUDO_REGISTER; i < s->nregs; i++)
	for (int d = s->regs[i].first_def; d >= 0; d = s->defs[d].next)
	  {
	    const reg_def &def = s->defs[d];
	    if (def.kind != DEF_COPY)
	      continue;
	    reg_info *src = &s->regs[def.source], *dst = &s->regs[i];
	    if (src->web && !dst->web)
	      src->web = false, changed = true;
	    if (dst->web && !src->web && src->space != dst->space)
	      dst->web = false, changed = true;
	  }
    }
  for (i = FIRST_PSEUDO_REGISTER; i < s->nregs; i++)
    for (int d = s->regs[i].first_def; d >= 0; d = s->defs[d].next)
      if (s->defs[d].kind == DEF_COPY && s->regs[i].web
	  && s->regs[s->defs[d].source].web)
	{
	  unsigned int a = web_find (s, i), b = web_find (s, s->defs[d].source);
	  if (a != b)
	    s->regs[a].parent = b;
	}

  s->windows = vNULL;
  s->shared_window[ROOT_SYMBOL] = false;
  s->shared_window[ROOT_FRAME] = shared_root_window_p (s, ROOT_FRAME);
  s->shared_window[ROOT_RED_PARTITION]
    = shared_root_window_p (s, ROOT_RED_PARTITION);

  int done = convert_partition_accesses (s);
  if (done)
    s->regs[s->bcast_partition].mem_uses = 0;

  if (dump_file)
    for (i = FIRST_PSEUDO_REGISTER; i < s->nregs; i++)
      if (s->regs[i].mem_uses && !s->regs[i].web && !constant_value (s, i)
	  && s->regs[i].space != MEMSPACE_GENERIC)
	fprintf (dump_file, "  r%u (%s) stays generic: %s\n", i,
		 memspace_name (s->regs[i].space), web_refusal (s, i));

  /* One change group per web: all of its accesses or none.  */
  for (unsigned int root = FIRST_PSEUDO_REGISTER; root < s->nregs; root++)
    {
      if (!s->regs[root].web || web_find (s, root) != root)
	continue;
      int accesses = 0;
      FOR_EACH_VEC_ELT (s->mems, i, m)
	if (s->regs[m->regno].web && web_find (s, m->regno) == root)
	  {
	    rtx mem = copy_rtx (*m->loc);
	    set_mem_addr_space (mem, memspace_addr_space (s->regs[m->regno].space));
	    validate_change (m->insn, m->loc, mem, true);
	    accesses++;
	  }
      if (!accesses)
	continue;
      if (!apply_change_group ())
	{
	  if (dump_file)
	    fprintf (dump_file, "  web of r%u: an access did not re-recognise, "
		     "left generic\n", root);
	  continue;
	}
      for (i = FIRST_PSEUDO_REGISTER; i < s->nregs; i++)
	if (s->regs[i].web && web_find (s, i) == root)
	  for (int d = s->regs[i].first_def; d >= 0; d = s->defs[d].next)
	    convert_definition (s, i, s->defs[d], s->regs[i].space);
      if (dump_file)
	fprintf (dump_file, "  web of r%u (%s): %d accesses\n", root,
		 memspace_name (s->regs[root].space), accesses);
      done += accesses;
    }
  if (s->shared_window[ROOT_FRAME])
    reuse_frame_window (s);
  s->windows.release ();
  return done;
}

/* (3): the SIMT soft-stack switch.  Its text comes from the output
   functions of omp_simt_enter/omp_simt_exit (nvptx.md:1851-1897), which
   print straight to asm_out_file; the insns are replaced by asm insns
   whose one operand print (memspace_backend_print_operand) calls the
   same functions into a buffer and rewrites the %stack save and reload.
   The exit's second input is the enter's rounded size when the exit's
   register provably holds the enter's value, else -1.  */
static const char simt_enter_template[] = "%Z0";
static const char simt_exit_template[] = "%Z1";

static int
replace_simt_insns (scan_state *s)
{
  int done = 0;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (!NONJUMP_INSN_P (insn))
	continue;
      rtx pat = PATTERN (insn);
      location_t loc = INSN_LOCATION (insn);
      if (GET_CODE (pat) == SET && REG_P (SET_DEST (pat))
	  && GET_CODE (SET_SRC (pat)) == UNSPEC_VOLATILE
	  && XINT (SET_SRC (pat), 1) == UNSPECV_SIMT_ENTER)
	{
	  rtx src = SET_SRC (pat);
	  rtvec inputs = gen_rtvec (2, XVECEXP (src, 0, 0), XVECEXP (src, 0, 1));
	  rtvec constraints
	    = gen_rtvec (2, gen_rtx_ASM_INPUT_loc (Pmode, "ri", loc),
			 gen_rtx_ASM_INPUT_loc (Pmode, "ri", loc));
	  rtx body = gen_rtx_ASM_OPERANDS (Pmode, simt_enter_template, "=r", 0,
					   inputs, constraints,
					   rtvec_alloc (0), loc);
	  MEM_VOLATILE_P (body) = 1;
	  PATTERN (insn) = gen_rtx_SET (SET_DEST (pat), body);
	  INSN_CODE (insn) = -1;
	  done++;
	}
      else if (GET_CODE (pat) == UNSPEC_VOLATILE
	       && XINT (pat, 1) == UNSPECV_SIMT_EXIT
	       && REG_P (XVECEXP (pat, 0, 0)))
	{
	  rtx reg = XVECEXP (pat, 0, 0);
	  HOST_WIDE_INT size = -1;
	  reg_info *r = pseudo_p (reg) ? &s->regs[REGNO (reg)] : NULL;
	  if (r && r->defs == 1 && r->other_def)
	    {
	      /* The register's one definition: an enter (replaced above or
		 not yet -- both orders occur) with a constant size and an
		 alignment the stack's own 8 bytes satisfy, so its text has
		 no and.b64 (nvptx.cc:1664-1677).  */
	      rtx dpat = PATTERN (s->defs[r->first_def].insn);
	      rtx dsrc = GET_CODE (dpat) == SET ? SET_SRC (dpat) : NULL_RTX;
	      rtx size_op = NULL_RTX, align_op = NULL_RTX;
	      if (dsrc && GET_CODE (dsrc) == UNSPEC_VOLATILE
		  && XINT (dsrc, 1) == UNSPECV_SIMT_ENTER)
		size_op = XVECEXP (dsrc, 0, 0), align_op = XVECEXP (dsrc, 0, 1);
	      else if (dsrc && GET_CODE (dsrc) == ASM_OPERANDS
		       && ASM_OPERANDS_TEMPLATE (dsrc) == simt_enter_template)
		size_op = ASM_OPERANDS_INPUT (dsrc, 0),
		align_op = ASM_OPERANDS_INPUT (dsrc, 1);
	      if (size_op && CONST_INT_P (size_op) && CONST_INT_P (align_op)
		  && UINTVAL (align_op) <= GET_MODE_SIZE (DImode))
		size = ROUND_UP (UINTVAL (size_op), GET_MODE_SIZE (DImode));
	    }
	  rtvec inputs = gen_rtvec (2, reg, GEN_INT (size));
	  rtvec constraints
	    = gen_rtvec (2, gen_rtx_ASM_INPUT_loc (Pmode, "r", loc),
			 gen_rtx_ASM_INPUT_loc (Pmode, "i", loc));
	  rtx body = gen_rtx_ASM_OPERANDS (VOIDmode, simt_exit_template, "", 0,
					   inputs, constraints,
					   rtvec_alloc (0), loc);
	  MEM_VOLATILE_P (body) = 1;
	  PATTERN (insn) = body;
	  INSN_CODE (insn) = -1;
	  done++;
	}
    }
  return done;
}

static unsigned int
memspace_backend_execute (void)
{
  scan_state s;
  scan_function (&s);
  bool *used = XCNEWVEC (bool, s.nregs);
  for (unsigned int i = FIRST_PSEUDO_REGISTER; i < s.nregs; i++)
    used[i] = s.regs[i].mem_uses || s.regs[i].copy_uses || s.regs[i].other_use;
  if (dump_file)
    fprintf (dump_file, "accesses addressed off their symbol:\n");
  int symbolic = substitute_constants (&s);
  /* Each round deletes at least one insn.  */
  do
    {
      release_scan (&s);
      scan_function (&s);
    }
  while (symbolic && delete_dead_definitions (&s, used));
  if (dump_file)
    fprintf (dump_file, "webs of registers in one space:\n");
  int windowed = convert_webs (&s);
  release_scan (&s);
  scan_function (&s);
  int simt = replace_simt_insns (&s);
  release_scan (&s);
  XDELETEVEC (used);
  if (dump_file)
    fprintf (dump_file, "%s: %d accesses off a symbol, %d in a window, "
	     "%d SIMT switch insns\n", function_name (cfun), symbolic,
	     windowed, simt);
  return 0;
}

const pass_data memspace_backend_data = {
  RTL_PASS, "memspace-backend", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0, 0
};

class memspace_backend_pass : public rtl_opt_pass
{
public:
  memspace_backend_pass (gcc::context *ctx)
    : rtl_opt_pass (memspace_backend_data, ctx)
  {}
  bool gate (function *) final override
  {
    return optimize > 0 && knob (KNOB_MEMSPACE_OPT)
	   && knob (KNOB_BACKEND_ACCESSES);
  }
  unsigned int execute (function *) final override
  {
    return memspace_backend_execute ();
  }
};

/* Text of the SIMT switch, rewritten line by line.  */

/* If P starts with PREFIX and a decimal number, store the number in
   *VALUE and the end of it in *END.  */
static bool
parse_ulong (const char *p, const char *prefix, unsigned long *value,
	     const char **end)
{
  size_t n = strlen (prefix);
  if (strncmp (p, prefix, n))
    return false;
  char *e;
  *value = strtoul (p + n, &e, 10);
  if (e == p + n)
    return false;
  *end = e;
  return true;
}

/* Rewrite the enter text TEXT into FILE.  */
static void
print_simt_enter_text (FILE *file, char *text)
{
  /* cvta.local.u64 %rN, %simtstack_ar + SZ;  sub.u64 %rN, %rN, K;  no
     and.b64;  then st.u64 [%rN + -8], %stack;  (nvptx.cc:1664-1686).  */
  unsigned long regno = 0, top = 0, size = 0;
  bool have_top = false, have_size = false, aligned = false;
  char store[64] = "";
  for (char *line = text; *line; )
    {
      char *nl = strchr (line, '\n');
      char *next = nl ? nl + 1 : line + strlen (line);
      const char *p = line, *e;
      while (*p == '\t' || *p == ' ')
	p++;
      unsigned long r, v;
      if (parse_ulong (p, "cvta.local.u64 %r", &r, &e)
	  && parse_ulong (e, ", %simtstack_ar + ", &v, &e) && *e == ';')
	regno = r, top = v, have_top = true;
      else if (have_top && parse_ulong (p, "sub.u64 %r", &r, &e) && r == regno
	       && parse_ulong (e, ", %r", &r, &e) && r == regno
	       && parse_ulong (e, ", ", &v, &e) && *e == ';')
	size = v, have_size = true;
      else if (have_top && !strncmp (p, "and.b64 %r", 10))
	aligned = true;
      if (have_top && have_size && !aligned && top >= size + 8)
	{
	  snprintf (store, sizeof store, "st.u64 [%%r%lu + -8], %%stack;",
		    regno);
	  if (!strncmp (p, store, strlen (store)))
	    {
	      fwrite (line, 1, p - line, file);
	      fprintf (file, "st.local.u64 [%%simtstack_ar+%lu], %%stack;\n",
		       top - size - 8);
	      line = next;
	      continue;
	    }
	}
      fwrite (line, 1, next - line, file);
      line = next;
    }
}

/* Rewrite the exit text TEXT of register REGNO, whose enter subtracted
   SIZE, into FILE.  */
static void
print_simt_exit_text (FILE *file, char *text, unsigned int regno,
		      HOST_WIDE_INT size)
{
  char load[64];
  snprintf (load, sizeof load, "ld.u64 %%stack, [%%r%u + -8];", regno);
  unsigned HOST_WIDE_INT top = nvptx_facts_simt_stack_size ();
  for (char *line = text; *line; )
    {
      char *nl = strchr (line, '\n');
      char *next = nl ? nl + 1 : line + strlen (line);
      const char *p = line;
      while (*p == '\t' || *p == ' ')
	p++;
      if (size >= 0 && top >= (unsigned HOST_WIDE_INT) size + 8
	  && !strncmp (p, load, strlen (load)))
	{
	  fwrite (line, 1, p - line, file);
	  fprintf (file, "ld.local.u64 %%stack, [%%simtstack_ar+"
		   HOST_WIDE_INT_PRINT_UNSIGNED "];\n", top - size - 8);
	}
      else
	fwrite (line, 1, next - line, file);
      line = next;
    }
}

} // anon namespace

/* The print of the asm insns replace_simt_insns made.  */
bool
memspace_backend_print_operand (FILE *file, rtx x, int code)
{
  if (code != 'Z' || !this_is_asm_operands)
    return false;
  rtx pat = PATTERN (const_cast<rtx_insn *> (this_is_asm_operands));
  rtx body = GET_CODE (pat) == SET ? SET_SRC (pat) : pat;
  if (GET_CODE (body) != ASM_OPERANDS)
    return false;
  const char *templ = ASM_OPERANDS_TEMPLATE (body);
  if (templ != simt_enter_template && templ != simt_exit_template)
    return false;
  char *text = NULL;
  size_t len = 0;
  FILE *buffer = open_memstream (&text, &len);
  if (!buffer)
    fatal_error (UNKNOWN_LOCATION, "%s: %<open_memstream%> failed: %m", "nvptx_memspace");
  FILE *saved = asm_out_file;
  asm_out_file = buffer;
  if (templ == simt_enter_template)
    nvptx_output_simt_enter (SET_DEST (pat), ASM_OPERANDS_INPUT (body, 0),
			     ASM_OPERANDS_INPUT (body, 1));
  else
    nvptx_output_simt_exit (ASM_OPERANDS_INPUT (body, 0));
  asm_out_file = saved;
  fclose (buffer);
  /* output_asm_insn printed a tab before the operand and prints a newline
     after it: the text's own first tab and last newline go.  */
  char *start = text;
  if (*start == '\t')
    start++;
  size_t n = strlen (start);
  if (n && start[n - 1] == '\n')
    start[n - 1] = '\0';
  if (templ == simt_enter_template)
    print_simt_enter_text (file, start);
  else
    print_simt_exit_text (file, start, REGNO (ASM_OPERANDS_INPUT (body, 0)),
			  INTVAL (ASM_OPERANDS_INPUT (body, 1)));
  free (text);
  return true;
}

opt_pass *
make_memspace_backend_pass (gcc::context *ctx)
{
  return new memspace_backend_pass (ctx);
}
