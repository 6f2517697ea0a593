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

   GCC 11.3 (issue 29; Debian 12's 11.3.0 plus the 11 branch to
   20230216): every fact of doc/gcc-nvptx-facts.md sections 1-21 carries
   its GCC 11 file:line (tools/facts-linemap.py maps each cited GCC 12
   range and says whether GCC 11's text is the same); where 11 differs the
   document says what that means for the rewrites.  The differences the
   passes meet, none of which breaks a fact a rewrite rests on:
   - GCC 11's nvptx has no %B/%x operand codes, no membar around atomics
     (nvptx_output_atomic_insn) and no emulation of atomics on .local
     (nvptx_mem_local_p): the rewrites never give an atomic the .local
     space (memspace-opt.cc, memspace-backend.cc mem_use_ok_p), on 11
     as on 12; no HFmode move pattern (HFmode is not in
     nvptx_facts_mode_prints_space_p);
   - no OpenACC gang-private variables (no "oacc gang-private", no
     __gang_private_shared): GCC 11 keeps them in each thread's .local
     frame, which is what the rewrites then see (automatics, LOCAL);
   - lower_omp_teams calls GOMP_teams once, and nvptx's GOMP_teams ends
     the CTAs beyond num_teams (libgomp/config/nvptx/target.c:29-49):
     one team per CTA, so lower-module-shared's "one live instance per
     CTA" (section 11) holds, more simply than with 12's GOMP_teams4 loop;
   - libgomp's allocators: only omp_alloc, omp_aligned_alloc and
     GOMP_alloc (MEMSPACE_LIBGOMP_ALLOCATORS below).
   return-slot: facts section 21; stock GCC 11 stops with the same
   internal error, "in execute, at tree-nrv.c:179".
   gang-private-symbols needs no gate: GCC 11 has no OpenACC gang-private
   variables (no "oacc gang-private" attribute in GCC 11.3's gcc/), so the
   pass finds nothing to do.  */
#define MEMSPACE_VERIFIED_MEMSPACE_OPT 1
#define MEMSPACE_VERIFIED_IPMSP 1
#define MEMSPACE_VERIFIED_LOADED_POINTERS 1
#define MEMSPACE_VERIFIED_BACKEND_ACCESSES 1
#define MEMSPACE_VERIFIED_PROCESS_RESTRICT 1
#define MEMSPACE_VERIFIED_LOWER_STRUCT_ARGS 1
#define MEMSPACE_VERIFIED_LOWER_MODULE_SHARED 1
#define MEMSPACE_VERIFIED_RETURN_SLOT 1

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

/* The allocators of the release's libgomp, whose results are heap
   (malloc/calloc/realloc) addresses: GCC 12.2 libgomp/allocator.c:210
   omp_aligned_alloc, 351 omp_alloc, 361 GOMP_alloc, 409 omp_aligned_calloc,
   552 omp_calloc, 558 omp_realloc; GCC 11 has only the first three
   (allocator.c:209, 346, 356: malloc at 282, 298): on 11 an omp_calloc or
   omp_realloc is no libgomp function, and its result is unknown.  */
#if MEMSPACE_GCC_MAJOR >= 12
#define MEMSPACE_LIBGOMP_ALLOCATORS \
  "omp_alloc", "omp_aligned_alloc", "omp_calloc", "omp_aligned_calloc", \
  "omp_realloc", "GOMP_alloc"
#else
#define MEMSPACE_LIBGOMP_ALLOCATORS \
  "omp_alloc", "omp_aligned_alloc", "GOMP_alloc"
#endif

/* Whether clear_storage_hints, when CLEAR_RATIO forbids clearing by
   pieces, tries try_store_by_multiple_pieces (SET_RATIO) before the
   memset call a non-generic MEM cannot have: GCC 12.2 expr.cc:3291-3294
   (builtins.cc:4005); GCC 11's has no such step (expr.c:3055-3110), so a
   clear in a named address space that only it would expand inline reaches
   gcc_unreachable (expr.c:3110) -- memspace-opt's inline_clear_p keeps
   such a clear generic on 11 (facts section 12).  */
#if MEMSPACE_GCC_MAJOR >= 12
#define MEMSPACE_CLEAR_STORAGE_BY_MULTIPLE_PIECES 1
#else
#define MEMSPACE_CLEAR_STORAGE_BY_MULTIPLE_PIECES 0
#endif

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
