// SPDX-License-Identifier: GPL-3.0-or-later
/* memspace-facts.cc -- encoders and decoders of the facts passes hand to
   each other as internal attributes (see memspace-facts.h for who
   publishes and who reads each).

   ONE JOB: the layout of every payload.  Each fact's encoder and decoder
   sit side by side; a decoder checks with memspace_checking_assert that
   what it reads is what an encoder can have written, so a payload
   changed on one side only fails under -fchecking instead of silently
   meaning something else.  */

#include "gcc-compat.h"
#include "memspace-facts.h"

static tree
int_tree (HOST_WIDE_INT value)
{
  return build_int_cst (integer_type_node, value);
}

/* A lattice value read from a payload.  */
static enum memspace
read_space (tree value)
{
  memspace_checking_assert (tree_fits_shwi_p (value));
  enum memspace space = (enum memspace) tree_to_shwi (value);
  memspace_checking_assert (memspace_lattice_value_p (space));
  return space;
}

/* A lattice value written into a payload: only values the decoders
   accept are ever published (read_space).  */
static tree
space_tree (enum memspace space)
{
  memspace_checking_assert (memspace_lattice_value_p (space));
  return int_tree (space);
}

/* The first element of the attribute's list: (VALUE).  */
static void
add_single (tree fndecl, const char *name, tree value)
{
  DECL_ATTRIBUTES (fndecl)
    = tree_cons (get_identifier (name), tree_cons (NULL_TREE, value, NULL_TREE),
		 DECL_ATTRIBUTES (fndecl));
}

/* Return: (SPACE).  */

void
memspace_publish_return (tree fndecl, enum memspace space)
{
  DECL_ATTRIBUTES (fndecl) = remove_attribute (MEMSPACE_ATTR_RETURN,
					       DECL_ATTRIBUTES (fndecl));
  if (space != MEMSPACE_GENERIC)
    add_single (fndecl, MEMSPACE_ATTR_RETURN, space_tree (space));
}

bool
memspace_read_return (tree fndecl, enum memspace *space)
{
  tree attr = lookup_attribute (MEMSPACE_ATTR_RETURN, DECL_ATTRIBUTES (fndecl));
  if (!attr || !TREE_VALUE (attr))
    return false;
  *space = read_space (TREE_VALUE (TREE_VALUE (attr)));
  return true;
}

/* Frame: (SPACE).  */

void
memspace_publish_frame (tree fndecl, enum memspace frame)
{
  add_single (fndecl, MEMSPACE_ATTR_FRAME, space_tree (frame));
}

bool
memspace_read_frame (tree fndecl, enum memspace *frame)
{
  tree attr = lookup_attribute (MEMSPACE_ATTR_FRAME, DECL_ATTRIBUTES (fndecl));
  if (!attr)
    return false;
  *frame = read_space (TREE_VALUE (TREE_VALUE (attr)));
  return true;
}

/* Nc-safe: no payload.  */

void
memspace_publish_nc_safe (tree fndecl)
{
  DECL_ATTRIBUTES (fndecl) = tree_cons (get_identifier (MEMSPACE_ATTR_NC_SAFE),
					NULL_TREE, DECL_ATTRIBUTES (fndecl));
}

bool
memspace_nc_safe_p (tree fndecl)
{
  return lookup_attribute (MEMSPACE_ATTR_NC_SAFE, DECL_ATTRIBUTES (fndecl)) != NULL_TREE;
}

/* Loaded global: no payload.  */

void
memspace_publish_loaded_global (tree fndecl)
{
  if (!memspace_loaded_global_p (fndecl))
    DECL_ATTRIBUTES (fndecl)
      = tree_cons (get_identifier (MEMSPACE_ATTR_LOADED_GLOBAL), NULL_TREE,
		   DECL_ATTRIBUTES (fndecl));
}

bool
memspace_loaded_global_p (tree fndecl)
{
  return (lookup_attribute (MEMSPACE_ATTR_LOADED_GLOBAL, DECL_ATTRIBUTES (fndecl))
	  != NULL_TREE);
}

/* Params: (SPACE0 SPACE1 ...), one per parameter.  */

void
memspace_publish_params (tree fndecl, const vec<enum memspace> &spaces)
{
  tree list = NULL_TREE;
  for (int i = spaces.length () - 1; i >= 0; i--)
    list = tree_cons (NULL_TREE, space_tree (spaces[i]), list);
  /* One space per parameter of FNDECL (the decoder indexes them so).  */
  memspace_checking_assert (spaces.length ()
			    == (unsigned) list_length (DECL_ARGUMENTS (fndecl)));
  DECL_ATTRIBUTES (fndecl) = tree_cons (get_identifier (MEMSPACE_ATTR_PARAMS), list,
					DECL_ATTRIBUTES (fndecl));
}

bool
memspace_read_params (tree fndecl, vec<enum memspace> *spaces)
{
  tree attr = lookup_attribute (MEMSPACE_ATTR_PARAMS, DECL_ATTRIBUTES (fndecl));
  if (!attr)
    return false;
  for (tree v = TREE_VALUE (attr); v; v = TREE_CHAIN (v))
    spaces->safe_push (read_space (TREE_VALUE (v)));
  return true;
}

/* Record: (FACT ...), each fact a TREE_VEC
     [0] param  [1] offset  [2] size  [3] space  [4] content  [5] read_only
   listed in the reverse order of publishing.  */

enum { RECORD_PARAM, RECORD_OFFSET, RECORD_SIZE, RECORD_SPACE, RECORD_CONTENT,
       RECORD_READ_ONLY, RECORD_FIELDS };

void
memspace_publish_record (tree fndecl, const vec<memspace_record_fact> &facts)
{
  tree list = NULL_TREE;
  unsigned i;
  memspace_record_fact *fact;
  FOR_EACH_VEC_ELT (facts, i, fact)
    {
      /* The checks the decoder makes, at the source.  */
      memspace_checking_assert (fact->param >= 0 && fact->size >= 0);
      tree v = make_tree_vec (RECORD_FIELDS);
      TREE_VEC_ELT (v, RECORD_PARAM) = int_tree (fact->param);
      TREE_VEC_ELT (v, RECORD_OFFSET) = build_int_cst (long_integer_type_node, fact->offset);
      TREE_VEC_ELT (v, RECORD_SIZE) = build_int_cst (long_integer_type_node, fact->size);
      TREE_VEC_ELT (v, RECORD_SPACE) = space_tree (fact->space);
      TREE_VEC_ELT (v, RECORD_CONTENT) = space_tree (fact->content);
      TREE_VEC_ELT (v, RECORD_READ_ONLY) = int_tree (fact->read_only);
      list = tree_cons (NULL_TREE, v, list);
    }
  if (list)
    DECL_ATTRIBUTES (fndecl) = tree_cons (get_identifier (MEMSPACE_ATTR_RECORD), list,
					  DECL_ATTRIBUTES (fndecl));
}

void
memspace_read_record (tree fndecl, vec<memspace_record_fact> *facts)
{
  tree attr = lookup_attribute (MEMSPACE_ATTR_RECORD, DECL_ATTRIBUTES (fndecl));
  if (!attr)
    return;
  for (tree v = TREE_VALUE (attr); v; v = TREE_CHAIN (v))
    {
      tree fact = TREE_VALUE (v);
      memspace_checking_assert (TREE_CODE (fact) == TREE_VEC
				&& TREE_VEC_LENGTH (fact) == RECORD_FIELDS);
      memspace_record_fact f;
      f.param = tree_to_shwi (TREE_VEC_ELT (fact, RECORD_PARAM));
      f.offset = tree_to_shwi (TREE_VEC_ELT (fact, RECORD_OFFSET));
      f.size = tree_to_shwi (TREE_VEC_ELT (fact, RECORD_SIZE));
      f.space = read_space (TREE_VEC_ELT (fact, RECORD_SPACE));
      f.content = read_space (TREE_VEC_ELT (fact, RECORD_CONTENT));
      f.read_only = tree_to_shwi (TREE_VEC_ELT (fact, RECORD_READ_ONLY)) != 0;
      memspace_checking_assert (f.param >= 0 && f.size >= 0);
      facts->safe_push (f);
    }
}

/* Nc scopes: ((CLIQUE BASE) ...), listed in the reverse order of
   publishing; one attribute per run of process-restrict.  */

void
memspace_publish_nc_scopes (tree fndecl, const vec<memspace_nc_scope> &scopes)
{
  tree list = NULL_TREE;
  unsigned i;
  memspace_nc_scope *scope;
  FOR_EACH_VEC_ELT (scopes, i, scope)
    list = tree_cons (NULL_TREE,
		      tree_cons (NULL_TREE, int_tree (scope->clique),
				 tree_cons (NULL_TREE, int_tree (scope->base), NULL_TREE)),
		      list);
  if (list)
    DECL_ATTRIBUTES (fndecl) = tree_cons (get_identifier (MEMSPACE_ATTR_NC), list,
					  DECL_ATTRIBUTES (fndecl));
}

void
memspace_read_nc_scopes (tree fndecl, vec<memspace_nc_scope> *scopes)
{
  for (tree attr = lookup_attribute (MEMSPACE_ATTR_NC, DECL_ATTRIBUTES (fndecl));
       attr; attr = lookup_attribute (MEMSPACE_ATTR_NC, TREE_CHAIN (attr)))
    for (tree pair = TREE_VALUE (attr); pair; pair = TREE_CHAIN (pair))
      {
	tree clique = TREE_VALUE (TREE_VALUE (pair));
	tree base = TREE_VALUE (TREE_CHAIN (TREE_VALUE (pair)));
	/* MR_DEPENDENCE_CLIQUE and MR_DEPENDENCE_BASE are 16-bit.  */
	memspace_checking_assert (tree_fits_uhwi_p (clique) && tree_to_uhwi (clique) <= 0xffff
				  && tree_fits_uhwi_p (base) && tree_to_uhwi (base) <= 0xffff);
	memspace_nc_scope scope = { (unsigned short) tree_to_shwi (clique),
				    (unsigned short) tree_to_shwi (base) };
	scopes->safe_push (scope);
      }
}

/* Space clique: (CLIQUE).  */

void
memspace_publish_space_clique (tree fndecl, unsigned short clique)
{
  /* Clique 1 is PTA's, recomputed by it (stamp_space_clique).  */
  memspace_checking_assert (clique > 1);
  add_single (fndecl, MEMSPACE_ATTR_AS_CLIQUE, int_tree (clique));
}

unsigned short
memspace_read_space_clique (tree fndecl)
{
  tree attr = lookup_attribute (MEMSPACE_ATTR_AS_CLIQUE, DECL_ATTRIBUTES (fndecl));
  if (!attr)
    return 0;
  tree clique = TREE_VALUE (TREE_VALUE (attr));
  memspace_checking_assert (tree_fits_uhwi_p (clique) && tree_to_uhwi (clique) <= 0xffff);
  return tree_to_shwi (clique);
}
