/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gcc-compat.h -- the one place that knows which GCC the plugin is built for.

   Every plugin source includes this header instead of GCC's headers, so the
   include order (GCC's headers are order-sensitive) and any difference
   between GCC releases live here and nowhere else (what the plugin mirrors
   of GCC 12's nvptx back end is in nvptx-facts.h).  The plugin is written
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

/* The access size in bytes of a sized __sync/__atomic builtin (the _1 ..
   _16 members), or 0 for any other function code.  GCC 12's
   sync-builtins.def (lines 31-590) lays out each family as _N, _1, _2,
   _4, _8, _16, consecutively.  */
static inline int
memspace_sync_builtin_size (int code)
{
  static const enum built_in_function families[] = {
    BUILT_IN_SYNC_FETCH_AND_ADD_N, BUILT_IN_SYNC_FETCH_AND_SUB_N,
    BUILT_IN_SYNC_FETCH_AND_OR_N, BUILT_IN_SYNC_FETCH_AND_AND_N,
    BUILT_IN_SYNC_FETCH_AND_XOR_N, BUILT_IN_SYNC_FETCH_AND_NAND_N,
    BUILT_IN_SYNC_ADD_AND_FETCH_N, BUILT_IN_SYNC_SUB_AND_FETCH_N,
    BUILT_IN_SYNC_OR_AND_FETCH_N, BUILT_IN_SYNC_AND_AND_FETCH_N,
    BUILT_IN_SYNC_XOR_AND_FETCH_N, BUILT_IN_SYNC_NAND_AND_FETCH_N,
    BUILT_IN_SYNC_BOOL_COMPARE_AND_SWAP_N, BUILT_IN_SYNC_VAL_COMPARE_AND_SWAP_N,
    BUILT_IN_SYNC_LOCK_TEST_AND_SET_N, BUILT_IN_SYNC_LOCK_RELEASE_N,
    BUILT_IN_ATOMIC_EXCHANGE_N, BUILT_IN_ATOMIC_LOAD_N,
    BUILT_IN_ATOMIC_COMPARE_EXCHANGE_N, BUILT_IN_ATOMIC_STORE_N,
    BUILT_IN_ATOMIC_ADD_FETCH_N, BUILT_IN_ATOMIC_SUB_FETCH_N,
    BUILT_IN_ATOMIC_AND_FETCH_N, BUILT_IN_ATOMIC_NAND_FETCH_N,
    BUILT_IN_ATOMIC_XOR_FETCH_N, BUILT_IN_ATOMIC_OR_FETCH_N,
    BUILT_IN_ATOMIC_FETCH_ADD_N, BUILT_IN_ATOMIC_FETCH_SUB_N,
    BUILT_IN_ATOMIC_FETCH_AND_N, BUILT_IN_ATOMIC_FETCH_NAND_N,
    BUILT_IN_ATOMIC_FETCH_XOR_N, BUILT_IN_ATOMIC_FETCH_OR_N
  };
  for (unsigned i = 0; i < ARRAY_SIZE (families); i++)
    if (code > (int) families[i] && code <= (int) families[i] + 5)
      return 1 << (code - (int) families[i] - 1);
  return 0;
}

/* The _N member of the family of a sized __sync/__atomic builtin (same
   layout), or BUILT_IN_NONE.  */
static inline enum built_in_function
memspace_sync_builtin_family (int code)
{
  int size = memspace_sync_builtin_size (code);
  if (!size)
    return BUILT_IN_NONE;
  return (enum built_in_function) (code - 1 - exact_log2 (size));
}

#endif
