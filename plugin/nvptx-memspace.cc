// SPDX-License-Identifier: GPL-3.0-or-later
/* nvptx-memspace.cc -- plugin_init: checks, knobs, pass registration.

   The plugin runs inside the nvptx offload compiler (the accel lto1 that
   mkoffload starts at link time).  It refuses, with one error line and
   without touching the compiler's state, to run anywhere else:
   - in a compiler for another target (e.g. the host cc1): its headers are
     configured for nvptx-none and would misread that compiler's structures;
   - in a GCC whose basever, datestamp or devphase differ from the headers it
     was built with (the configure-string check of
     plugin_default_version_check cannot be used: it contains the source
     path of the build).
   Then it parses the knobs (knobs.def) and registers the passes.  */

#include "gcc-compat.h"
#include "plugin-version.h"
#include "knobs.h"
#include "passes.h"

/* The two symbols GCC looks up; everything else is hidden (Makefile).  */
__attribute__ ((visibility ("default"))) int plugin_is_GPL_compatible;

/* The version the plugin was built for.  The testsuite builds one copy with
   a datestamp no GCC has, to check the refusal below.  */
static struct plugin_gcc_version built_for = {
  gcc_version.basever,
#ifdef NVPTX_MEMSPACE_TEST_VERSION_MISMATCH
  "19700101",
#else
  gcc_version.datestamp,
#endif
  gcc_version.devphase,
  gcc_version.revision,
  gcc_version.configuration_arguments
};

static struct plugin_info nvptx_memspace_info = {
  "0.1",
  "Infers PTX state spaces for the nvptx offload compiler.  Knobs: "
  "-fplugin-arg-nvptx_memspace-help"
};

/* True if the compiler described by VERSION generates code for nvptx.  */
static bool
nvptx_compiler_p (const struct plugin_gcc_version *version)
{
  return version->configuration_arguments
	 && strstr (version->configuration_arguments, "--target=nvptx") != NULL;
}

__attribute__ ((visibility ("default"))) int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
  const char *name = plugin_info->base_name;

  if (!nvptx_compiler_p (version))
    {
      error ("%s: this plugin runs in the nvptx offload compiler, not in this "
	     "compiler; load it with "
	     "%<" MEMSPACE_OFFLOAD_OPTIONS_FLAG "-fplugin=%s%> "
	     "or %<-specs=nvptx-memspace.specs%>", name, plugin_info->full_name);
      return 0;
    }
  if (strcmp (version->basever, built_for.basever)
      || strcmp (version->datestamp, built_for.datestamp)
      || strcmp (version->devphase, built_for.devphase))
    {
      error ("%s: built for GCC %s (%s%s%s) but loaded into GCC %s (%s%s%s); "
	     "rebuild the plugin against this compiler", name,
	     built_for.basever, built_for.datestamp,
	     *built_for.devphase ? " " : "", built_for.devphase,
	     version->basever, version->datestamp,
	     *version->devphase ? " " : "", version->devphase);
      return 0;
    }

  register_callback (name, PLUGIN_INFO, NULL, &nvptx_memspace_info);
  if (!knobs_parse (name, plugin_info->argc, plugin_info->argv))
    return 0;

  register_passes (name);
  return 0;
}
