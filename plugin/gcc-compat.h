/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gcc-compat.h -- the one place that knows which GCC the plugin is built for.

   Every plugin source includes this header instead of GCC's headers, so the
   include order (GCC's headers are order-sensitive) and any difference
   between GCC releases live here and nowhere else (what the plugin mirrors
   of GCC 12's nvptx back end is in nvptx-facts.h; the layout of GCC 12's
   sync-builtins.def, with the other builtin knowledge, in
   gimple-passes/builtin-effects.cc).  The plugin is written
   against GCC 12 (the offload compiler Debian 12 ships) and builds for
   GCC 11 too (Makefile GCC=11); a port to another release adds its
   differences below as small inline wrappers.  */

#ifndef NVPTX_MEMSPACE_GCC_COMPAT_H
#define NVPTX_MEMSPACE_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
#include "rtl.h"
#include "tree.h"
#include "gimple.h"
#include "cfghooks.h"
#include "tree-pass.h"
#include "ssa.h"
#include "cgraph.h"
#include "diagnostic-core.h"
#include "fold-const.h"
#include "stor-layout.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
#include "gimple-fold.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "tree-cfg.h"
#include "tree-ssa.h"
#include "tree-into-ssa.h"
#include "tree-dfa.h"
#include "tree-ssa-alias.h"
#include "tree-ssanames.h"
#include "stringpool.h"
#include "attribs.h"
#include "varasm.h"
#include "gimple-pretty-print.h"
#include "print-tree.h"
#include "dumpfile.h"
#include "langhooks.h"
#include "internal-fn.h"
#include "builtins.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "explow.h"
#include "expr.h"
#include "output.h"
#include "insn-config.h"
#include "recog.h"
#include "opts.h"
#include "options.h"
#include "intl.h"
#include "cfgloop.h"
#include "context.h"
#include "omp-general.h"

#include "bversion.h"

/* The one version macro: the major release of the GCC whose headers the
   plugin is built against (the Makefile's GCC=N).  Every difference
   between releases tests this macro here or in nvptx-facts.h, nowhere
   else.  */
#define MEMSPACE_GCC_MAJOR BUILDING_GCC_MAJOR
#if MEMSPACE_GCC_MAJOR != 11 && MEMSPACE_GCC_MAJOR != 12
#error "nvptx-memspace knows GCC 11 and 12; add this release's differences to plugin/gcc-compat.h and plugin/nvptx-facts.h"
#endif

/* Which rewrites are on by default on this release (knobs.def reads these
   for the defaults of the per-rewrite knobs).  A rewrite is sound only if
   every fact of doc/gcc-nvptx-facts.md it rests on holds for the release;
   those facts were established on GCC 12.2's sources.  A rewrite stays off
   on another release until each of its facts carries that release's
   file:line too -- off, not guessed: a user may still turn it on with its
   knob (knobs.cc warns that it is unverified there).

   GCC 11.3 (issue 29), what is not yet re-verified:
   - memspace-opt (and with it ipmsp, loaded-pointers, backend-accesses,
     the data-area change): its seeds rest on facts sections 1-8, 10, 12,
     15 and 17 -- soft stack and SIMT frames, OpenACC broadcast and
     reduction partitions (GCC 11's worker partitioning differs from 12's),
     the data areas, the entry stub and records, the heap;
   - process-restrict: facts section 7 (the omp_data records GCC 11's
     omp-low builds) and the nc rule of nc-safety.cc;
   - lower-struct-args (formerly opt-byval; entry-record ld.global.nc too): facts
     section 18 and write_omp_entry (section 7);
   - lower-module-shared: facts section 11 (one live instance per team:
     GCC 11's gomp_nvptx_main and omp-expand);
   Verified on GCC 11: return-slot (facts section 21, each line re-checked
   in GCC 11's source; stock GCC 11 stops with the same internal error,
   "in execute, at tree-nrv.c:179").
   gang-private-symbols needs no gate: GCC 11 has no OpenACC gang-private
   variables (no "oacc gang-private" attribute in GCC 11.3's gcc/), so the
   pass finds nothing to do.  */
#if MEMSPACE_GCC_MAJOR == 12
#define MEMSPACE_VERIFIED_MEMSPACE_OPT 1
#define MEMSPACE_VERIFIED_IPMSP 1
#define MEMSPACE_VERIFIED_LOADED_POINTERS 1
#define MEMSPACE_VERIFIED_BACKEND_ACCESSES 1
#define MEMSPACE_VERIFIED_PROCESS_RESTRICT 1
#define MEMSPACE_VERIFIED_LOWER_STRUCT_ARGS 1
#define MEMSPACE_VERIFIED_LOWER_MODULE_SHARED 1
#define MEMSPACE_VERIFIED_RETURN_SLOT 1
#else
#define MEMSPACE_VERIFIED_MEMSPACE_OPT 0
#define MEMSPACE_VERIFIED_IPMSP 0
#define MEMSPACE_VERIFIED_LOADED_POINTERS 0
#define MEMSPACE_VERIFIED_BACKEND_ACCESSES 0
#define MEMSPACE_VERIFIED_PROCESS_RESTRICT 0
#define MEMSPACE_VERIFIED_LOWER_STRUCT_ARGS 0
#define MEMSPACE_VERIFIED_LOWER_MODULE_SHARED 0
#define MEMSPACE_VERIFIED_RETURN_SLOT 1
#endif

/* Differences of GCC 11's middle end that the passes meet, each made to
   look like GCC 12's so the passes need no #if.  */
#if MEMSPACE_GCC_MAJOR < 12
#include "alloc-pool.h"
#include "symbol-summary.h"
#include "symtab-clones.h"

/* GCC 12 added startswith to system.h (system.h:1305-1309); the same.  */
static inline bool
startswith (const char *str, const char *prefix)
{
  return strncmp (str, prefix, strlen (prefix)) == 0;
}

/* .DEFERRED_INIT (-ftrivial-auto-var-init) and the OpenACC privatization
   marker IFN_UNIQUE_OACC_PRIVATE are GCC 12's; GCC 11.3 has neither
   (internal-fn.def, internal-fn.h:36-44), so no call of GCC 11 is one:
   IFN_LAST names no internal call, and -1 is no IFN_UNIQUE code (they
   count from 0).  */
#define IFN_DEFERRED_INIT IFN_LAST
#define IFN_UNIQUE_OACC_PRIVATE (-1)
#endif

/* Whether GCC prints its notes about OpenACC privatization levels
   (-fopt-info-note-omp, GCC 12's --param=openacc-privatization; GCC 11
   has neither the param nor gang-private variables).  */
static inline bool
memspace_openacc_privatization_notes_p (void)
{
#if MEMSPACE_GCC_MAJOR >= 12
  return param_openacc_privatization != OPENACC_PRIVATIZATION_QUIET;
#else
  return false;
#endif
}

/* ipa_param_adjustments::modify_call for the call of edge E, whose callee
   has already been redirected.  GCC 12 takes the edge
   (ipa-param-manipulation.h:227); GCC 11 takes the statement, the
   caller's performed splits and the callee (GCC 11.3
   ipa-param-manipulation.h:247-249), which GCC 11's own caller,
   cgraph_edge::redirect_call_stmt_to_callee, passes as below
   (cgraph.c:1544-1547).  */
static inline gcall *
memspace_modify_call (ipa_param_adjustments *adjustments, cgraph_edge *e,
		      bool update_references)
{
#if MEMSPACE_GCC_MAJOR >= 12
  return adjustments->modify_call (e, update_references);
#else
  clone_info *caller_info = clone_info::get (e->caller);
  return adjustments->modify_call (e->call_stmt,
				   caller_info
				   ? caller_info->performed_splits : NULL,
				   e->callee->decl, update_references);
#endif
}

/* How users spell the offload compiler's options on this release, for
   messages: GCC 12's -foffload-options=TARGET=OPTS; GCC 11 has only
   -foffload=TARGET=OPTS (GCC 11.3 common.opt:2085-2087).  */
#if MEMSPACE_GCC_MAJOR >= 12
#define MEMSPACE_OFFLOAD_OPTIONS_FLAG "-foffload-options=nvptx-none="
#else
#define MEMSPACE_OFFLOAD_OPTIONS_FLAG "-foffload=nvptx-none="
#endif

/* The plugin's invariant checks.  GCC's gcc_checking_assert compiles to
   nothing in a release-checking compiler such as Debian's, so the plugin
   asks -fchecking at run time instead, as GCC's verifiers do (the
   testsuite and make fuzz build with -fchecking=2).  */
#define memspace_checking_assert(EXPR) \
  do { if (flag_checking) gcc_assert (EXPR); } while (0)

/* GCC 12 spells the soft-stack test as a target flag (nvptx.opt); so
   does GCC 11 (nvptx.opt:38-40, Mask(SOFT_STACK)).  */
static inline bool
memspace_target_soft_stack_p (void)
{
  return TARGET_SOFT_STACK;
}

#endif
