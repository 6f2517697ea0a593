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

   The numeric values of the concrete elements follow the NVPTX/NVVM
   numbering of the state spaces, as the GCC address spaces the rewrite
   creates do (memspace-addr-space.h, the only way between the two).
   TENSOR and DIST_SHARED have no producer on the targets GCC 12 supports
   (up to sm_80) but stay first-class elements.

   The ipmsp votes are values of this lattice: BOTTOM is no vote yet, a
   concrete space a unanimous vote, GENERIC a poisoned one (ipmsp.cc).  */

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
  MEMSPACE_PARAM = 101,
  MEMSPACE_NOT_ADDRESS = 253,
  MEMSPACE_BOTTOM = 254
};

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

/* True for a value of the lattice: anything else in an enum memspace is
   a corrupted fact.  */
static inline bool
memspace_lattice_value_p (enum memspace space)
{
  return (memspace_concrete_p (space) || space == MEMSPACE_GENERIC
	  || space == MEMSPACE_NOT_ADDRESS || space == MEMSPACE_BOTTOM);
}

/* True if A is below or equal to B in the lattice order above.  */
static inline bool
memspace_below_p (enum memspace a, enum memspace b)
{
  if (a == b || a == MEMSPACE_BOTTOM || b == MEMSPACE_GENERIC)
    return true;
  if (a == MEMSPACE_NOT_ADDRESS)
    return b != MEMSPACE_BOTTOM;
  return false;
}

/* The lattice meet, computed without the checks.  */
static inline enum memspace
memspace_meet_1 (enum memspace current, enum memspace observed)
{
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

/* The lattice meet: the least element above both (in the order above,
   whose "meet" of two spaces is GENERIC).  The checks hold of the
   operator, whatever the transfer functions do with it (those need not
   be monotone: doc/assumptions.md A6).  */
static inline enum memspace
memspace_meet (enum memspace current, enum memspace observed)
{
  memspace_checking_assert (memspace_lattice_value_p (current)
			    && memspace_lattice_value_p (observed));
  enum memspace result = memspace_meet_1 (current, observed);
  memspace_checking_assert (memspace_below_p (current, result)
			    && memspace_below_p (observed, result));
  memspace_checking_assert (result == memspace_meet_1 (observed, current));
  return result;
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
    case MEMSPACE_PARAM: return "param";
    case MEMSPACE_NOT_ADDRESS: return "not-address";
    case MEMSPACE_BOTTOM: return "bottom";
    }
  return "?";
}

#endif
