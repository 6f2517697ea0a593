// SPDX-License-Identifier: GPL-3.0-or-later
/* readonly-data.cc -- the rule that decides which read-only data lives in
   .global instead of .const: the variables of the offload table, those
   whose address is taken, and the constant pool (why: rtl-hooks/
   data-areas.cc, doc/gcc-nvptx-facts.md section 3).  One rule, asked by
   the facts of plugin/nvptx-facts.h (the inference's seed S1), by
   memspace-opt and by the back-end hook in data-areas.cc that makes nvptx
   place the data accordingly; it lives here, below all of them, so that
   the facts header does not call up into rtl-hooks.  Knobs: memspace-opt
   (off: nothing moves), test-wrong-rewrite=readonly-in-const.  */

#include "gcc-compat.h"
#include "readonly-data.h"
#include "knobs.h"
#include "omp-offload.h"

/* The read-only variables that go to .global, decided once.  */
static hash_set<tree> *global_readonly_variables;

/* True if some function or initializer takes the address of VAR as a
   value (an IPA_REF_ADDR reference: cgraphbuild.cc record_reference and
   mark_address; loads and stores of VAR by name are IPA_REF_LOAD and
   IPA_REF_STORE).  */
static bool
address_taken_p (varpool_node *var)
{
  ipa_ref *ref = NULL;
  for (unsigned i = 0; var->iterate_referring (i, ref); i++)
    if (ref->use == IPA_REF_ADDR)
      return true;
  return false;
}

static void
decide_global_readonly_variables (void)
{
  global_readonly_variables = new hash_set<tree>;
  for (unsigned i = 0; i < vec_safe_length (offload_vars); i++)
    global_readonly_variables->add ((*offload_vars)[i]);
  varpool_node *var;
  FOR_EACH_VARIABLE (var)
    if (address_taken_p (var))
      global_readonly_variables->add (var->decl);
}

bool
memspace_readonly_data_in_global_p (const_tree decl)
{
  /* The rule is the hook's: off with it (knob memspace-opt), and with
     the testing knob that weakens it.  */
  if (!knob (KNOB_MEMSPACE_OPT) || knob (KNOB_TEST_WRONG_REWRITE) == MEMSPACE_TEST_READONLY_IN_CONST)
    return false;
  /* A constant of the pool: its address is how code reaches it.  */
  if (!DECL_P (decl))
    return true;
  if (!VAR_P (decl))
    return false;
  if (!global_readonly_variables)
    decide_global_readonly_variables ();
  return global_readonly_variables->contains (CONST_CAST_TREE (decl));
}
