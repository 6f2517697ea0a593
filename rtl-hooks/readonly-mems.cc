// SPDX-License-Identifier: GPL-3.0-or-later
/* readonly-mems.cc -- the pass memspace-readonly-mems: tell RTL that a
   load the plugin proved read-only for the whole kernel is read-only.

   WHY.  A load in the GLOBAL_NC address space (ld.global.nc) reads memory
   that nothing writes while any kernel that can run the function runs:
   a read-only restrict root of an nc-safe function (nc-safety.cc), an
   entry record field (facts section 7), a const variable moved out of
   .const (data-areas.cc).  GIMPLE's optimisers know the store-freedom
   through the alias oracle; RTL's do not: expansion sets MEM_READONLY_P
   only for static read-only variables (emit-rtl.cc:2042-2052; facts section 24), and
   alias.cc's true_dependence makes every pair of MEMs in distinct
   address spaces conflict (alias.cc:3037, 3144, 3267) *after* its
   MEM_READONLY_P test (3027-3031).  So a GLOBAL_NC load in a loop that
   also stores to .global stayed in the loop where stock GCC's generic
   load was hoisted by RTL's PRE (gcse.cc, via the tree alias oracle that
   sees the restrict clique): measured in libgomp's OpenACC loop-v-1.c,
   whose vector loop reloaded two record pointers every iteration (+13%
   executed instructions against stock, ptxsim).  And RTL's
   loop-invariant motion moves only MEM_READONLY_P loads
   (loop-invariant.cc, check_maybe_invariant).

   CONSUMES the RTL insn stream right after "vregs" (expansion's
   virtual registers instantiated), before cse1, GCSE/PRE and loop2,
   with its CFG and the loops RTL keeps from GIMPLE.
   PRODUCES the same stream with MEM_READONLY_P set on the GLOBAL_NC
   MEMs that are not volatile: all of them in a function without OpenACC
   partitioned regions; in one with them, only those in loops no
   enclosing loop of which holds a fork or join (mark_function says
   why).  Nothing else changes.  A MEM_READONLY_P load may be moved across any store, call
   or barrier of the function, which is what ld.global.nc's proof
   already allows: the data cannot change while the kernel runs.
   KNOBS: readonly-nc (1; 0 leaves the flags as expansion set them), and
   needs memspace-opt (the only producer of GLOBAL_NC MEMs).  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-addr-space.h"
#include "passes.h"
#include "rtl-iter.h"
#include "cfgloop.h"
#include "insn-codes.h"
#include "recog.h"

namespace {

/* True if INSN is one of the markers of an OpenACC partitioned region
   (nvptx.md: nvptx_fork, nvptx_forked, nvptx_joining, nvptx_join),
   where nvptx_reorg later broadcasts every register live across it.  */
static bool
partition_marker_p (rtx_insn *insn)
{
  if (!NONDEBUG_INSN_P (insn))
    return false;
  int code = recog_memoized (insn);
  return (code == CODE_FOR_nvptx_fork || code == CODE_FOR_nvptx_forked
	  || code == CODE_FOR_nvptx_joining || code == CODE_FOR_nvptx_join);
}

/* Mark the GLOBAL_NC MEMs of INSN's pattern read-only; the count.  */
static unsigned
mark_insn (rtx_insn *insn)
{
  unsigned marked = 0;
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, PATTERN (insn), NONCONST)
    {
      const_rtx x = *iter;
      if (!MEM_P (x) || MEM_ADDR_SPACE (x) != MEMSPACE_AS_GLOBAL_NC
	  || MEM_VOLATILE_P (x) || MEM_READONLY_P (x))
	continue;
      /* The iterator hands out const rtx; the MEM itself is the insn's.  */
      MEM_READONLY_P (CONST_CAST_RTX (x)) = 1;
      marked++;
    }
  return marked;
}

/* Mark the GLOBAL_NC loads of FUN that RTL may move freely; the count.
   In a function with OpenACC partitioned regions, a read-only load may
   be moved across a fork (PRE or CSE making one load of several, loop
   motion out of a gang loop that holds a worker loop), and its register
   is then broadcast through .shared at every fork it lives across: two
   more .shared accesses and a barrier per fork where each worker's
   ld.global.nc was one load (measured: bench acc-worker-bcast 62 -> 70
   memory instructions, stock 64).  There only the loads in loops none of
   whose enclosing loops holds a partition marker are marked: a vector or
   worker loop's body, whose invariant loads go to its preheader, inside
   the partitioned region (libgomp's loop-v-1.c: two record loads per
   iteration, as stock GCC's RTL PRE hoists them).  */
static unsigned
mark_function (function *fun)
{
  basic_block bb;
  rtx_insn *insn;
  /* The blocks holding a partition marker.  */
  auto_bitmap marker_blocks;
  FOR_EACH_BB_FN (bb, fun)
    FOR_BB_INSNS (bb, insn)
      if (partition_marker_p (insn))
	{
	  bitmap_set_bit (marker_blocks, bb->index);
	  break;
	}

  unsigned count = 0;
  if (bitmap_empty_p (marker_blocks))
    {
      FOR_EACH_BB_FN (bb, fun)
	FOR_BB_INSNS (bb, insn)
	  if (NONDEBUG_INSN_P (insn))
	    count += mark_insn (insn);
      return count;
    }

  /* RTL keeps GIMPLE's loops (PROP_loops); loop_optimizer_init brings
     them up to date and computes dominators, which the next cleanup_cfg
     must not find (cfgcleanup.cc:3195).  */
  bool had_dominators = dom_info_available_p (CDI_DOMINATORS);
  loop_optimizer_init (AVOID_CFG_MODIFICATIONS);
  /* The loops (by number) that hold a marker, their own or a sub-loop's.  */
  auto_bitmap marked_loops;
  unsigned index;
  bitmap_iterator bi;
  EXECUTE_IF_SET_IN_BITMAP (marker_blocks, 0, index, bi)
    for (class loop *l = BASIC_BLOCK_FOR_FN (fun, index)->loop_father;
	 l && loop_outer (l); l = loop_outer (l))
      bitmap_set_bit (marked_loops, l->num);
  FOR_EACH_BB_FN (bb, fun)
    {
      class loop *l = bb->loop_father;
      if (!l || !loop_outer (l))
	continue;
      bool free_of_markers = true;
      for (; loop_outer (l); l = loop_outer (l))
	free_of_markers &= !bitmap_bit_p (marked_loops, l->num);
      if (!free_of_markers)
	continue;
      FOR_BB_INSNS (bb, insn)
	if (NONDEBUG_INSN_P (insn))
	  count += mark_insn (insn);
    }
  loop_optimizer_finalize ();
  if (!had_dominators)
    free_dominance_info (CDI_DOMINATORS);
  return count;
}

const pass_data readonly_mems_data = {
  RTL_PASS, "memspace-readonly-mems", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0, 0
};

class readonly_mems_pass : public rtl_opt_pass
{
public:
  readonly_mems_pass (gcc::context *ctx)
    : rtl_opt_pass (readonly_mems_data, ctx)
  {}
  bool gate (function *) final override
  {
    return knob (KNOB_MEMSPACE_OPT) && knob (KNOB_READONLY_NC);
  }
  unsigned int execute (function *fun) final override
  {
    unsigned count = mark_function (fun);
    if (dump_file)
      fprintf (dump_file, "%s: %u ld.global.nc MEMs marked read-only\n",
	       function_name (fun), count);
    return 0;
  }
};

} // anon namespace

opt_pass *
make_readonly_mems_pass (gcc::context *ctx)
{
  return new readonly_mems_pass (ctx);
}
