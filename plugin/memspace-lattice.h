/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memspace-lattice.h -- the state-space lattice shared by every pass.

     BOTTOM  <  NOT_ADDRESS  <  { GLOBAL, SHARED, CONST, LOCAL, TENSOR,
                                  DIST_SHARED, PARAM }  <  GENERIC

   BOTTOM: no evidence yet.  GENERIC: unknown or conflicting provenance; a
   pointer that ends at GENERIC keeps generic addressing.  The concrete
   elements form an antichain: the meet of two distinct ones is GENERIC.
   NOT_ADDRESS is evidence that a value is no address at all: the null
   pointer, or an integer computed without any pointer (a loop counter, a
   constant).  It joins the concrete elements like BOTTOM does -- a pointer
   that is either p or NULL points where p points -- but unlike BOTTOM it is
   a final answer.  Every chain has length three, so a fixed-point iteration
   over n values changes at most 3n lattice cells.

   The numeric values of the concrete elements are the GCC address-space
   numbers the plugin gives pointee types (TYPE_ADDR_SPACE) and MEMs
   (MEM_ADDR_SPACE); they follow the NVPTX/NVVM numbering so PTX readers
   recognise them.  TENSOR and DIST_SHARED have no producer on the targets
   GCC 12 supports (up to sm_80) but stay first-class elements.

   MEMSPACE_GLOBAL_NC is not a lattice element: it is the address space the
   rewrite gives a load that process-restrict proved read-only for the whole
   kernel, so the backend prints ld.global.nc.  As a set of addresses it is
   GLOBAL; conversions between the two are no-ops.

   The ipmsp vote lattice (UNDET < concrete < POISON) has the same shape and
   is represented by the same values: UNDET is BOTTOM and POISON is GENERIC.  */

#ifndef NVPTX_MEMSPACE_LATTICE_H
#define NVPTX_MEMSPACE_LATTICE_H

enum memspace
{
  MEMSPACE_GENERIC = 0,
  MEMSPACE_GLOBAL = 1,
  MEMSPACE_SHARED = 3,
  MEMSPACE_CONST = 4,
  MEMSPACE_LOCAL = 5,
  MEMSPACE_TENSOR = 6,
  MEMSPACE_DIST_SHARED = 7,
  MEMSPACE_GLOBAL_NC = 9,	/* Internal tag: read-only GLOBAL, see above.  */
  MEMSPACE_PARAM = 101,
  MEMSPACE_NOT_ADDRESS = 253,
  MEMSPACE_BOTTOM = 254
};

/* The vote lattice of ipmsp, by the same values.  */
#define IPMSP_VOTE_UNDET MEMSPACE_BOTTOM
#define IPMSP_VOTE_POISON MEMSPACE_GENERIC

/* True for a value of the lattice (or the GLOBAL_NC tag): anything else
   in an enum memspace is a corrupted fact.  */
static inline bool
memspace_lattice_value_p (enum memspace space)
{
  switch (space)
    {
    case MEMSPACE_GENERIC:
    case MEMSPACE_GLOBAL:
    case MEMSPACE_SHARED:
    case MEMSPACE_CONST:
    case MEMSPACE_LOCAL:
    case MEMSPACE_TENSOR:
    case MEMSPACE_DIST_SHARED:
    case MEMSPACE_GLOBAL_NC:
    case MEMSPACE_PARAM:
    case MEMSPACE_NOT_ADDRESS:
    case MEMSPACE_BOTTOM:
      return true;
    }
  return false;
}

/* True for the elements strictly between BOTTOM and GENERIC.  */
static inline bool
memspace_concrete_p (enum memspace space)
{
  switch (space)
    {
    case MEMSPACE_GLOBAL:
    case MEMSPACE_SHARED:
    case MEMSPACE_CONST:
    case MEMSPACE_LOCAL:
    case MEMSPACE_TENSOR:
    case MEMSPACE_DIST_SHARED:
    case MEMSPACE_PARAM:
      return true;
    default:
      return false;
    }
}

/* The lattice meet.  MEMSPACE_GLOBAL_NC meets as GLOBAL.  */
static inline enum memspace
memspace_meet (enum memspace current, enum memspace observed)
{
  memspace_checking_assert (memspace_lattice_value_p (current)
			    && memspace_lattice_value_p (observed));
  if (current == MEMSPACE_GLOBAL_NC)
    current = MEMSPACE_GLOBAL;
  if (observed == MEMSPACE_GLOBAL_NC)
    observed = MEMSPACE_GLOBAL;
  if (observed == MEMSPACE_BOTTOM)
    return current;
  if (current == MEMSPACE_BOTTOM)
    return observed;
  if (observed == MEMSPACE_NOT_ADDRESS)
    return current;
  if (current == MEMSPACE_NOT_ADDRESS)
    return observed;
  if (current == observed)
    return current;
  return MEMSPACE_GENERIC;
}

/* The ipmsp vote meet: an observation with no evidence yet (BOTTOM, e.g.
   a value fed by a call cycle not resolved so far) or a null pointer
   (NOT_ADDRESS) keeps the vote; agreement keeps; disagreement or a GENERIC
   observation poisons.  */
static inline enum memspace
ipmsp_vote_meet (enum memspace old_vote, enum memspace observed)
{
  return memspace_meet (old_vote, observed);
}

/* Name for dumps.  */
static inline const char *
memspace_name (enum memspace space)
{
  switch (space)
    {
    case MEMSPACE_GENERIC: return "generic";
    case MEMSPACE_GLOBAL: return "global";
    case MEMSPACE_SHARED: return "shared";
    case MEMSPACE_CONST: return "const";
    case MEMSPACE_LOCAL: return "local";
    case MEMSPACE_TENSOR: return "tensor";
    case MEMSPACE_DIST_SHARED: return "dist_shared";
    case MEMSPACE_GLOBAL_NC: return "global.nc";
    case MEMSPACE_PARAM: return "param";
    case MEMSPACE_NOT_ADDRESS: return "not-address";
    case MEMSPACE_BOTTOM: return "bottom";
    }
  return "?";
}

/* The PTX state-space qualifier a memory instruction in SPACE carries, or
   NULL where PTX has none the plugin may print.  */
static inline const char *
memspace_ptx_qualifier (int space)
{
  switch (space)
    {
    case MEMSPACE_GLOBAL: return ".global";
    case MEMSPACE_GLOBAL_NC: return ".global.nc";
    case MEMSPACE_SHARED: return ".shared";
    case MEMSPACE_CONST: return ".const";
    case MEMSPACE_LOCAL: return ".local";
    case MEMSPACE_PARAM: return ".param";
    default: return NULL;
    }
}

#endif
