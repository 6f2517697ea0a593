// SPDX-License-Identifier: GPL-3.0-or-later
/* passes.cc -- pipeline positions of the plugin's passes.

   Inside the accel lto1 (pass numbers as in doc/gcc-nvptx-facts.md):

     late IPA passes: pta, simdclone
       lower-module-shared team-level automatics of OpenMP entries -> .shared
                         (before ipmsp, which votes on their addresses)
       lower-struct-args by-value aggregate parameters -> scalars (clones)
       ipmsp             votes from every call and launch; publishes spaces
                         of parameters, record fields, frames, returns
     all_passes
       ... ompdevlow, oaccdevlow, alias (PTA)
       process-restrict1 after "alias": restrict roots from the data records
                         become dependence cliques, for FRE, PRE, LIM, DSE
       ... fre, vrp, dom, lim, pre
       memspace-opt1     after "pre": pointers are still pointers, and the
                         loop optimisers (LIM) see the spaces; addresses
                         that vary in a loop are left for memspace-opt2,
                         so IVOPTs costs them as without the plugin
       ... loop pipeline (ivopts), vrp2, ... "optimized"
       return-slot       before "nrv": a small aggregate the host returns in
                         registers but nvptx in memory is stored into the
                         return slot (GCC 12 asserts otherwise)
       gang-private-symbols after "optimized" (first): OpenACC gang-private
                         variables -> one .shared variable each
       process-restrict2 after "optimized": propagate-only re-stamping
       memspace-opt2     before expand: IVOPTs' induction variables,
                         what later passes created, cleanup
     expand              rtl-hooks: addr_space.convert, %A printing
     ... fwprop, cse, combine (may put a SUBREG into an asm operand)
       memspace-asm-operands after "asmcons", the last pass that changes
                         asm operands (nvptx allocates no registers):
                         every operand of the plugin's asm becomes a
                         register of its own mode (asm-operands.cc)
     ... "mach" (nvptx_reorg: OpenACC neutering and state propagation)
       memspace-backend  the accesses the back end created after GIMPLE
                         (memspace-backend.cc); final prints through %A

   Passes are registered here when they exist and do their job; no
   placeholder pass is registered.  */

#include "gcc-compat.h"
#include "knobs.h"
#include "passes.h"

static void
register_at (const char *plugin_name, opt_pass *pass, const char *reference,
	     enum pass_positioning_ops where)
{
  struct register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = reference;
  info.ref_pass_instance_number = 1;
  info.pos_op = where;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

static void
register_after (const char *plugin_name, opt_pass *pass, const char *reference)
{
  register_at (plugin_name, pass, reference, PASS_POS_INSERT_AFTER);
}

/* Hand the dump knob's switches to GCC's dump machinery (see knobs.def
   for why -fdump-tree-<plugin pass> cannot be used directly in GCC 12).  */
static void
enable_dumps (void)
{
  char *list = xstrdup (knob_string (KNOB_DUMP));
  for (char *item = strtok (list, ","); item; item = strtok (NULL, ","))
    g->get_dumps ()->dump_switch_p (item);
  free (list);
}

void
register_passes (const char *plugin_name)
{
  if (knob (KNOB_MEMSPACE_OPT))
    {
      rtl_hooks_install ();
      /* Whatever the knobs, the asm the plugin emits must print.  */
      register_after (plugin_name, make_asm_operands_pass (g), "asmcons");
      register_after (plugin_name, make_memspace_opt_pass (g, 1), "pre");
      register_after (plugin_name, make_memspace_opt_pass (g, 2), "optimized");
      /* Before cse1, GCSE and loop2: they decide with the flags it sets.  */
      register_after (plugin_name, make_readonly_mems_pass (g), "vregs");
      /* After GCSE has merged the loads whose values are converted.  */
      register_after (plugin_name, make_conversion_cse_pass (g), "cse_local");
      /* Before nvptx_reorg decides what it broadcasts at each fork.  */
      register_at (plugin_name, make_fork_conversions_pass (g), "mach",
		   PASS_POS_INSERT_BEFORE);
      if (knob (KNOB_BACKEND_ACCESSES))
	register_after (plugin_name, make_memspace_backend_pass (g), "mach");
      if (knob (KNOB_IPMSP))
	register_after (plugin_name, make_ipmsp_pass (g), "simdclone");
    }
  /* Registered after ipmsp, so inserted before it: ipmsp then votes on
     the scalar parameters it creates.  */
  if (knob (KNOB_LOWER_STRUCT_ARGS))
    register_after (plugin_name, make_lower_struct_args_pass (g), "simdclone");
  /* Registered last after "simdclone", so it runs first of the three.  */
  if (knob (KNOB_LOWER_MODULE_SHARED))
    register_after (plugin_name, make_lower_module_shared_pass (g), "simdclone");
  if (knob (KNOB_PROCESS_RESTRICT))
    {
      register_after (plugin_name, make_process_restrict_pass (g, 1), "alias");
      /* Inserted right after "optimized", so before memspace-opt2.  */
      register_after (plugin_name, make_process_restrict_pass (g, 2), "optimized");
    }
  /* Inserted right after "optimized", so before process-restrict2.  */
  register_after (plugin_name, make_lower_gang_private_pass (g), "optimized");
  /* A GCC 12 internal error the plugin can avoid (return-slot.cc).  */
  if (knob (KNOB_RETURN_SLOT))
    register_at (plugin_name, make_return_slot_pass (g), "nrv",
		 PASS_POS_INSERT_BEFORE);
  enable_dumps ();
}
