/* SPDX-License-Identifier: GPL-3.0-or-later */
/* knobs.h -- access to the knob table (knobs.def).  */

#ifndef NVPTX_MEMSPACE_KNOBS_H
#define NVPTX_MEMSPACE_KNOBS_H

enum knob_kind { KNOB_BOOL, KNOB_INT, KNOB_ENUM, KNOB_STRING };

enum knob_id
{
#define KNOB(ID, KEY, KIND, DEFAULT, MIN, MAX, VALUES, HELP) KNOB_##ID,
#define KNOB_ALIAS(OLD_KEY, ID)
#include "knobs.def"
#undef KNOB_ALIAS
#undef KNOB
  KNOB_COUNT
};

/* Values of the enum knob space-disjoint-alias.  */
enum space_disjoint_alias
{
  SPACE_DISJOINT_ALIAS_NONE,
  SPACE_DISJOINT_ALIAS_PER_AS,
  SPACE_DISJOINT_ALIAS_UNIFIED
};

/* Values of the enum knob shared-strategy.  */
enum shared_strategy { SHARED_STRATEGY_KERNEL, SHARED_STRATEGY_MODULE };

/* The current value of knob ID.  */
extern int knob_values[KNOB_COUNT];
static inline int
knob (enum knob_id id)
{
  return knob_values[id];
}

/* The values of the test-wrong-rewrite knob (knobs.def), in its order:
   the deliberately wrong rewrites, and the rules each of the others
   weakens (doc/assumptions.md).  */
enum memspace_test_wrong_rewrite
{
  MEMSPACE_TEST_NONE,
  MEMSPACE_TEST_UNKNOWN_AS_GLOBAL,
  MEMSPACE_TEST_UNKNOWN_AS_SHARED,
  MEMSPACE_TEST_UNKNOWN_AS_LOCAL,
  MEMSPACE_TEST_GLOBAL_LOAD_AS_NC,
  MEMSPACE_TEST_LOADED_AS_GLOBAL,
  MEMSPACE_TEST_NULL_DIFFERENCE,
  MEMSPACE_TEST_UNTRACKED_NO_ADDRESS,
  MEMSPACE_TEST_READONLY_IN_CONST,
  MEMSPACE_TEST_UNMODELLED_NO_ADDRESS,
  MEMSPACE_TEST_SIMD_FRAME_AS_GLOBAL,
  MEMSPACE_TEST_SIMT_PRIVATE_AS_GLOBAL,
  MEMSPACE_TEST_REDUCTION_BUFFER_AS_GLOBAL,
  MEMSPACE_TEST_HEAP_AS_LOCAL,
  MEMSPACE_TEST_STRUCT_PART_ADDRESS_IGNORED,
  MEMSPACE_TEST_ASM_OPERANDS_UNCHECKED,
  MEMSPACE_TEST_GANG_PRIVATE_AS_LOCAL,
  MEMSPACE_TEST_ESCAPED_CALLERS_KNOWN,
  MEMSPACE_TEST_EXTERNAL_CALLERS_KNOWN,
  MEMSPACE_TEST_TEAM_LEVEL_IN_CALLEE,
  MEMSPACE_TEST_BACKEND_FIRST_DEFINITION,
  MEMSPACE_TEST_GANG_PRIVATE_IN_FRAME,
  MEMSPACE_TEST_INTEGER_STEP_CONVERTED,
  MEMSPACE_TEST_OFFSET_ADDRESS_DROPPED,
  MEMSPACE_TEST_RECORD_LOAD_HOISTED,
  MEMSPACE_TEST_FORK_CONVERSION_ANY_DEFINITION,
  MEMSPACE_TEST_FIELD_OFFSET_DROPPED
};

/* The text of a KNOB_STRING knob ("" when unset).  */
const char *knob_string (enum knob_id id);

/* Set the knobs from the plugin's -fplugin-arg-NAME-KEY[=VALUE] arguments.
   Report a bad key or value with error () and return false.  A deprecated
   key (KNOB_ALIAS in knobs.def) sets its knob and warns.  The key "help"
   prints the table.  */
bool knobs_parse (const char *plugin_name, int argc,
		  const struct plugin_argument *argv);

/* The knob table as text, for --help and the dumps.  */
void knobs_print (FILE *file);

#endif
