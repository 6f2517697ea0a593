/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memspace-verify.h -- verify=1's run-time checks of the rewrite's
   conversions (memspace-verify.cc).  Called by memspace-opt.  */

#ifndef NVPTX_MEMSPACE_VERIFY_H
#define NVPTX_MEMSPACE_VERIFY_H

#include "memspace-lattice.h"

/* A conversion the rewrite made: CONVERSION converts the generic pointer
   VALUE into SPACE (a lattice element: GLOBAL for ld.global.nc too).  */
struct memspace_verify_point
{
  gimple *conversion;
  tree value;
  enum memspace space;
};

/* Insert a run-time check after each conversion of POINTS in the current
   function; return the TODO flags the function needs afterwards.  */
unsigned int memspace_insert_verify_checks (const vec<memspace_verify_point> &points);

#endif
