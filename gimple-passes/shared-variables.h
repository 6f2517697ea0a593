// SPDX-License-Identifier: GPL-3.0-or-later
/* shared-variables.h -- automatics made static .shared variables: what
   lower-module-shared (OpenMP team-level arrays) and gang-private-symbols
   (OpenACC gang-private variables) both do to a variable and to the
   function that held it.  */

#ifndef NVPTX_MEMSPACE_SHARED_VARIABLES_H
#define NVPTX_MEMSPACE_SHARED_VARIABLES_H

/* Make VAR, an automatic of the current function, a static .shared
   variable named NAME$KIND$N (its clobbers go, it leaves the local decls,
   the varpool gets it).  */
void memspace_make_shared_static (tree var, const char *kind);

/* Recompute the invariance of every address of a variable in MOVED in the
   current function (&V is now a link-time constant).  */
void memspace_recompute_addresses (hash_set<tree> *moved);

/* Forget the points-to solutions of the current function: they described
   automatics that are no longer automatics (PTA reruns later).  */
void memspace_reset_alias_info (void);

#endif
