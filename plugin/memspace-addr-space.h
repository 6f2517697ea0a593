/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memspace-addr-space.h -- the GCC address spaces the plugin creates.

   The rewrite gives pointee types (TYPE_ADDR_SPACE) and MEMs
   (MEM_ADDR_SPACE) one GCC address-space number per PTX state space it
   targets, as gcn.h's ADDR_SPACE_* do for AMD GCN, plus one for read-only
   global data: a load process-restrict proved read-only for the whole
   kernel is put in GLOBAL_NC, so the back end prints ld.global.nc.  As a
   set of addresses GLOBAL_NC is GLOBAL (conversions between the two are
   no-ops, rtl-hooks/address-spaces.cc); it is no lattice element.

   The numbers follow NVPTX/NVVM's numbering so PTX readers recognise
   them, and equal the lattice values (memspace-lattice.h) of the same
   spaces, so a dump reads the same either way; the functions below are
   still the only way between the two.  */

#ifndef NVPTX_MEMSPACE_ADDR_SPACE_H
#define NVPTX_MEMSPACE_ADDR_SPACE_H

#include "memspace-lattice.h"

enum memspace_addr_space
{
  MEMSPACE_AS_GENERIC = 0,	/* ADDR_SPACE_GENERIC.  */
  MEMSPACE_AS_GLOBAL = MEMSPACE_GLOBAL,
  MEMSPACE_AS_SHARED = MEMSPACE_SHARED,
  MEMSPACE_AS_CONST = MEMSPACE_CONST,
  MEMSPACE_AS_LOCAL = MEMSPACE_LOCAL,
  MEMSPACE_AS_GLOBAL_NC = 9,	/* Read-only GLOBAL: ld.global.nc.  */
  MEMSPACE_AS_PARAM = MEMSPACE_PARAM
};

/* The address space of lattice element SPACE, a concrete one.  */
static inline addr_space_t
memspace_addr_space (enum memspace space)
{
  memspace_checking_assert (memspace_concrete_p (space));
  return (addr_space_t) space;
}

/* The lattice element of the addresses in address space AS (GENERIC for
   the generic space).  */
static inline enum memspace
memspace_of_addr_space (addr_space_t as)
{
  if (as == MEMSPACE_AS_GENERIC)
    return MEMSPACE_GENERIC;
  if (as == MEMSPACE_AS_GLOBAL_NC)
    return MEMSPACE_GLOBAL;
  enum memspace space = (enum memspace) as;
  memspace_checking_assert (memspace_concrete_p (space));
  return space;
}

/* True for the spaces of global memory, read-only or not.  */
static inline bool
memspace_addr_space_global_p (addr_space_t as)
{
  return as == MEMSPACE_AS_GLOBAL || as == MEMSPACE_AS_GLOBAL_NC;
}

/* Name for dumps.  */
static inline const char *
memspace_addr_space_name (addr_space_t as)
{
  if (as == MEMSPACE_AS_GLOBAL_NC)
    return "global.nc";
  return memspace_name (memspace_of_addr_space (as));
}

/* The PTX state-space qualifier a memory instruction in AS carries, or
   NULL where PTX has none the plugin may print.  */
static inline const char *
memspace_ptx_qualifier (addr_space_t as)
{
  switch (as)
    {
    case MEMSPACE_AS_GLOBAL: return ".global";
    case MEMSPACE_AS_GLOBAL_NC: return ".global.nc";
    case MEMSPACE_AS_SHARED: return ".shared";
    case MEMSPACE_AS_CONST: return ".const";
    case MEMSPACE_AS_LOCAL: return ".local";
    case MEMSPACE_AS_PARAM: return ".param";
    default: return NULL;
    }
}

#endif
