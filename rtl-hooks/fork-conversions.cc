// SPDX-License-Identifier: GPL-3.0-or-later
/* fork-conversions.cc -- the pass memspace-fork-conversions: a conversion
   every thread can compute for itself is computed again after an OpenACC
   fork, not broadcast into the partitioned region.

   WHY.  nvptx_reorg broadcasts every pseudo live at the start of a
   partitioned region from the one thread that ran the code before it
   (nvptx_process_pars -> nvptx_shared_propagate / nvptx_warp_propagate ->
   nvptx_propagate, which walks DF_LIVE_IN of the block that starts with
   the nvptx_forked insn; facts section 24): a worker fork costs a store
   and a load of .shared per register and a vector fork two shuffles.
   Stock GCC addresses a gang-private array in the frame off the hard
   register %frame, which the prologue sets in every thread and nvptx_reorg
   never broadcasts; memspace-opt's .local window of it is a pseudo, "R =
   cvta.to.local %frame", and when R is live at the fork it was broadcast
   (the bench's acc-worker-frame with GCC 11: one more .shared store and
   load per gang iteration than stock, 26 memory instructions against 25).
   The same holds for the address of a symbol in its own space, "R =
   mov.u64 sym" (address-spaces.cc, emit_ptx_conversion).

   CONSUMES the RTL insn stream right before the machine-dependent reorg
   ("mach"): pass_free_cfg has cleared BLOCK_FOR_INSN, the CFG and DF are
   still there (nvptx_reorg itself recomputes BLOCK_FOR_INSN and DF, and
   splits the blocks at the fork markers after this pass).
   PRODUCES the same stream in which, after each nvptx_forked insn, every
   pseudo R live there whose every definition in the function is one
   conversion C -- a conversion of %frame (not under -msoft-stack: then
   %frame is computed per call) or the mov of a symbol -- is defined again
   by a copy of C.  C's value depends on nothing any thread computes
   (%frame is set by the prologue text in every thread, nvptx.cc
   init_frame; a symbol's address is a constant), so each thread computes
   what the broadcast would have given it, and R is no longer live into
   the region.  memspace-backend later turns the .local ones into moves of
   the function's one .local window (reuse_frame_window).
   KNOBS: fork-conversions (1; 0 leaves R to nvptx_reorg's broadcast).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "passes.h"
#include "rtl-hooks.h"
#include "df.h"
#include "insn-codes.h"
#include "recog.h"

namespace {

/* If INSN sets a pseudo to a conversion that every thread computes alike
   -- cvta.to.local of %frame, or the mov of a symbol's address -- return
   its SET_SRC.  */
rtx
thread_invariant_conversion (rtx_insn *insn)
{
  if (!NONDEBUG_INSN_P (insn))
    return NULL_RTX;
  rtx set = single_set (insn);
  if (!set || PATTERN (insn) != set || !REG_P (SET_DEST (set))
      || REGNO (SET_DEST (set)) < FIRST_PSEUDO_REGISTER
      || GET_MODE (SET_DEST (set)) != Pmode)
    return NULL_RTX;
  rtx src = SET_SRC (set);
  if (GET_CODE (src) != ASM_OPERANDS || MEM_VOLATILE_P (src)
      || ASM_OPERANDS_INPUT_LENGTH (src) != 1
      || !memspace_asm_template_p (ASM_OPERANDS_TEMPLATE (src)))
    return NULL_RTX;
  rtx input = ASM_OPERANDS_INPUT (src, 0);
  if (REG_P (input) && REGNO (input) == FRAME_POINTER_REGNUM
      && !memspace_target_soft_stack_p ()
      && strcmp (ASM_OPERANDS_TEMPLATE (src),
		 MEMSPACE_FRAME_CONVERSION_TEXT) == 0)
    return src;
  if (strncmp (ASM_OPERANDS_TEMPLATE (src), "mov.u64\t", 8) == 0
      && (SYMBOL_REF_P (input)
	  || (GET_CODE (input) == CONST && GET_CODE (XEXP (input, 0)) == PLUS
	      && SYMBOL_REF_P (XEXP (XEXP (input, 0), 0))
	      && CONST_INT_P (XEXP (XEXP (input, 0), 1)))))
    return src;
  return NULL_RTX;
}

/* The conversion every definition of pseudo REGNO makes, if they all make
   the same one (same template, same input), else NULL_RTX.  */
rtx
single_conversion_of (unsigned regno)
{
  rtx first = NULL_RTX;
  for (df_ref def = DF_REG_DEF_CHAIN (regno); def; def = DF_REF_NEXT_REG (def))
    {
      if (DF_REF_IS_ARTIFICIAL (def))
	return NULL_RTX;
      rtx src = thread_invariant_conversion (DF_REF_INSN (def));
      if (!src
	  && knob (KNOB_TEST_WRONG_REWRITE)
	     == MEMSPACE_TEST_FORK_CONVERSION_ANY_DEFINITION)
	continue;
      if (!src)
	return NULL_RTX;
      if (!first)
	first = src;
      else if (strcmp (ASM_OPERANDS_TEMPLATE (src),
		       ASM_OPERANDS_TEMPLATE (first)) != 0
	       || !rtx_equal_p (ASM_OPERANDS_INPUT (src, 0),
				ASM_OPERANDS_INPUT (first, 0)))
	return NULL_RTX;
    }
  return first;
}

bool
forked_insn_p (rtx_insn *insn)
{
  return NONDEBUG_INSN_P (insn) && recog_memoized (insn) == CODE_FOR_nvptx_forked;
}

unsigned
rematerialize_after_forks (function *fun)
{
  bool any_fork = false;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (forked_insn_p (insn))
      {
	any_fork = true;
	break;
      }
  if (!any_fork)
    return 0;

  /* pass_free_cfg cleared BLOCK_FOR_INSN; the blocks are intact.  */
  compute_bb_for_insn ();
  df_analyze ();

  unsigned made = 0;
  auto_bitmap live;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      /* Forked insns of BB, last first: liveness is walked backwards.  */
      bitmap_copy (live, df_get_live_out (bb));
      for (rtx_insn *insn = BB_END (bb); insn != PREV_INSN (BB_HEAD (bb));
	   insn = PREV_INSN (insn))
	{
	  if (!INSN_P (insn))
	    continue;
	  if (!forked_insn_p (insn))
	    {
	      if (NONDEBUG_INSN_P (insn))
		df_simulate_one_insn_backwards (bb, insn, live);
	      continue;
	    }
	  /* LIVE: the registers live right after the forked insn, the ones
	     nvptx_reorg would broadcast.  */
	  bitmap_iterator bi;
	  unsigned regno;
	  auto_vec<unsigned, 8> killed;
	  EXECUTE_IF_SET_IN_BITMAP (live, FIRST_PSEUDO_REGISTER, regno, bi)
	    {
	      rtx src = single_conversion_of (regno);
	      if (!src)
		continue;
	      rtx_insn *copy
		= emit_insn_after (gen_rtx_SET (regno_reg_rtx[regno],
						copy_rtx (src)), insn);
	      INSN_LOCATION (copy) = INSN_LOCATION (insn);
	      /* The copy is the same conversion: memspace-backend's
		 reuse_frame_window recognises it, and the register keeps
		 one value.  */
	      memspace_checking_assert (thread_invariant_conversion (copy)
					&& single_conversion_of (regno));
	      killed.safe_push (regno);
	      made++;
	      if (dump_file)
		fprintf (dump_file, "  r%u computed again after the forked "
			 "insn %d (insn %d), not broadcast\n", regno,
			 INSN_UID (insn), INSN_UID (copy));
	    }
	  unsigned i;
	  FOR_EACH_VEC_ELT (killed, i, regno)
	    bitmap_clear_bit (live, regno);
	}
    }
  if (made)
    df_analyze ();
  return made;
}

const pass_data fork_conversions_data = {
  RTL_PASS, "memspace-fork-conversions", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0,
  0
};

class fork_conversions_pass : public rtl_opt_pass
{
public:
  fork_conversions_pass (gcc::context *ctx)
    : rtl_opt_pass (fork_conversions_data, ctx)
  {}
  bool gate (function *) final override
  {
    return knob (KNOB_MEMSPACE_OPT) && knob (KNOB_FORK_CONVERSIONS);
  }
  unsigned int execute (function *fun) final override
  {
    unsigned made = rematerialize_after_forks (fun);
    if (dump_file)
      fprintf (dump_file, "%s: %u conversions computed again after forks\n",
	       function_name (fun), made);
    return 0;
  }
};

} // anon namespace

opt_pass *
make_fork_conversions_pass (gcc::context *ctx)
{
  return new fork_conversions_pass (ctx);
}
