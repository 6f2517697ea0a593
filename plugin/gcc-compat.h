/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gcc-compat.h -- the one place that knows which GCC the plugin is built for.

   Every plugin source includes this header instead of GCC's headers, so the
   include order (GCC's headers are order-sensitive) and any difference
   between GCC releases live here and nowhere else (what the plugin mirrors
   of GCC 12's nvptx back end is in nvptx-facts.h; the layout of GCC 12's
   sync-builtins.def, with the other builtin knowledge, in
   gimple-passes/builtin-effects.cc).  The plugin is written
   against GCC 12 (the offload compiler Debian 12 ships); a port to another
   release adds its differences below as small inline wrappers.  */

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
#if BUILDING_GCC_MAJOR != 12
#error "nvptx-memspace is written for GCC 12; add this release's differences to plugin/gcc-compat.h"
#endif

/* The plugin's invariant checks.  GCC's gcc_checking_assert compiles to
   nothing in a release-checking compiler such as Debian's, so the plugin
   asks -fchecking at run time instead, as GCC's verifiers do (the
   testsuite and make fuzz build with -fchecking=2).  */
#define memspace_checking_assert(EXPR) \
  do { if (flag_checking) gcc_assert (EXPR); } while (0)

/* GCC 12 spells the soft-stack test as a target flag (nvptx.opt).  */
static inline bool
memspace_target_soft_stack_p (void)
{
  return TARGET_SOFT_STACK;
}

#endif
