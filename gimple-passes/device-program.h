/* SPDX-License-Identifier: GPL-3.0-or-later */
/* device-program.h -- which functions of the offload compilation code the
   call graph does not show may call by name (device-program.cc).  Used by
   ipmsp to decide whose callers are all known, and by lower-struct-args
   to drop an original none can call.  */

#ifndef NVPTX_MEMSPACE_DEVICE_PROGRAM_H
#define NVPTX_MEMSPACE_DEVICE_PROGRAM_H

/* What one offload compilation knows about callers it cannot see.  */
struct device_program
{
  /* whole-device-program holds: the offload compilation plus GCC's device
     libraries, as listed when the plugin was built, is the whole device
     image.  */
  bool whole;
  /* The text of every inline asm statement and top-level asm.  */
  vec<const char *> asm_texts;
};

/* Fill PROGRAM from the knob, the installed device libraries and every
   function body (bodies must be loaded).  */
void device_program_init (struct device_program *program);
void device_program_release (struct device_program *program);

/* True if something the call graph does not show may call NODE by name:
   the host (an offload entry point), a device library, code GCC emits
   after the IPA passes, code outside the offload compilation when
   whole-device-program does not hold, inline asm naming it.  */
bool device_program_unseen_callers_p (const struct device_program *program,
				      cgraph_node *node);

/* If NODE has no caller and no reference left and nothing the call graph
   does not show can call it, make it local (as -fwhole-program's
   localisation, ipa-visibility.cc localize_node, would have) so that GCC
   removes it as unreachable.  Comdat members are left alone (the
   offload lto1 localises those it can itself).  Return true if NODE was
   made local.  */
bool device_program_localize_dead (const struct device_program *program,
				   cgraph_node *node);

#endif
