/* SPDX-License-Identifier: GPL-3.0-or-later */
/* simt-frame.h -- the state space of each function's frame under
   -msoft-stack (simt-frame.cc).  Called by ipmsp.  */

#ifndef NVPTX_MEMSPACE_SIMT_FRAME_H
#define NVPTX_MEMSPACE_SIMT_FRAME_H

#include "memspace-lattice.h"

/* One function of the offload program as the frame analysis sees it.  */
struct simt_frame_function
{
  /* Inputs.  */
  cgraph_node *node;
  /* An offload entry point: called by the runtime, never from SIMT code.  */
  bool entry;
  /* Every caller is a statement the analysis sees.  */
  bool callers_known;
  /* The body contains a SIMT construct (simt_construct_p).  */
  bool has_simt;
  /* Outputs.  */
  bool simt_reachable;
  enum memspace frame;
};

/* True if STMT is one of the internal calls that mark an "omp simd"
   region lowered for SIMT execution (.GOMP_USE_SIMT, .GOMP_SIMT_*).  */
bool simt_construct_p (gimple *stmt);

/* Decide SIMT_REACHABLE and FRAME of every element of FUNCTIONS, the
   whole offload program: calls and launches to functions outside it are
   ignored.  */
void compute_frame_spaces (vec<simt_frame_function> &functions);

#endif
