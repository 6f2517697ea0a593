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
   before loop2, with its CFG and DF (DF_REG_DEF_COUNT says which
   pseudos are set once); pseudos may be set more than once.
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

struct conversion_seen
{
  rtx_insn *insn;
  rtx src;
  /* The previous conversion of the same input register, or -1.  */
  int next;
};

/* True if pseudo REGNO is set (or clobbered, or partly set) exactly once
   in the function: DF's count, brought up to date by df_analyze.  */
static bool
set_once_p (unsigned regno)
{
  return regno >= FIRST_PSEUDO_REGISTER && DF_REG_DEF_COUNT (regno) == 1;
}

static unsigned
merge_conversions (function *fun)
{
  df_analyze ();
  bool had_dominators = dom_info_available_p (CDI_DOMINATORS);
  if (!had_dominators)
    calculate_dominance_info (CDI_DOMINATORS);

  /* The conversions met so far that nothing dominating them merged, one
     chain per input register (HEAD[REGNO]: the latest, -1: none).  */
  auto_vec<conversion_seen> seen;
  auto_vec<int> head;
  head.safe_grow (max_reg_num ());
  for (unsigned r = 0; r < head.length (); r++)
    head[r] = -1;
  unsigned merged = 0;
  /* Blocks in reverse post-order: a dominator comes before the blocks it
     dominates, and within a block insns come in order.  */
  int *order = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute (NULL, order, false);
  for (int i = 0; i < n; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, order[i]);
      rtx_insn *insn;
      FOR_BB_INSNS (bb, insn)
	{
	  rtx src = conversion_source (insn);
	  if (!src)
	    continue;
	  rtx in = ASM_OPERANDS_INPUT (src, 0);
	  rtx out = SET_DEST (PATTERN (insn));
	  if (!set_once_p (REGNO (in)) || !set_once_p (REGNO (out)))
	    continue;
	  rtx_insn *dominator = NULL;
	  for (int j = head[REGNO (in)]; j >= 0; j = seen[j].next)
	    {
	      const conversion_seen *c = &seen[j];
	      if (GET_MODE (SET_DEST (PATTERN (c->insn))) == GET_MODE (out)
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
	    }
	  if (!dominator)
	    {
	      conversion_seen s = { insn, src, head[REGNO (in)] };
	      head[REGNO (in)] = seen.length ();
	      seen.safe_push (s);
	      continue;
	    }
	  SET_SRC (PATTERN (insn)) = SET_DEST (PATTERN (dominator));
	  INSN_CODE (insn) = -1;
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
