/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nc-safety.h -- which functions may read restrict data through
   ld.global.nc (nc-safety.cc).  Called by ipmsp.  */

#ifndef NVPTX_MEMSPACE_NC_SAFETY_H
#define NVPTX_MEMSPACE_NC_SAFETY_H

#include "memspace-infer.h"

/* One function of the offload program as the nc-safety analysis sees
   it.  */
struct nc_safety_function
{
  /* Inputs.  */
  cgraph_node *node;
  /* An offload entry point: the root of a kernel.  */
  bool entry;
  /* Outputs.  Every store and call of the function has a safe base.  */
  bool stores_safe;
  /* Every kernel that can run the function stores only through safe
     bases (and some kernel runs it).  */
  bool nc_safe;
};

/* Fill FACTS with the final facts of NODE's function, the current
   function (cfun) when called; DATA is the caller's.  */
typedef void (*nc_safety_facts_fn) (cgraph_node *node,
				    struct memspace_facts *facts, void *data);

/* Decide STORES_SAFE and NC_SAFE of every element of FUNCTIONS, the whole
   offload program: a call to a function outside it is a call to unknown
   code.  FACTS gives memspace-infer each function's facts.  */
void compute_nc_safety (vec<nc_safety_function> &functions,
			nc_safety_facts_fn facts, void *data);

#endif
