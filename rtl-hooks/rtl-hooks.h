/* rtl-hooks.h -- the target-hook overrides of rtl-hooks/.  */

#ifndef NVPTX_MEMSPACE_RTL_HOOKS_H
#define NVPTX_MEMSPACE_RTL_HOOKS_H

/* Install the address-space hooks and the %A printing wrapper.  */
void rtl_hooks_install (void);

/* True if a load or store in MODE may be put in a non-generic address
   space: the backend prints the space of such moves through %A.  */
bool memspace_mode_ok_p (machine_mode mode);

#endif
