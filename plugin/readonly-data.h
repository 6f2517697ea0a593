// SPDX-License-Identifier: GPL-3.0-or-later
/* readonly-data.h -- which read-only data the plugin places in .global
   (readonly-data.cc).  */

#ifndef NVPTX_MEMSPACE_READONLY_DATA_H
#define NVPTX_MEMSPACE_READONLY_DATA_H

/* The plugin's one change to nvptx's data areas (applied by
   rtl-hooks/data-areas.cc, installed with memspace-opt): true if read-only
   data DECL -- a variable nvptx would put in .const, or a constant of the
   pool (not a decl) -- goes to .global because its address may be a value
   (the offload table, an address taken, the constant pool).  */
bool memspace_readonly_data_in_global_p (const_tree decl);

#endif
