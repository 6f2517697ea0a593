// SPDX-License-Identifier: GPL-3.0-or-later
/* conversion-cse.cc -- the pass memspace-conversion-cse: one conversion of
   a value, not one per place GIMPLE converted it.

   WHY.  The plugin's address conversions (cvta.to.SPACE, mov of a
   symbol) are single-output, non-volatile inline asm (address-spaces.cc,
   emit_ptx_conversion): RTL's local CSE merges two of them only within
   an extended basic block, and GCSE does not look at asm at all.  When
   GIMPLE loads one record field twice and converts each load, RTL's PRE
   merges the loads into one register but leaves both conversions, so
   the generic value stays live from the first to the second: in an
   OpenACC function every fork it lives across broadcasts it, next to
   the converted value (libgomp's oacc mode-transitions.c, t19: 4 more
   shuffles at each vector fork than stock).

   CONSUMES the RTL insn stream after "cse_local" (GCSE, PRE and their
   cprop have merged the loads whose values the conversions convert),
   before loop2, with its CFG and DF; pseudos may be set more than once.
   PRODUCES the same stream in which a conversion B whose input register
   and output register are each set exactly once in the function, and
   which a conversion A of the same template and input dominates, is the
   move "OUT_B = OUT_A" (later copy propagation uses OUT_A directly).  Both
   conversions compute the same value: the asm depends on its input
   only, and the input holds one value wherever it is defined.
   KNOBS: conversion-cse (1; 0 keeps every conversion).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "passes.h"
#include "rtl-iter.h"
#include "cfganal.h"
#include "df.h"

namespace {

/* The single conversion asm of INSN: "OUT = asm (TEMPLATE, IN)", or
   NULL_RTX.  */
static rtx
conversion_source (rtx_insn *insn)
{
  if (!NONDEBUG_INSN_P (insn))
    return NULL_RTX;
  rtx set = single_set (insn);
  if (!set || PATTERN (insn) != set || !REG_P (SET_DEST (set)))
    return NULL_RTX;
  rtx src = SET_SRC (set);
  if (GET_CODE (src) != ASM_OPERANDS || MEM_VOLATILE_P (src)
      || ASM_OPERANDS_INPUT_LENGTH (src) != 1
      || !REG_P (ASM_OPERANDS_INPUT (src, 0)))
    return NULL_RTX;
  return src;
}

/* Count in DEFS[REGNO] the instructions that set or clobber each
   register, a partial set counting twice (never "set once").  */
static void
count_definitions (function *fun, vec<int> *defs)
{
  basic_block bb;
  rtx_insn *insn;
  FOR_EACH_BB_FN (bb, fun)
    FOR_BB_INSNS (bb, insn)
      {
	if (!INSN_P (insn))
	  continue;
	subrtx_iterator::array_type array;
	FOR_EACH_SUBRTX (iter, array, PATTERN (insn), NONCONST)
	  {
	    const_rtx x = *iter;
	    if (GET_CODE (x) != SET && GET_CODE (x) != CLOBBER)
	      continue;
	    rtx dest = SET_DEST (x);
	    int weight = 1;
	    if (GET_CODE (dest) == SUBREG || GET_CODE (dest) == STRICT_LOW_PART
		|| GET_CODE (dest) == ZERO_EXTRACT)
	      {
		weight = 2;
		while (!REG_P (dest) && !MEM_P (dest) && XEXP (dest, 0))
		  dest = XEXP (dest, 0);
	      }
	    if (REG_P (dest) && REGNO (dest) < defs->length ())
	      (*defs)[REGNO (dest)] += weight;
	  }
	/* A call's clobbers are hard registers only; pseudos never.  */
      }
}

struct conversion_seen
{
  rtx_insn *insn;
  rtx src;
};

static unsigned
merge_conversions (function *fun)
{
  auto_vec<int> defs;
  defs.safe_grow_cleared (max_reg_num ());
  count_definitions (fun, &defs);

  bool had_dominators = dom_info_available_p (CDI_DOMINATORS);
  if (!had_dominators)
    calculate_dominance_info (CDI_DOMINATORS);

  /* Conversions met so far in dominator-tree-independent order: a later
     one is compared with every earlier one of its input (few per input).  */
  auto_vec<conversion_seen> seen;
  unsigned merged = 0;
  basic_block bb;
  rtx_insn *insn;
  /* Blocks in an order where a dominator comes before the blocks it
     dominates: reverse post-order.  */
  int *order = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute (NULL, order, false);
  for (int i = 0; i < n; i++)
    {
      bb = BASIC_BLOCK_FOR_FN (fun, order[i]);
      FOR_BB_INSNS (bb, insn)
	{
	  rtx src = conversion_source (insn);
	  if (!src)
	    continue;
	  rtx in = ASM_OPERANDS_INPUT (src, 0);
	  rtx out = SET_DEST (PATTERN (insn));
	  if (defs[REGNO (in)] != 1 || defs[REGNO (out)] != 1)
	    continue;
	  rtx_insn *dominator = NULL;
	  unsigned j;
	  conversion_seen *c;
	  FOR_EACH_VEC_ELT (seen, j, c)
	    if (REGNO (ASM_OPERANDS_INPUT (c->src, 0)) == REGNO (in)
		&& GET_MODE (SET_DEST (PATTERN (c->insn))) == GET_MODE (out)
		&& strcmp (ASM_OPERANDS_TEMPLATE (c->src),
			   ASM_OPERANDS_TEMPLATE (src)) == 0
		&& strcmp (ASM_OPERANDS_INPUT_CONSTRAINT (c->src, 0),
			   ASM_OPERANDS_INPUT_CONSTRAINT (src, 0)) == 0
		&& (BLOCK_FOR_INSN (c->insn) == bb
		    || dominated_by_p (CDI_DOMINATORS, bb,
				       BLOCK_FOR_INSN (c->insn))))
	      {
		dominator = c->insn;
		break;
	      }
	  if (!dominator)
	    {
	      conversion_seen s = { insn, src };
	      seen.safe_push (s);
	      continue;
	    }
	  SET_SRC (PATTERN (insn)) = SET_DEST (PATTERN (dominator));
	  INSN_CODE (insn) = -1;
	  /* DF is live at this point of the pipeline.  */
	  df_insn_rescan (insn);
	  if (dump_file)
	    fprintf (dump_file, "conversion in insn %d merged with insn %d\n",
		     INSN_UID (insn), INSN_UID (dominator));
	  merged++;
	}
    }
  free (order);
  if (!had_dominators)
    free_dominance_info (CDI_DOMINATORS);
  return merged;
}

const pass_data conversion_cse_data = {
  RTL_PASS, "memspace-conversion-cse", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0, 0
};

class conversion_cse_pass : public rtl_opt_pass
{
public:
  conversion_cse_pass (gcc::context *ctx)
    : rtl_opt_pass (conversion_cse_data, ctx)
  {}
  bool gate (function *) final override
  {
    return optimize > 0 && knob (KNOB_MEMSPACE_OPT)
	   && knob (KNOB_CONVERSION_CSE);
  }
  unsigned int execute (function *fun) final override
  {
    unsigned merged = merge_conversions (fun);
    if (dump_file)
      fprintf (dump_file, "%s: %u conversions merged\n",
	       function_name (fun), merged);
    return 0;
  }
};

} // anon namespace

opt_pass *
make_conversion_cse_pass (gcc::context *ctx)
{
  return new conversion_cse_pass (ctx);
}
