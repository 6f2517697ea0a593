// SPDX-License-Identifier: GPL-3.0-or-later
/* shared-variables.cc -- automatics made static .shared variables (see
   shared-variables.h); used by lower-module-shared and
   gang-private-symbols.  */

#include "gcc-compat.h"
#include "nvptx-facts.h"
#include "shared-variables.h"

/* Numbers the NAME$KIND$N symbols of the whole compilation.  */
static unsigned int name_counter;

/* Make VAR, an automatic of the current function, a static .shared
   variable named NAME$KIND$N.  */
void
memspace_make_shared_static (tree var, const char *kind)
{
  /* Its clobbers mark the end of an automatic's life: gone.  */
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	if (gimple_clobber_p (stmt) && gimple_assign_lhs (stmt) == var)
	  {
	    unlink_stmt_vdef (stmt);
	    gsi_remove (&gsi, true);
	    release_defs (stmt);
	  }
	else
	  gsi_next (&gsi);
      }
  /* Out of the function's local decls.  */
  vec<tree, va_gc> *locals = cfun->local_decls;
  for (unsigned i = 0; locals && i < locals->length ();)
    if ((*locals)[i] == var)
      locals->ordered_remove (i);
    else
      i++;

  const char *base = DECL_NAME (var) ? IDENTIFIER_POINTER (DECL_NAME (var)) : "tmp";
  char *name = xasprintf ("%s$%s$%u", base, kind, name_counter++);
  for (char *p = name; *p; p++)
    if (*p == '.')
      *p = '$';
  TREE_STATIC (var) = 1;
  TREE_PUBLIC (var) = 0;
  DECL_EXTERNAL (var) = 0;
  DECL_COMMON (var) = 0;
  DECL_INITIAL (var) = NULL_TREE;
  DECL_NONALIASED (var) = 0;
  TREE_USED (var) = 1;
  DECL_ATTRIBUTES (var) = tree_cons (get_identifier (NVPTX_FACTS_SHARED_ATTRIBUTE), NULL_TREE,
				     DECL_ATTRIBUTES (var));
  SET_DECL_ASSEMBLER_NAME (var, get_identifier (name));
  free (name);
  varpool_node::finalize_decl (var);
}

/* walk_tree callback: recompute the invariance of every ADDR_EXPR of
   a variable DATA made static (&V is now a link-time constant).  */
static tree
recompute_address (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  hash_set<tree> *moved = (hash_set<tree> *) wi->info;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      /* Inner addresses first (&MEM[&v + 6] is invariant once &v is).  */
      walk_tree (&TREE_OPERAND (*tp, 0), recompute_address, data, NULL);
      *walk_subtrees = 0;
      tree base = get_base_address (TREE_OPERAND (*tp, 0));
      if (base && moved->contains (base))
	{
	  recompute_tree_invariant_for_addr_expr (*tp);
	  wi->changed = true;
	}
    }
  return NULL_TREE;
}

void
memspace_recompute_addresses (hash_set<tree> *moved)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    {
	      struct walk_stmt_info wi;
	      memset (&wi, 0, sizeof wi);
	      wi.info = moved;
	      walk_tree (gimple_phi_arg_def_ptr (phi, i), recompute_address, &wi, NULL);
	    }
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  struct walk_stmt_info wi;
	  memset (&wi, 0, sizeof wi);
	  wi.info = moved;
	  walk_gimple_op (gsi_stmt (gsi), recompute_address, &wi);
	  if (wi.changed)
	    update_stmt (gsi_stmt (gsi));
	}
    }
}

/* After the transformation: what the alias machinery knew about the
   function's automatics no longer holds (PTA reruns later; nothing must
   see the old solutions before).  */
void
memspace_reset_alias_info (void)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, cfun)
    if (POINTER_TYPE_P (TREE_TYPE (name)) && SSA_NAME_PTR_INFO (name))
      pt_solution_reset (&SSA_NAME_PTR_INFO (name)->pt);
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (gcall *call = dyn_cast <gcall *> (stmt))
	  {
	    pt_solution_reset (gimple_call_use_set (call));
	    pt_solution_reset (gimple_call_clobber_set (call));
	  }
	update_stmt_if_modified (stmt);
      }
  if (cfun->gimple_df)
    pt_solution_reset (&cfun->gimple_df->escaped);
}
