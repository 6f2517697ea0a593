/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rtl-hooks.h -- the target-hook overrides of rtl-hooks/.  */

#ifndef NVPTX_MEMSPACE_RTL_HOOKS_H
#define NVPTX_MEMSPACE_RTL_HOOKS_H

#include "memspace-lattice.h"

/* rtl_hooks_install (the address-space hooks, the %A printing wrapper
   and data_areas_install) is declared in plugin/passes.h, with the pass
   constructors register_passes calls.  */

/* data-areas.cc: the encode_section_info and declare_constant_name
   wrappers that put read-only data whose address may be a value in
   .global.  */
void data_areas_install (void);

/* asm-operands.cc: TEXT, a template of inline asm the plugin emits (RTL
   or GIMPLE), recorded so that memspace-asm-operands keeps that asm's
   operands printable; returns a copy that lives as long as the
   compilation.  */
const char *memspace_asm_template (const char *text);

/* True if TEXT is one of those templates.  */
bool memspace_asm_template_p (const char *text);

/* The template of memspace's conversion of %frame into .local
   (address-spaces.cc memspace_convert builds it for a frame slot; read by
   memspace-backend's reuse_frame_window and by fork-conversions).  */
#define MEMSPACE_FRAME_CONVERSION_TEXT "cvta.to.local.u64\t%0, %1;"

/* True if the PTX module declares SYM whatever inline asm refers to it.  */
bool memspace_symbol_declared_p (rtx sym);

/* memspace-backend.cc: print the operand of the asm insns that replace
   the SIMT soft-stack switch; false for every other operand.  */
bool memspace_backend_print_operand (FILE *file, rtx x, int code);

#endif
