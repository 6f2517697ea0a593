/* SPDX-License-Identifier: GPL-3.0-or-later */
/* passes.h -- the plugin's passes and where they enter the pipeline.

   register_passes (passes.cc) is the only place that decides positions;
   each pass file exports a constructor for its pass object.  */

#ifndef NVPTX_MEMSPACE_PASSES_H
#define NVPTX_MEMSPACE_PASSES_H

/* Register every enabled pass and hook with GCC's pass manager.  */
void register_passes (const char *plugin_name);

/* INSTANCE 1: early (after PRE), 2: late (after "optimized").  */
opt_pass *make_memspace_opt_pass (gcc::context *ctx, int instance);
opt_pass *make_ipmsp_pass (gcc::context *ctx);
opt_pass *make_lower_struct_args_pass (gcc::context *ctx);
opt_pass *make_lower_module_shared_pass (gcc::context *ctx);
opt_pass *make_lower_gang_private_pass (gcc::context *ctx);
opt_pass *make_return_slot_pass (gcc::context *ctx);
/* INSTANCE 1: after PTA, 2: propagate-only, late.  */
opt_pass *make_process_restrict_pass (gcc::context *ctx, int instance);
/* RTL, after "asmcons" (rtl-hooks/asm-operands.cc).  */
opt_pass *make_asm_operands_pass (gcc::context *ctx);
/* RTL, after the machine-dependent reorg (rtl-hooks/memspace-backend.cc).  */
opt_pass *make_memspace_backend_pass (gcc::context *ctx);
/* RTL, right after expansion (rtl-hooks/readonly-mems.cc).  */
opt_pass *make_readonly_mems_pass (gcc::context *ctx);
/* RTL, right after expansion (rtl-hooks/conversion-cse.cc).  */
opt_pass *make_conversion_cse_pass (gcc::context *ctx);
/* RTL, right before the machine-dependent reorg
   (rtl-hooks/fork-conversions.cc).  */
opt_pass *make_fork_conversions_pass (gcc::context *ctx);
/* The target-hook overrides (rtl-hooks/address-spaces.cc): installed
   with the passes, like them declared here so that the registry includes
   nothing of the floors above it.  */
void rtl_hooks_install (void);

#endif
