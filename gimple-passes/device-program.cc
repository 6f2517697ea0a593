// SPDX-License-Identifier: GPL-3.0-or-later
/* device-program.cc -- who may call a function of the offload compilation
   without the call graph showing it.

   CONSUMES the symbol table and the function bodies of the offload
   compilation (called by ipmsp and lower-struct-args, after every body
   is loaded).
   PRODUCES no IR change of its own: device_program_unseen_callers_p
   answers, per function, whether a caller the call graph does not show
   may exist; device_program_localize_dead makes a public function with
   no caller left and none possible local, so that GCC removes it.

   WHOLE DEVICE PROGRAM (doc/gcc-nvptx-facts.md section 14).  One accel
   lto1 compiles the offload IR of every object of one executable or
   shared library, static archive members included (lto-plugin.c lists
   them in -foffload-objects, lto-wrapper.cc compile_offload_image passes
   them all to one mkoffload); mkoffload links its PTX only against GCC's
   device libraries (libgomp, libgcc, newlib's libc and libm, and what the
   user adds with -foffload-options, e.g. libgfortran); libgomp's nvptx
   plugin loads each image as a CUmodule of its own (cuLinkComplete per
   image), so no image calls into another; the host calls only the
   entry points of the offload table.  So a function of the compilation
   can be called by name from outside only by a device library, or by
   code GCC emits after the IPA passes (libcalls, folded builtins).  GCC
   does not know it (the accel lto1 gets no -fwhole-program and no linker
   resolution): every public function stays externally_visible.

   With whole-device-program=1 (the default) a public function counts as
   called from outside only if
     - it is an offload entry point (the host launches it by name);
     - its assembler name is a function name one of GCC's installed device
       libraries declares, defined or referenced (the list is read from the
       archives when the plugin is built: tools/gen-device-library-names.sh;
       if an archive's size differs at run time, the list is stale and the
       rule falls back to whole-device-program=0, with a warning);
     - it is a GCC built-in (GCC may emit calls to it after IPA), its name
       is reserved to the implementation (leading "__": libcall names;
       not gfortran's "__MODULE_MOD_NAME" of a module procedure), or it
       is main;
     - it is weak, or marked externally_visible or used.
   With whole-device-program=0 every public function counts as called
   from outside (GCC's own view).  Any function (public or not) whose
   assembler name appears in the text of an inline asm statement or a
   top-level asm may be called from there.  Address escapes are ipmsp's
   business (scan_function): they are statements it sees.

   KNOB: whole-device-program.  */

#include "gcc-compat.h"
#include "knobs.h"
#include "memspace-infer.h"
#include "device-program.h"

namespace {

struct device_library_archive
{
  const char *path;
  long size;
};

const device_library_archive device_library_archives[] = {
#define DEVICE_LIBRARY_ARCHIVE(PATH, SIZE) { PATH, SIZE },
#define DEVICE_LIBRARY_FUNCTION(NAME)
#include "device-library-names.def"
#undef DEVICE_LIBRARY_ARCHIVE
#undef DEVICE_LIBRARY_FUNCTION
};

/* Sorted in strcmp order by the generator.  */
const char *const device_library_functions[] = {
#define DEVICE_LIBRARY_ARCHIVE(PATH, SIZE)
#define DEVICE_LIBRARY_FUNCTION(NAME) NAME,
#include "device-library-names.def"
#undef DEVICE_LIBRARY_ARCHIVE
#undef DEVICE_LIBRARY_FUNCTION
};

bool
device_library_function_p (const char *name)
{
  size_t low = 0, high = ARRAY_SIZE (device_library_functions);
  while (low < high)
    {
      size_t mid = low + (high - low) / 2;
      int c = strcmp (name, device_library_functions[mid]);
      if (c == 0)
	return true;
      if (c < 0)
	high = mid;
      else
	low = mid + 1;
    }
  return false;
}

/* True if the installed device libraries are the ones the list was read
   from (same paths, same sizes); otherwise warn once.  */
bool
device_libraries_unchanged_p (void)
{
  static int unchanged = -1;
  if (unchanged >= 0)
    return unchanged;
  unchanged = 1;
  for (unsigned i = 0; i < ARRAY_SIZE (device_library_archives); i++)
    {
      struct stat st;
      const device_library_archive *a = &device_library_archives[i];
      if (stat (a->path, &st) != 0 || (long) st.st_size != a->size)
	{
	  unchanged = 0;
	  if (knob (KNOB_WARNINGS))
	    warning (0, "nvptx-memspace: device library %qs is not the one "
		     "the plugin was built with; every visible function keeps "
		     "unknown callers (rebuild the plugin)", a->path);
	  break;
	}
    }
  return unchanged;
}

/* The assembler name of DECL without GCC's verbatim marker.  */
const char *
assembler_name (tree decl)
{
  return targetm.strip_name_encoding (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl)));
}

bool
identifier_char_p (char c)
{
  return ISALNUM (c) || c == '_' || c == '$' || c == '%';
}

/* True if NAME occurs in TEXT as a whole PTX identifier.  */
bool
names_p (const char *text, const char *name)
{
  size_t len = strlen (name);
  if (len == 0)
    return false;
  for (const char *p = strstr (text, name); p; p = strstr (p + 1, name))
    if ((p == text || !identifier_char_p (p[-1]))
	&& !identifier_char_p (p[len]))
      return true;
  return false;
}

/* True if NAME is gfortran's assembler name of a module procedure,
   "__MODULE_MOD_NAME" (or "__MODULE_MOD__SUBMODULE_PROC_NAME":
   fortran/trans-decl.cc:384-395, 470): user code, although it starts
   with the "__" of names reserved to the implementation.  A device
   library's own module procedures are in its list of names.  */
static bool
fortran_module_procedure_name_p (const char *name)
{
  if (!startswith (name, "__"))
    return false;
  const char *module_end = strstr (name + 2, "_MOD_");
  return module_end && module_end > name + 2 && module_end[5] != '\0';
}

/* True if code outside the offload compilation may call the public
   function DECL by name (see the header comment).  */
bool
public_function_called_from_outside_p (const struct device_program *program,
				       tree decl)
{
  if (!program->whole)
    return true;
  const char *name = assembler_name (decl);
  return (fndecl_built_in_p (decl)
	  || DECL_WEAK (decl)
	  || DECL_PRESERVE_P (decl)
	  || lookup_attribute ("externally_visible", DECL_ATTRIBUTES (decl))
	  || (DECL_NAME (decl) && MAIN_NAME_P (DECL_NAME (decl)))
	  || (startswith (name, "__")
	      && !fortran_module_procedure_name_p (name))
	  /* TESTING ONLY (test-wrong-rewrite=external-callers-known): the
	     device libraries' names forgotten, as if nothing outside the
	     compilation called a function by name.  */
	  || (device_library_function_p (name)
	      && knob (KNOB_TEST_WRONG_REWRITE)
		 != MEMSPACE_TEST_EXTERNAL_CALLERS_KNOWN));
}

} // anon namespace

void
device_program_init (struct device_program *program)
{
  program->whole = (knob (KNOB_WHOLE_DEVICE_PROGRAM)
		    && device_libraries_unchanged_p ());
  program->asm_texts = vNULL;
  for (asm_node *a = symtab->first_asm_symbol (); a; a = a->next)
    program->asm_texts.safe_push (TREE_STRING_POINTER (a->asm_str));
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      function *fn = DECL_STRUCT_FUNCTION (node->decl);
      if (node->inlined_to || !fn || !gimple_has_body_p (node->decl))
	continue;
      basic_block bb;
      FOR_EACH_BB_FN (bb, fn)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  if (gasm *stmt = dyn_cast <gasm *> (gsi_stmt (gsi)))
	    program->asm_texts.safe_push (gimple_asm_string (stmt));
    }
}

void
device_program_release (struct device_program *program)
{
  program->asm_texts.release ();
}

bool
device_program_unseen_callers_p (const struct device_program *program,
				 cgraph_node *node)
{
  tree decl = node->decl;
  if (memspace_entry_point_p (decl))
    return true;
  if ((TREE_PUBLIC (decl) || node->externally_visible)
      && public_function_called_from_outside_p (program, decl))
    return true;
  /* "used": referenced in a way GCC cannot see (asm elsewhere).  */
  if (DECL_PRESERVE_P (decl))
    return true;
  const char *name = assembler_name (decl);
  unsigned i;
  const char *text;
  FOR_EACH_VEC_ELT (program->asm_texts, i, text)
    if (names_p (text, name))
      return true;
  return false;
}

bool
device_program_localize_dead (const struct device_program *program,
			      cgraph_node *node)
{
  if (node->callers || !TREE_PUBLIC (node->decl) || node->get_comdat_group ()
      || node->has_aliases_p () || node->referred_to_p ()
      || device_program_unseen_callers_p (program, node))
    return false;
  node->externally_visible = false;
  node->forced_by_abi = false;
  node->make_decl_local ();
  return true;
}
