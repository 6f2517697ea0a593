// SPDX-License-Identifier: GPL-3.0-or-later
/* asm-operands.cc -- keep every operand of the plugin's inline asm a
   register of the operand's own mode, whatever the RTL optimisers did.

   WHY.  The plugin has no insn patterns of its own: its conversions
   (address-spaces.cc: cvta.to.X, cvta.X, mov.u64 of a symbol) and
   verify=1's isspacep check (memspace-verify.cc) are inline asm, and an
   asm operand is printed as it stands.  The optimisers may put a SUBREG
   there: the input of an "r" operand only has to be a register_operand
   (recog.cc:2275-2281, asm_operand_ok), and fwprop, CSE and combine
   replace a DImode pseudo by its definition, e.g. the union written
   through its vector member
       (set (reg:DI 53 lu) (subreg:DI (reg:V2SI 62) 0))
       (set (reg:DI 76) (asm_operands "cvta.to.global.u64 %0, %1;" ...
                          [(subreg:DI (reg:V2SI 62) 0)]))
   (fwprop1).  For the insns the back end matches, nvptx's reorg replaces
   such operands by fresh registers (nvptx_reorg_subreg), but it skips
   every asm (nvptx.cc:3196-3200), and the SUBREG prints as the inner
   register (nvptx.cc:3083-3098): "cvta.to.global.u64 %r76, %r62;" with
   %r62 a .v2.u32 -- or a .f64, .v2.f32, ... -- which ptxas rejects
   ("Arguments mismatch for instruction 'cvta.to'").  A valid program
   failed to build because of the plugin.  doc/gcc-nvptx-facts.md, §20.

   WHAT.  Right after "asmcons", when no pass that changes operands is
   left (nvptx allocates no registers: ira, reload and the post-reload
   passes do not run; the CFG still exists for the insns added), each
   operand of an asm whose template the plugin made
   (memspace_asm_template) that is neither a register nor a constant is
   copied into a fresh pseudo of its mode with GCC's move expander
   (copy_to_mode_reg; an output through a fresh pseudo and a move after).
   The move is an ordinary movdi insn, so nvptx's own reorg ("mach") and
   printing apply to it exactly as to stock GCC's moves of the same value
   (nvptx_output_mov_insn, nvptx.cc:2570-2618: "mov.b64 %r77, %r62;",
   which ptxas accepts).  An asm whose operands already are registers is
   left alone: the PTX of every other program is unchanged.

   The asm that memspace-backend emits after "mach" takes Pmode pseudos,
   %frame or the reduction partition register as inputs by construction,
   and nothing after it propagates.  User asm is not touched.  */

#include "gcc-compat.h"
#include "knobs.h"
#include "df.h"
#include "rtl-hooks.h"
#include "passes.h"

/* The texts of the asm templates the plugin emits.  Keyed by content:
   a GIMPLE asm's string is copied when the statement is built and again
   when it is expanded (gimple.cc gimple_build_asm_1, cfgexpand.cc:3479),
   so only the text identifies it in RTL.  Never freed: a handful of
   strings for the whole compilation.  */
static hash_table<nofree_string_hash> *asm_templates;

const char *
memspace_asm_template (const char *text)
{
  if (!asm_templates)
    asm_templates = new hash_table<nofree_string_hash> (16);
  const char **slot = asm_templates->find_slot (text, INSERT);
  if (!*slot)
    *slot = xstrdup (text);
  return *slot;
}

static bool
plugin_asm_template_p (const char *templ)
{
  return asm_templates && templ && asm_templates->find (templ);
}

bool
memspace_asm_template_p (const char *text)
{
  return plugin_asm_template_p (text);
}

/* True if OP may stay an operand of the plugin's asm: a register is
   printed with its own PTX type, a constant as itself ("i" inputs).  */
static bool
printable_operand_p (rtx op)
{
  return REG_P (op) || CONSTANT_P (op);
}

/* Give every operand of the plugin's asm INSN its own register.  Return
   the number of operands changed.  */
static int
legitimize_asm_insn (rtx_insn *insn)
{
  rtx body = PATTERN (insn);
  int n = asm_noperands (body);
  if (n <= 0)
    return 0;
  rtx *operands = XALLOCAVEC (rtx, n);
  rtx **locs = XALLOCAVEC (rtx *, n);
  const char **constraints = XALLOCAVEC (const char *, n);
  machine_mode *modes = XALLOCAVEC (machine_mode, n);
  const char *templ = decode_asm_operands (body, operands, locs, constraints,
					   modes, NULL);
  if (!plugin_asm_template_p (templ))
    return 0;
  int changed = 0;
  for (int i = 0; i < n; i++)
    {
      rtx op = *locs[i];
      if (printable_operand_p (op))
	continue;
      machine_mode mode = GET_MODE (op);
      bool output = constraints[i][0] == '=' || constraints[i][0] == '+';
      rtx reg;
      start_sequence ();
      if (output)
	{
	  reg = gen_reg_rtx (mode);
	  emit_move_insn (op, reg);
	}
      else
	reg = copy_to_mode_reg (mode, op);
      rtx_insn *seq = get_insns ();
      end_sequence ();
      if (output)
	emit_insn_after (seq, insn);
      else
	emit_insn_before (seq, insn);
      *locs[i] = reg;
      changed++;
      if (dump_file)
	{
	  fprintf (dump_file, "  insn %d: %s operand %d ", INSN_UID (insn),
		   output ? "output" : "input", i);
	  print_inline_rtx (dump_file, op, 0);
	  fprintf (dump_file, " through r%u\n", REGNO (reg));
	}
    }
  if (changed)
    df_insn_rescan (insn);
  return changed;
}

namespace {

const pass_data asm_operands_data = {
  RTL_PASS, "memspace-asm-operands", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0, 0
};

class asm_operands_pass : public rtl_opt_pass
{
public:
  asm_operands_pass (gcc::context *ctx)
    : rtl_opt_pass (asm_operands_data, ctx)
  {}
  /* Not gated on the optimisation level or on a knob: wherever the
     plugin's asm exists, its operands must print.  */
  bool gate (function *) final override
  {
    /* The testing knob shows what the pass prevents (issue 24, bug 5).  */
    return (asm_templates != NULL
	    && knob (KNOB_TEST_WRONG_REWRITE) != MEMSPACE_TEST_ASM_OPERANDS_UNCHECKED);
  }
  unsigned int execute (function *) final override
  {
    int changed = 0;
    for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
      if (NONJUMP_INSN_P (insn))
	changed += legitimize_asm_insn (insn);
    if (dump_file)
      fprintf (dump_file, "%s: %d asm operands copied into registers\n",
	       function_name (cfun), changed);
    return 0;
  }
};

} // anon namespace

opt_pass *
make_asm_operands_pass (gcc::context *ctx)
{
  return new asm_operands_pass (ctx);
}
