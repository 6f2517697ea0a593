// SPDX-License-Identifier: GPL-3.0-or-later
/* address-spaces.cc -- target hooks that let the nvptx backend accept and
   print the address spaces the GIMPLE passes put on pointee types.

   GCC 12's nvptx backend defines no TARGET_ADDR_SPACE_* hook and never looks
   at MEM_ADDR_SPACE: the state space it prints for a load, store or atomic
   (the %A operand code) comes only from the data area of a SYMBOL_REF in the
   address.  The plugin installs, at plugin_init:

   - addr_space.subset_p: every space is a subset of the generic one, and
     GLOBAL and GLOBAL_NC (read-only global, ld.global.nc) are the same set
     of addresses.  Expand calls addr_space.convert only for spaces that are
     subsets of each other, so this is what routes every
     ADDR_SPACE_CONVERT_EXPR to the hook below.
   - addr_space.convert: generic -> X is "cvta.to.X.u64", X -> generic is
     "cvta.X.u64"; GLOBAL <-> GLOBAL_NC is a copy.  A symbol that already
     lives in X (a .const table, OpenACC's __gang_private_shared) is moved
     with "mov.u64", which yields its address in its own space.  A frame
     slot (%frame + offset) is the converted %frame plus the offset: one
     conversion per frame, however many of its variables are used.  The
     backend has no insn pattern for these, so they are emitted as
     non-volatile inline-asm RTL: CSE and DCE still treat them as pure.
   - asm_out.print_operand: for %A on a MEM in a non-generic address space,
     print that space (".global", ".shared", ".local", ".const",
     ".global.nc").  Every other operand, and every MEM in the generic space,
     goes to the backend's own function unchanged, so generic code prints
     exactly as before.

   - rtx_costs: a MEM in a named space costs one insn more than GCC's
     default (below, memspace_rtx_costs).

   The defaults stay for the other hooks: pointers and addresses are DImode
   in every space (PTX accepts 64-bit addresses for all state spaces), and
   nvptx_legitimate_address_p accepts the same address forms in every space.

   Only MEMs in modes whose move and extend patterns print %A may be put in a
   non-generic space (nvptx_facts_mode_prints_space_p, plugin/nvptx-facts.h): HFmode loads and stores are
   printed without %A by the backend and must stay generic.  */

#include "gcc-compat.h"
#include "memspace-addr-space.h"
#include "nvptx-facts.h"
#include "rtl-hooks.h"
#include "passes.h"

static void (*backend_print_operand) (FILE *, rtx, int);

static bool symbol_declared_p (rtx sym);

bool
memspace_symbol_declared_p (rtx sym)
{
  return symbol_declared_p (sym);
}

static bool
memspace_subset_p (addr_space_t subset, addr_space_t superset)
{
  if (subset == superset || superset == ADDR_SPACE_GENERIC)
    return true;
  return (memspace_addr_space_global_p (subset)
	  && memspace_addr_space_global_p (superset));
}

/* The PTX name of a space in cvta, without the dot.  */
static const char *
cvta_space_name (addr_space_t as)
{
  switch (as)
    {
    case MEMSPACE_AS_GLOBAL: case MEMSPACE_AS_GLOBAL_NC: return "global";
    case MEMSPACE_AS_SHARED: return "shared";
    case MEMSPACE_AS_LOCAL: return "local";
    case MEMSPACE_AS_CONST: return "const";
    default: gcc_unreachable ();
    }
}

/* Emit "OUT = TEMPLATE (INPUT)" as single-output inline-asm RTL and return
   OUT.  Not volatile: the result depends on INPUT only.  */
static rtx
emit_ptx_conversion (const char *templ, rtx input, const char *constraint)
{
  rtx out = gen_reg_rtx (Pmode);
  location_t loc = curr_insn_location ();
  rtvec inputs = gen_rtvec (1, input);
  rtvec constraints
    = gen_rtvec (1, gen_rtx_ASM_INPUT_loc (Pmode, ggc_strdup (constraint), loc));
  /* A recorded template: memspace-asm-operands keeps INPUT a register
     after the optimisers (asm-operands.cc).  */
  rtx body = gen_rtx_ASM_OPERANDS (Pmode, memspace_asm_template (templ), "=r",
				   0, inputs, constraints, rtvec_alloc (0), loc);
  emit_insn (gen_rtx_SET (out, body));
  return out;
}

/* The symbol of a symbolic address (SYM or SYM + CONST), or NULL.  */
static rtx
address_symbol (rtx op)
{
  if (GET_CODE (op) == CONST)
    op = XEXP (op, 0);
  if (GET_CODE (op) == PLUS && CONST_INT_P (XEXP (op, 1)))
    op = XEXP (op, 0);
  return SYMBOL_REF_P (op) ? op : NULL_RTX;
}

/* True if the PTX module will declare or define SYM whatever we do: a
   variable defined here, or a symbol the backend creates itself (OpenACC's
   shared buffers have no decl).  An undefined extern referenced only from
   inline asm would miss its .extern declaration.  */
static bool
symbol_declared_p (rtx sym)
{
  tree decl = SYMBOL_REF_DECL (sym);
  if (!decl)
    return true;
  if (TREE_CODE (decl) == VAR_DECL)
    return TREE_STATIC (decl) && !DECL_EXTERNAL (decl);
  return CONSTANT_CLASS_P (decl);
}

/* If REG was last set, within the basic block being expanded, by a single
   set, return its source.  Straight-line code: that set is the value REG
   has here.  */
static rtx
value_in_block (rtx reg)
{
  for (rtx_insn *insn = get_last_insn (); insn; insn = PREV_INSN (insn))
    {
      if (LABEL_P (insn) || (NOTE_P (insn)
			     && NOTE_KIND (insn) == NOTE_INSN_BASIC_BLOCK))
	return NULL_RTX;
      if (!INSN_P (insn) || !reg_set_p (reg, insn))
	continue;
      rtx set = single_set (insn);
      if (set && SET_DEST (set) == reg)
	return SET_SRC (set);
      return NULL_RTX;
    }
  return NULL_RTX;
}

/* If REG holds a symbolic address set in this block, return that address.
   (OpenACC's __builtin_nvptx_worker_addr expands to such a move of
   __worker_red.)  */
static rtx
symbolic_value_in_block (rtx reg)
{
  rtx value = value_in_block (reg);
  return value && address_symbol (value) ? value : NULL_RTX;
}

/* If OP is the address of a frame slot -- the frame base plus a constant,
   directly or through a register set in this block -- return the frame
   base register and set *OFFSET.  nvptx's frame grows upward from %frame
   (FRAME_GROWS_DOWNWARD 0), so the base is the first byte of the frame
   and lies in the same allocation, hence the same state space, as every
   slot: converting the base once and adding the offset gives the same
   address as converting each slot, and all the frame's conversions become
   one (one cvta per root -- the root being the frame, not each variable).
   Conversion into a space is affine within the space's window.  */
static rtx
frame_slot_base (rtx op, HOST_WIDE_INT *offset)
{
  if (REG_P (op) && REGNO (op) >= FIRST_PSEUDO_REGISTER)
    if (rtx value = value_in_block (op))
      op = value;
  *offset = 0;
  if (GET_CODE (op) == PLUS && CONST_INT_P (XEXP (op, 1)))
    {
      *offset = INTVAL (XEXP (op, 1));
      op = XEXP (op, 0);
    }
  if (op == frame_pointer_rtx || op == virtual_stack_vars_rtx)
    return op;
  return NULL_RTX;
}

static rtx
memspace_convert (rtx op, tree from_type, tree to_type)
{
  addr_space_t from = TYPE_ADDR_SPACE (TREE_TYPE (from_type));
  addr_space_t to = TYPE_ADDR_SPACE (TREE_TYPE (to_type));
  char templ[64];

  if (from == to
      || (memspace_addr_space_global_p (from) && memspace_addr_space_global_p (to)))
    return op;
  /* A null pointer stays null; it is never dereferenced.  */
  if (op == const0_rtx)
    return op;

  if (from == ADDR_SPACE_GENERIC)
    {
      if (REG_P (op))
	if (rtx symbolic = symbolic_value_in_block (op))
	  {
	    rtx sym = address_symbol (symbolic);
	    enum memspace area = nvptx_facts_symbol_space (sym);
	    if (memspace_concrete_p (area) && memspace_addr_space (area) == to
		&& symbol_declared_p (sym))
	      op = symbolic;
	  }
      rtx sym = address_symbol (op);
      if (sym && symbol_declared_p (sym))
	{
	  enum memspace area = nvptx_facts_symbol_space (sym);
	  /* The inference computes a variable's space with the backend's
	     own rule (nvptx_encode_section_info).  Disagreement is a plugin
	     bug, and guessing would corrupt memory: stop.  */
	  if (area != MEMSPACE_GENERIC && area != memspace_of_addr_space (to))
	    internal_error ("%s: symbol %qs is in %s memory, not %s", "nvptx_memspace",
			    XSTR (sym, 0), memspace_name (area),
			    memspace_addr_space_name (to));
	  if (area != MEMSPACE_GENERIC)
	    return emit_ptx_conversion ("mov.u64\t%0, %1;", op, "i");
	}
      snprintf (templ, sizeof templ, "cvta.to.%s.u64\t%%0, %%1;",
		cvta_space_name (to));
      HOST_WIDE_INT offset;
      if (rtx frame = frame_slot_base (op, &offset))
	{
	  rtx base = emit_ptx_conversion (templ, force_reg (Pmode, frame), "r");
	  return plus_constant (Pmode, base, offset);
	}
      return emit_ptx_conversion (templ, force_reg (Pmode, op), "r");
    }
  if (to == ADDR_SPACE_GENERIC)
    {
      snprintf (templ, sizeof templ, "cvta.%s.u64\t%%0, %%1;",
		cvta_space_name (from));
      return emit_ptx_conversion (templ, force_reg (Pmode, op), "r");
    }
  /* Between two concrete spaces: through the generic space.  The passes
     never create such a conversion.  */
  snprintf (templ, sizeof templ, "cvta.%s.u64\t%%0, %%1;", cvta_space_name (from));
  rtx generic = emit_ptx_conversion (templ, force_reg (Pmode, op), "r");
  snprintf (templ, sizeof templ, "cvta.to.%s.u64\t%%0, %%1;", cvta_space_name (to));
  return emit_ptx_conversion (templ, generic, "r");
}

static void
memspace_print_operand (FILE *file, rtx x, int code)
{
  if (memspace_backend_print_operand (file, x, code))
    return;
  if (code == 'A' && MEM_P (x) && MEM_ADDR_SPACE (x) != ADDR_SPACE_GENERIC)
    {
      const char *qualifier = memspace_ptx_qualifier (MEM_ADDR_SPACE (x));
      gcc_assert (qualifier);
      fputs (qualifier, file);
      return;
    }
  backend_print_operand (file, x, code);
}

/* Why a named-space MEM costs more.  GCC 12's nvptx backend has no
   rtx_costs (nvptx.cc defines no TARGET_RTX_COSTS), so a MEM costs one insn
   plus its address (rtlanal.cc:4548-4639, rtx_cost): 4 for [reg], 12 for
   [%frame+N].  Stock addresses every frame variable as %frame+N; the
   one-conversion-per-root rule turns the same variable into a register
   holding the converted %frame plus N, which makes the load as cheap as a
   register truncation.  combine then accepts, at equal cost
   (combine.cc:910, reject only if new > old), replacing a load, a
   truncation and an extension by the load (kept for its other uses) and a
   second, narrower extending load of the same address: one memory
   instruction more than stock (GCC's libgomp for-16.c: ld.global.s8 next
   to ld.global.u64 of the same OpenMP loop bound).  One insn more per
   named-space MEM makes such a duplication cost more than it saves, and a
   load still folds into a single use (both sides count the MEM once).
   Generic MEMs keep GCC's costs, so code the plugin does not rewrite is
   costed as before.  */
static bool (*backend_rtx_costs) (rtx, machine_mode, int, int, int *, bool);

static bool
memspace_rtx_costs (rtx x, machine_mode mode, int outer_code, int opno,
		    int *total, bool speed)
{
  if (backend_rtx_costs (x, mode, outer_code, opno, total, speed))
    return true;
  if (MEM_P (x) && !ADDR_SPACE_GENERIC_P (MEM_ADDR_SPACE (x)))
    *total += COSTS_N_INSNS (1);
  return false;
}

void
rtl_hooks_install (void)
{
  if (backend_print_operand)
    return;
  data_areas_install ();
  backend_print_operand = targetm.asm_out.print_operand;
  backend_rtx_costs = targetm.rtx_costs;
  targetm.rtx_costs = memspace_rtx_costs;
  targetm.asm_out.print_operand = memspace_print_operand;
  targetm.addr_space.subset_p = memspace_subset_p;
  targetm.addr_space.convert = memspace_convert;
}
