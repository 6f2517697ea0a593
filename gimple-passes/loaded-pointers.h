/* SPDX-License-Identifier: GPL-3.0-or-later */
/* loaded-pointers.h -- the whole-program check behind seed S9: does every
   store of the device program store a global address or none?
   (loaded-pointers.cc).  Called by ipmsp (whole program) and memspace-opt
   (its own function, as a safety net).  */

#ifndef NVPTX_MEMSPACE_LOADED_POINTERS_H
#define NVPTX_MEMSPACE_LOADED_POINTERS_H

#include "memspace-infer.h"

/* Why the invariant is not proven: the first offending statement (or
   variable), for the dump and the -fopt-info-missed remark.  */
struct loaded_pointers_verdict
{
  bool holds;
  const char *reason;
  /* The function and statement, or the variable whose initializer or
     external definition fails it.  */
  tree fndecl;
  gimple *stmt;
  tree var;
  /* The offending value is proven in a space other than global (a
     definite non-global address, not just an unknown one).  */
  bool definite;
};

/* Start VERDICT as "holds".  */
void loaded_pointers_start (struct loaded_pointers_verdict *verdict);

/* Check every statement of the current function (cfun, inferred in INFO
   under the assumption S9) and record the first failure in VERDICT.  */
void loaded_pointers_check_function (const struct memspace_inference *info,
				     struct loaded_pointers_verdict *verdict);

/* Check every variable of the offload unit: no reference to a variable
   defined outside it, no initializer holding a non-global address.  */
void loaded_pointers_check_variables (struct loaded_pointers_verdict *verdict);

/* Say why VERDICT fails: a line in the current dump file and one
   -fopt-info-missed remark at the offending statement.  */
void loaded_pointers_report (const struct loaded_pointers_verdict *verdict,
			     const char *context);

#endif
