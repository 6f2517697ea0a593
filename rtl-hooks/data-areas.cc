// SPDX-License-Identifier: GPL-3.0-or-later
/* data-areas.cc -- the plugin's one change to where nvptx places data:
   no address of .const data is ever a value.  Read-only data whose
   address the host or the program can hold -- variables of the offload
   table, variables whose address is taken, the constant pool (string
   literals) -- lives in .global; .const keeps only read-only variables
   that code names directly.

   WHY.  nvptx_encode_section_info (nvptx.cc:443-467) puts every
   TREE_READONLY variable and every constant (TREE_CONSTANT) in .const, and
   nvptx_asm_declare_constant_name (nvptx.cc:2504-2514) declares the
   constant pool .const.  Two rules of the inference are false for a
   .const address:
   * seed S6, "every pointer the host writes into an entry record is
     global": libgomp hands the host the device address of every variable
     of the offload table -- each `omp declare target' or OpenACC `declare'
     variable, function-local statics of device functions included
     (varpool.cc:152-161 and lto-cgraph.cc:1803-1811 collect them into
     offload_vars; nvptx prints them as //:VAR_MAP, omp-offload.cc:453-469;
     libgomp's nvptx plugin looks each up with cuModuleGetGlobal,
     libgomp/plugin/plugin-nvptx.c:1344-1354) -- and maps a host pointer
     into such a variable to that address (libgomp/target.c:2153-2176);
     and a kernel may write any address it holds (a string literal's) to
     mapped memory, which the host may pass back to a later kernel as
     is_device_ptr;
   * the same for every pointer the host stores into mapped memory (S9's
     invariant I counts the host's stores as global).
   If no .const object's address is ever a value, neither can happen: the
   host then knows no address outside the global window
   (doc/gcc-nvptx-facts.md section 3).  NVIDIA's own compiler puts string
   literals in .global too.

   WHAT IT COSTS.  Loads of those objects become ld.global instead of
   ld.const: the same number of instructions, another cache.  Their
   initialisers and TREE_READONLY stay, so GCC still folds loads of
   constant elements.  Tables code indexes by name keep ld.const.

   ONE RULE.  nvptx_facts_static_variable_space and
   nvptx_facts_constant_pool_space (plugin/nvptx-facts.h), which the
   inference's seed S1 uses, ask memspace_readonly_data_in_global_p
   (plugin/readonly-data.cc, where the rule lives: below both); the
   encode_section_info wrapper below makes the back end agree, and the
   convert hook (address-spaces.cc) stops the compilation if a symbol's
   area ever disagrees with the inference.  The set of address-taken
   variables is read once, at the first question (the IPA reference lists
   are complete by the late IPA passes that ask first), so every pass and
   the back end see the same answer.  Installed with the other rtl-hooks
   (knob memspace-opt), before any variable gets its RTL; with
   memspace-opt=0 nothing moves.  */

#include "gcc-compat.h"
#include "nvptx-facts.h"
#include "readonly-data.h"
#include "rtl-hooks.h"
#include "knobs.h"
#include "omp-offload.h"

static void (*backend_encode_section_info) (tree, rtx, int);

/* nvptx_encode_section_info, then the plugin's rule for read-only data.  */
static void
memspace_encode_section_info (tree decl, rtx rtl, int first)
{
  backend_encode_section_info (decl, rtl, first);
  if (!first || !MEM_P (rtl) || !SYMBOL_REF_P (XEXP (rtl, 0)))
    return;
  rtx sym = XEXP (rtl, 0);
  if (nvptx_facts_symbol_space (sym) != MEMSPACE_CONST)
    return;
  enum memspace space
    = (!DECL_P (decl) ? nvptx_facts_constant_pool_space ()
       : VAR_P (decl) && (TREE_STATIC (decl) || DECL_EXTERNAL (decl))
       ? nvptx_facts_static_variable_space (decl) : MEMSPACE_CONST);
  if (space == MEMSPACE_GLOBAL)
    nvptx_facts_set_symbol_global (sym);
}

static void (*backend_declare_constant_name) (FILE *, const char *,
					      const_tree, HOST_WIDE_INT);

/* nvptx_asm_declare_constant_name writes the declaration of a constant
   of the pool with the section ".const" spelled out, through static
   functions of nvptx.cc that also set up the initializer's output: let it
   write into a buffer and copy that with ".global" in place of ".const".
   The initializer itself goes to asm_out_file afterwards, as before.  */
static void
memspace_declare_constant_name (FILE *file, const char *name, const_tree exp,
				HOST_WIDE_INT size)
{
  if (nvptx_facts_constant_pool_space () != MEMSPACE_GLOBAL)
    {
      backend_declare_constant_name (file, name, exp, size);
      return;
    }
  char *text = NULL;
  size_t length = 0;
  FILE *buffer = open_memstream (&text, &length);
  if (!buffer)
    fatal_error (UNKNOWN_LOCATION, "%qs: out of memory", "nvptx_memspace");
  backend_declare_constant_name (buffer, name, exp, size);
  fclose (buffer);
  const char *section = strstr (text, "\t.const ");
  memspace_checking_assert (section);
  if (section)
    {
      fwrite (text, 1, section - text, file);
      fputs ("\t.global ", file);
      fputs (section + strlen ("\t.const "), file);
    }
  else
    fputs (text, file);
  free (text);
}

void
data_areas_install (void)
{
  if (backend_encode_section_info)
    return;
  backend_encode_section_info = targetm.encode_section_info;
  targetm.encode_section_info = memspace_encode_section_info;
  backend_declare_constant_name = targetm.asm_out.declare_constant_name;
  targetm.asm_out.declare_constant_name = memspace_declare_constant_name;
}
