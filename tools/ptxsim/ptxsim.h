/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim: a state-space-checking interpreter for the PTX that GCC 12's
   nvptx back end emits.  This header is the interface between the
   interpreter core (ptx-*.c: PTX text to a linked program, memory
   windows, execution; see ptx-internal.h for its layers) and the stand-in CUDA
   driver (cuda-driver.c, built as libcuda.so.1) that libgomp's nvptx
   plugin loads.  Everything here is C99; nothing here knows about CUDA's
   types, and the driver knows nothing about PTX.

   Device addresses are 64-bit values in disjoint windows, one per state
   space, chosen non-canonical on x86-64 so that a host dereference of a
   device pointer faults at once.  An address names its own space: the
   space-specific address of a variable (what `mov.u64 %r, sym' yields)
   equals its generic address (what `cvta.SPACE.u64' yields), so a
   pointer used in the wrong space is always detectable.  Shared and local
   windows are per CTA and per thread: the same address names each CTA's
   (thread's) own copy.  */

#ifndef PTXSIM_H
#define PTXSIM_H

#include <stddef.h>
#include <stdint.h>

#define PTXSIM_GLOBAL_WINDOW 0x0100000000000000ull
#define PTXSIM_SHARED_WINDOW 0x0200000000000000ull
#define PTXSIM_LOCAL_WINDOW  0x0300000000000000ull
#define PTXSIM_CONST_WINDOW  0x0400000000000000ull
#define PTXSIM_PARAM_WINDOW  0x0500000000000000ull
#define PTXSIM_WINDOW_MASK   0xff00000000000000ull

/* The emulated device (reported through cuDeviceGetAttribute).  */
#define PTXSIM_SM_MAJOR 8
#define PTXSIM_SM_MINOR 0
#define PTXSIM_NUM_SMS 2
#define PTXSIM_WARP_SIZE 32
#define PTXSIM_MAX_THREADS_PER_BLOCK 1024
#define PTXSIM_MAX_SHARED_PER_BLOCK (48 * 1024)
#define PTXSIM_MAX_REGS_PER_BLOCK 65536
#define PTXSIM_GLOBAL_MEMORY (1ull << 31)   /* device memory reported and usable */

/* Result codes.  PTXSIM_ERROR_LAUNCH is what the driver maps to
   CUDA_ERROR_LAUNCH_FAILED (a space/bounds/nc error, trap, budget,
   deadlock); the message is in ptxsim_last_error ().  */
enum ptxsim_status
{
  PTXSIM_OK = 0,
  PTXSIM_ERROR_INVALID_VALUE,
  PTXSIM_ERROR_OUT_OF_MEMORY,
  PTXSIM_ERROR_NOT_FOUND,
  PTXSIM_ERROR_INVALID_PTX,     /* parse or link error */
  PTXSIM_ERROR_LAUNCH,          /* the kernel failed; see ptxsim_last_error */
  PTXSIM_ERROR_ILLEGAL_ADDRESS  /* a host copy touched memory outside any live allocation */
};

/* The text of the last error (parse, link, launch, copy): one line naming
   what failed, e.g. "ptxsim: space error in kernel main$_omp_fn$0,
   function foo, PTX line 123 (module 2): ld.global.u32 at
   0x0300000000000010: address is in the local window, not global".  */
const char *ptxsim_last_error (void);

/* Configuration from the environment (read once by ptxsim_init):
     PTXSIM_STATS=FILE      append per-launch executed counts (see below)
     PTXSIM_PROFILE=FILE    append them per PTX function (see below)
     PTXSIM_BUDGET=N        instructions per launch before "budget exceeded"
                            (default 2e9)
     PTXSIM_LOCAL_SIZE=N    local memory per thread in bytes (default 64 KiB)
     PTXSIM_HEAP_SIZE=N     device malloc heap (default 64 MiB)
     PTXSIM_DUMP=DIR        write every linked PTX module there, named so that
                            error messages' "module N" can be looked up
     PTXSIM_TRACE=1         trace every executed instruction on stderr (slow)
     PTXSIM_QUIET=1         no error message on stderr (the driver still
                            returns the failure)
   Errors are also printed on stderr as they happen, one line each, so
   a test log shows them even when libgomp's own message is terse.  */
int ptxsim_init (void);

/* Device (global-space) memory.  Every allocation is an object with red
   zones around it; freed objects stay poisoned.  */
int ptxsim_mem_alloc (uint64_t *dptr, size_t bytes);
int ptxsim_mem_free (uint64_t dptr);
/* The allocation containing DPTR (cuMemGetAddressRange).  */
int ptxsim_mem_range (uint64_t dptr, uint64_t *base, size_t *size);
int ptxsim_memcpy_htod (uint64_t dst, const void *src, size_t bytes);
int ptxsim_memcpy_dtoh (void *dst, uint64_t src, size_t bytes);
int ptxsim_memcpy_dtod (uint64_t dst, uint64_t src, size_t bytes);
int ptxsim_memset_d8 (uint64_t dst, unsigned char value, size_t bytes);
/* Bytes of device memory free and total (cuMemGetInfo).  */
void ptxsim_mem_info (size_t *free_bytes, size_t *total_bytes);

/* Linking: PTX texts (mkoffload's objects: the user's code, libgomp,
   newlib, ...) are added one by one, then linked into a module:
   .extern declarations resolve against definitions in the other texts
   (.weak ones yield to strong ones); vprintf, malloc and free are the
   driver's own (as in CUDA's device runtime).  */
struct ptxsim_link;
struct ptxsim_module;
struct ptxsim_function;

struct ptxsim_link *ptxsim_link_create (void);
int ptxsim_link_add (struct ptxsim_link *, const char *ptx, size_t length,
                     const char *name);
/* On success the link is consumed.  On failure ptxsim_last_error ()
   names the PTX text and line.  */
int ptxsim_link_complete (struct ptxsim_link *, struct ptxsim_module **);
void ptxsim_link_destroy (struct ptxsim_link *);
void ptxsim_module_unload (struct ptxsim_module *);

/* Entry points (.entry) by name.  */
int ptxsim_module_function (struct ptxsim_module *, const char *name,
                            struct ptxsim_function **);
/* Module-scope .global/.const variables by name (cuModuleGetGlobal):
   their device address and size.  */
int ptxsim_module_global (struct ptxsim_module *, const char *name,
                          uint64_t *dptr, size_t *bytes);

enum ptxsim_function_attribute
{
  PTXSIM_ATTR_MAX_THREADS_PER_BLOCK,
  PTXSIM_ATTR_SHARED_SIZE_BYTES,
  PTXSIM_ATTR_CONST_SIZE_BYTES,
  PTXSIM_ATTR_LOCAL_SIZE_BYTES,
  PTXSIM_ATTR_NUM_REGS,
  PTXSIM_ATTR_PTX_VERSION,
  PTXSIM_ATTR_BINARY_VERSION
};
int ptxsim_function_attribute (struct ptxsim_function *,
                               enum ptxsim_function_attribute, int *value);
const char *ptxsim_function_name (struct ptxsim_function *);

/* Run FN to completion on GRID x BLOCK threads.  The kernel's parameters
   come either from PARAMS, where PARAMS[i] points to the value of the
   i-th parameter (cuLaunchKernel's kernelParams; sizes from the kernel's
   .param declarations), or, when PARAMS is null, from PARAM_BUFFER, the
   parameters packed at their natural alignment (cuLaunchKernel's
   CU_LAUNCH_PARAM_BUFFER_POINTER/SIZE, what libgomp uses for OpenMP).  CTAs run one after
   the other; the threads of a CTA are interleaved so that barriers and
   warp-synchronous operations behave as on hardware.  Returns
   PTXSIM_ERROR_LAUNCH on any checked error.  */
int ptxsim_launch (struct ptxsim_function *fn, const unsigned grid[3],
                   const unsigned block[3], unsigned dynamic_shared_bytes,
                   void **params, const void *param_buffer,
                   size_t param_buffer_bytes);

/* A failed launch prints its message on stderr at once (ptxsim-cli).
   After ptxsim_hold_launch_messages (), it waits instead until
   ptxsim_print_held_messages (): the driver reports a kernel's failure as
   NVIDIA's does, at the next synchronisation (libgomp prints its own
   message then), and prints ptxsim's line when the process exits, after
   the program's output, which stays as on a GPU.  Launch errors that a
   real driver returns from cuLaunchKernel itself (bad dimensions or
   parameters) still print at once.  PTXSIM_QUIET holds back both.  */
void ptxsim_hold_launch_messages (void);
void ptxsim_print_held_messages (void);

/* Executed counts: PTXSIM_STATS=FILE gets one line per launch,
     kernel=NAME insns=N ld.generic=N ld.global=N ld.shared=N ld.local=N
     ld.const=N ld.param=N ld.nc=N st.generic=N ... atom.generic=N ...
     cvta=N cvta.to=N
   (atomics and reductions are counted under atom).  PTXSIM_PROFILE=FILE
   gets, per launch, one line per function that executed anything, most
   insns first, adding up to the PTXSIM_STATS line:
     kernel=NAME function=NAME insns=N ld.generic=N ... cvta.to=N calls=N
   (calls: call instructions executed, per lane whose guard holds).  */

#endif /* PTXSIM_H */
