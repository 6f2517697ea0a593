/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim's stand-in CUDA driver: built as libcuda.so.1, it lets Debian's
   unmodified libgomp and its nvptx plugin (libgomp-plugin-nvptx.so.1) run
   offloaded code on the ptxsim interpreter (ptxsim.h) instead of a GPU.

   What it rests on (GCC 12.2 sources):
   - libgomp/plugin/plugin-nvptx.c:114 dlopen ("libcuda.so.1") and :123
     dlsym (h, #call) for every CUDA_ONE_CALL in libgomp/plugin/cuda-lib.def;
     #call is the name after include/cuda/cuda.h's renames (cuCtxCreate ->
     cuCtxCreate_v2, cuMemAlloc -> cuMemAlloc_v2, ...), except that
     plugin-nvptx.c:72 #undefs cuLinkCreate and cuLinkAddData, so those are
     looked up by their plain names and cuLinkCreate_v2/cuLinkAddData_v2
     (and cuGetErrorString, cuOccupancyMaxPotentialBlockSize) are optional.
     Every name is exported here; a missing non-optional one makes libgomp
     silently report no nvptx device.
   - OpenMP launches (GOMP_OFFLOAD_run, :2027) pass the kernel's arguments
     in the `extra' form (CU_LAUNCH_PARAM_BUFFER_POINTER/SIZE); OpenACC
     launches (nvptx_exec, :980) use kernelParams.  Both reach
     ptxsim_launch.
   - link_ptx (:643) passes CU_JIT_INFO/ERROR_LOG_BUFFER options and
     prints those buffers under GOMP_DEBUG and on errors, so they are
     always NUL-terminated here, and the error log carries ptxsim's text.
   - nvptx_adjust_launch_bounds (:1930) divides by CU_FUNC_ATTRIBUTE_NUM_REGS
     times the thread count, so NUM_REGS and MAX_THREADS_PER_BLOCK are
     never reported as 0.
   - nvptx_set_clocktick (:1250) calls cuModuleGetGlobal with a null size
     pointer and expects CUDA_ERROR_NOT_FOUND for a missing symbol.
   - cuda_error (:191) prints cuGetErrorString's text in every fatal
     message ("cuLaunchKernel error: %s"), so the text of a ptxsim failure
     is appended to the CUDA error string.

   Semantics: one device; contexts with a per-thread current-context stack;
   every operation completes before it returns (streams and events are
   bookkeeping, stream callbacks run at once).  A failed launch returns
   success, as NVIDIA's asynchronous launch does, and makes the context
   unusable: every later call returns CUDA_ERROR_LAUNCH_FAILED with
   ptxsim's message, as a real driver's sticky error does from the next
   synchronisation on; ptxsim's line goes to stderr at exit.  Calls that
   need a context and have none current use the live one: there is only
   one device, and this is a checker of state spaces, not of libgomp's
   context discipline.  Handles are checked against lists of live
   objects, never dereferenced blindly, so a bad handle yields an error,
   not a crash.  One lock serialises every call into the interpreter
   core, which is not thread-safe.  */

#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ptxsim.h"

/* --- CUDA's types and constants (values as in CUDA's cuda.h and GCC's
   include/cuda/cuda.h; no CUDA header is included) ------------------------ */

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct cu_ctx *CUcontext;
typedef struct cu_stream *CUstream;
typedef struct cu_event *CUevent;
typedef struct cu_module *CUmodule;
typedef struct cu_function *CUfunction;
typedef struct cu_link *CUlinkState;
typedef size_t (*CUoccupancyB2DSize) (int);
typedef void (*CUstreamCallback) (CUstream, CUresult, void *);

enum
{
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_DEINITIALIZED = 4,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_NO_BINARY_FOR_GPU = 209,
  CUDA_ERROR_INVALID_PTX = 218,
  CUDA_ERROR_FILE_NOT_FOUND = 301,
  CUDA_ERROR_INVALID_HANDLE = 400,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_ILLEGAL_ADDRESS = 700,
  CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
  CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE = 720,
  CUDA_ERROR_NOT_PERMITTED = 800,
  CUDA_ERROR_NOT_SUPPORTED = 801,
  CUDA_ERROR_UNKNOWN = 999
};

/* CUdevice_attribute (only the ones answered; the rest are
   CUDA_ERROR_INVALID_VALUE, which plugin-nvptx.c:496 treats as "unknown
   to this driver").  */
enum
{
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
  CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9,
  CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
  CU_DEVICE_ATTRIBUTE_MAX_PITCH = 11,
  CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK = 12,
  CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
  CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT = 14,
  CU_DEVICE_ATTRIBUTE_GPU_OVERLAP = 15,
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT = 17,
  CU_DEVICE_ATTRIBUTE_INTEGRATED = 18,
  CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY = 19,
  CU_DEVICE_ATTRIBUTE_COMPUTE_MODE = 20,
  CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS = 31,
  CU_DEVICE_ATTRIBUTE_ECC_ENABLED = 32,
  CU_DEVICE_ATTRIBUTE_PCI_BUS_ID = 33,
  CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID = 34,
  CU_DEVICE_ATTRIBUTE_TCC_DRIVER = 35,
  CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE = 36,
  CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH = 37,
  CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38,
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR = 39,
  CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT = 40,
  CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING = 41,
  CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID = 50,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED = 78,
  CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED = 79,
  CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED = 80,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR = 81,
  CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR = 82,
  CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY = 83,
  CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD = 84,
  CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED = 86,
  CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS = 88,
  CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS = 89,
  CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED = 90,
  CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH = 95,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR = 106
};

/* CUfunction_attribute.  */
enum
{
  CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
  CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
  CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2,
  CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
  CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
  CU_FUNC_ATTRIBUTE_PTX_VERSION = 5,
  CU_FUNC_ATTRIBUTE_BINARY_VERSION = 6,
  CU_FUNC_ATTRIBUTE_CACHE_MODE_CA = 7,
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 9
};

/* CUjit_option: the ones acted on; any value below CU_JIT_NUM_OPTIONS is
   accepted and ignored (optimisation levels, targets, ...).  */
enum
{
  CU_JIT_WALL_TIME = 2,
  CU_JIT_INFO_LOG_BUFFER = 3,
  CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_NUM_OPTIONS = 35
};
typedef int CUjit_option;

/* CUjitInputType.  */
enum
{
  CU_JIT_INPUT_CUBIN = 0,
  CU_JIT_INPUT_PTX = 1,
  CU_JIT_NUM_INPUT_TYPES = 6
};
typedef int CUjitInputType;

#define CU_LAUNCH_PARAM_END ((void *) 0)
#define CU_LAUNCH_PARAM_BUFFER_POINTER ((void *) 1)
#define CU_LAUNCH_PARAM_BUFFER_SIZE ((void *) 2)
#define CU_STREAM_LEGACY ((CUstream) 0x1)
#define CU_STREAM_PER_THREAD ((CUstream) 0x2)

enum { CU_CTX_FLAGS_MASK = 0xff };
enum { CU_STREAM_DEFAULT = 0, CU_STREAM_NON_BLOCKING = 1 };
enum
{
  CU_EVENT_DEFAULT = 0,
  CU_EVENT_BLOCKING_SYNC = 1,
  CU_EVENT_DISABLE_TIMING = 2,
  CU_EVENT_INTERPROCESS = 4
};

/* --- the emulated device --------------------------------------------------
   ptxsim.h fixes the SM count, warp, block and register limits and the
   memory size; the rest are an A100's (sm_80) values.  Everything runs
   synchronously, so no overlap, no concurrent kernels, no copy engines;
   no mapped host memory and no unified addressing (device addresses live
   in ptxsim's own windows).  */
#define DRIVER_VERSION 12000                /* "CUDA Driver 12.0" */
#define DEVICE_NAME "ptxsim (emulated sm_80)"
#define CLOCK_RATE_KHZ 1410000              /* __nvptx_clocktick, omp_get_wtime */
#define MAX_THREADS_PER_SM 2048
#define MAX_BLOCKS_PER_SM 32
#define MAX_SHARED_PER_SM (164 * 1024)
#define MAX_REGS_PER_THREAD 255
#define TOTAL_CONSTANT_MEMORY 65536

/* --- error reporting ------------------------------------------------------ */

/* cuGetErrorString's text for CODE, or null for an unknown code.  These
   are the real driver's strings.  */
static const char *
error_base (CUresult code)
{
  switch (code)
    {
    case CUDA_SUCCESS: return "no error";
    case CUDA_ERROR_INVALID_VALUE: return "invalid argument";
    case CUDA_ERROR_OUT_OF_MEMORY: return "out of memory";
    case CUDA_ERROR_NOT_INITIALIZED: return "initialization error";
    case CUDA_ERROR_DEINITIALIZED: return "driver shutting down";
    case CUDA_ERROR_NO_DEVICE: return "no CUDA-capable device is detected";
    case CUDA_ERROR_INVALID_DEVICE: return "invalid device ordinal";
    case CUDA_ERROR_INVALID_IMAGE: return "device kernel image is invalid";
    case CUDA_ERROR_INVALID_CONTEXT: return "invalid device context";
    case CUDA_ERROR_NO_BINARY_FOR_GPU:
      return "no kernel image is available for execution on the device";
    case CUDA_ERROR_INVALID_PTX: return "a PTX JIT compilation failed";
    case CUDA_ERROR_FILE_NOT_FOUND: return "file not found";
    case CUDA_ERROR_INVALID_HANDLE: return "invalid resource handle";
    case CUDA_ERROR_NOT_FOUND: return "named symbol not found";
    case CUDA_ERROR_NOT_READY: return "device not ready";
    case CUDA_ERROR_ILLEGAL_ADDRESS:
      return "an illegal memory access was encountered";
    case CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES:
      return "too many resources requested for launch";
    case CUDA_ERROR_LAUNCH_FAILED: return "unspecified launch failure";
    case CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE:
      return "too many blocks in cooperative launch";
    case CUDA_ERROR_NOT_PERMITTED: return "operation not permitted";
    case CUDA_ERROR_NOT_SUPPORTED: return "operation not supported";
    case CUDA_ERROR_UNKNOWN: return "unknown error";
    default: return NULL;
    }
}

/* The last error this thread's calls returned, with its details: libgomp
   asks cuGetErrorString right after the failing call, on the same thread,
   and prints the text; so the text of the last error carries ptxsim's
   message (or the driver's reason) in parentheses.  Every error return
   goes through fail (), so the text never belongs to an older error.  */
static __thread CUresult last_code;
static __thread char last_text[2048];

static CUresult fail (CUresult code, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));

static CUresult
fail (CUresult code, const char *fmt, ...)
{
  const char *base = error_base (code);
  int n = snprintf (last_text, sizeof last_text, "%s", base ? base : "");
  last_code = code;
  if (fmt && n >= 0 && (size_t) n + 4 < sizeof last_text)
    {
      va_list ap;
      size_t len = (size_t) n;
      char detail[sizeof last_text];
      va_start (ap, fmt);
      vsnprintf (detail, sizeof detail, fmt, ap);
      va_end (ap);
      /* " (DETAIL)", DETAIL cut to fit.  */
      size_t room = sizeof last_text - len, d = strlen (detail);
      if (d && room > 4)
        {
          if (d > room - 4)
            d = room - 4;
          last_text[len] = ' ';
          last_text[len + 1] = '(';
          memcpy (last_text + len + 2, detail, d);
          last_text[len + 2 + d] = ')';
          last_text[len + 3 + d] = '\0';
        }
    }
  return code;
}

/* ptxsim's last message, never null.  */
static const char *
core_message (void)
{
  const char *m = ptxsim_last_error ();
  return m && m[0] ? m : "ptxsim: no message";
}

/* Map a failing ptxsim status outside a launch to a CUDA error carrying
   ptxsim's message.  A copy that touches no live allocation is
   CUDA_ERROR_INVALID_VALUE, as the real driver answers a bad pointer.  */
static CUresult
fail_core (int status)
{
  switch (status)
    {
    case PTXSIM_ERROR_OUT_OF_MEMORY:
      return fail (CUDA_ERROR_OUT_OF_MEMORY, "%s", core_message ());
    case PTXSIM_ERROR_NOT_FOUND:
      return fail (CUDA_ERROR_NOT_FOUND, "%s", core_message ());
    case PTXSIM_ERROR_INVALID_PTX:
      return fail (CUDA_ERROR_INVALID_PTX, "%s", core_message ());
    case PTXSIM_ERROR_LAUNCH:
      return fail (CUDA_ERROR_LAUNCH_FAILED, "%s", core_message ());
    case PTXSIM_ERROR_INVALID_VALUE:
    case PTXSIM_ERROR_ILLEGAL_ADDRESS:
      return fail (CUDA_ERROR_INVALID_VALUE, "%s", core_message ());
    default:
      return fail (CUDA_ERROR_UNKNOWN, "ptxsim status %d: %s", status,
                   core_message ());
    }
}

/* --- driver state --------------------------------------------------------- */

/* Serialises every entry point (the core is not thread-safe); released
   only around stream callbacks, which may call back in.  */
static pthread_mutex_t driver_lock = PTHREAD_MUTEX_INITIALIZER;
#define LOCK() pthread_mutex_lock (&driver_lock)
#define UNLOCK() pthread_mutex_unlock (&driver_lock)

static int init_state;          /* 0: cuInit not called, 1: ok, -1: failed */
static char init_error[1024];   /* why ptxsim_init failed */

/* Every object the caller holds a pointer to (contexts, streams,
   events, modules, functions, link states) and every page-locked host
   block is a handle first: a node on a list of its kind, created, looked
   up and unlinked the same way (handle_*), so that a bad pointer from
   the caller is found on no list rather than dereferenced.  */
struct handle
{
  struct handle *next;
  unsigned flags;        /* the creation flags of a context, stream, event */
};

struct cu_ctx
{
  struct handle h;       /* first: a context is its handle */
  CUresult sticky;      /* a failed launch: every later use returns it */
  char *sticky_text;    /* its detail: ptxsim's message */
};

struct cu_stream
{
  struct handle h;
};

struct cu_event
{
  struct handle h;
  int recorded;
  struct timespec when;
};

struct cu_function
{
  struct handle h;
  struct cu_module *module;
  struct ptxsim_function *fn;
};

struct cu_module
{
  struct handle h;
  struct ptxsim_module *mod;
  struct handle *functions;
};

/* cuLinkComplete's "cubin": an image cuModuleLoadData recognises by its
   magic and by being live (owned by a live link state).  It owns the
   linked ptxsim module until cuModuleLoadData takes it.  */
#define IMAGE_MAGIC "ptxsim linked image"
struct cu_image
{
  char magic[sizeof IMAGE_MAGIC];
  struct ptxsim_module *mod;
};

struct cu_link
{
  struct handle h;
  struct ptxsim_link *link;     /* null once consumed by ptxsim_link_complete */
  unsigned inputs;
  struct cu_image *image;
  struct timespec start;
  /* The caller's option arrays (CUDA keeps them for the link state's
     lifetime): log buffers and the slots written back on completion.  */
  void **optvals;
  char *info_log, *error_log;
  size_t info_size, error_size;
  int wall_slot, info_size_slot, error_size_slot;
};

struct host_block
{
  struct handle h;
  void *ptr;
};

static struct handle *contexts;
static struct handle *streams;
static struct handle *events;
static struct handle *modules;
static struct handle *links;
static struct handle *host_blocks;

/* This thread's current-context stack (cuCtxPushCurrent/PopCurrent).  */
#define CTX_STACK_MAX 64
static __thread struct cu_ctx *ctx_stack[CTX_STACK_MAX];
static __thread int ctx_depth;

/* H if it is on LIST, else null.  */
static struct handle *
handle_find (struct handle *list, const void *h)
{
  for (struct handle *p = list; p; p = p->next)
    if ((const void *) p == h)
      return p;
  return NULL;
}

static int
ctx_live (struct cu_ctx *c)
{
  return handle_find (contexts, c) != NULL;
}

/* The calling thread's current context, strictly (null if none or if it
   was destroyed).  */
static struct cu_ctx *
thread_ctx (void)
{
  if (ctx_depth > 0 && ctx_live (ctx_stack[ctx_depth - 1]))
    return ctx_stack[ctx_depth - 1];
  return NULL;
}

static CUresult
check_init (void)
{
  if (init_state == 0)
    return fail (CUDA_ERROR_NOT_INITIALIZED, "cuInit has not been called");
  if (init_state < 0)
    return fail (CUDA_ERROR_NOT_INITIALIZED, "%s", init_error);
  return CUDA_SUCCESS;
}

/* The context an operation runs in: the current one, else the live one
   (see the header comment); its sticky error, if any, is the result.  */
static CUresult
use_ctx (struct cu_ctx **out)
{
  CUresult r = check_init ();
  if (r)
    return r;
  struct cu_ctx *c = thread_ctx ();
  if (!c)
    c = (struct cu_ctx *) contexts;
  if (!c)
    return fail (CUDA_ERROR_INVALID_CONTEXT, "no context: call cuCtxCreate");
  if (c->sticky)
    return fail (c->sticky, "%s", c->sticky_text ? c->sticky_text : "");
  if (out)
    *out = c;
  return CUDA_SUCCESS;
}

static CUresult
check_device (CUdevice dev)
{
  CUresult r = check_init ();
  if (r)
    return r;
  if (dev != 0)
    return fail (CUDA_ERROR_INVALID_DEVICE, "ptxsim has one device, 0; not %d",
                 dev);
  return CUDA_SUCCESS;
}

/* H, if it is on LIST; else null, the caller's result
   CUDA_ERROR_INVALID_HANDLE, its text (fail) naming WHAT, H's kind.  */
static void *
handle_lookup (struct handle *list, const void *h, const char *what)
{
  struct handle *p = handle_find (list, h);
  if (!p)
    fail (CUDA_ERROR_INVALID_HANDLE, "unknown %s %p", what, h);
  return p;
}

/* H, new, at the head of *LIST (the newest context is the one use_ctx
   falls back on).  */
static void
handle_push (struct handle **list, struct handle *h)
{
  h->next = *list;
  *list = h;
}

/* H, which is on *LIST, off it.  */
static void
handle_unlink (struct handle **list, struct handle *h)
{
  struct handle **pp = list;
  while (*pp != h)
    pp = &(*pp)->next;
  *pp = h->next;
}

/* A new zeroed handle of SIZE bytes at the head of *LIST; else null,
   the caller's result CUDA_ERROR_OUT_OF_MEMORY (fail).  */
static struct handle *
handle_create (struct handle **list, size_t size)
{
  struct handle *h = calloc (1, size);
  if (!h)
    fail (CUDA_ERROR_OUT_OF_MEMORY, NULL);
  else
    handle_push (list, h);
  return h;
}

/* What most calls on a handle begin with: a context (use_ctx), then H
   on LIST (handle_lookup, WHAT its kind).  Returns H, or null with the
   call's result in *R.  */
static void *
use_ctx_handle (struct handle *list, const void *h, const char *what,
                CUresult *r)
{
  *r = use_ctx (NULL);
  if (*r)
    return NULL;
  void *p = handle_lookup (list, h, what);
  if (!p)
    *r = CUDA_ERROR_INVALID_HANDLE;
  return p;
}

/* The cu*Destroy and cuModuleUnload calls: H, in a context, unlinked
   from *LIST, what it holds released by RELEASE (if any), and freed;
   WHAT names its kind in the error.  */
static CUresult
handle_destroy (struct handle **list, void *h, const char *what,
                void (*release) (struct handle *))
{
  CUresult r;
  struct handle *p = use_ctx_handle (*list, h, what, &r);
  if (!p)
    return r;
  handle_unlink (list, p);
  if (release)
    release (p);
  free (p);
  return CUDA_SUCCESS;
}

/* A stream or an event (of *LIST, SIZE bytes) for cuStreamCreate and
   cuEventCreate: FLAGS checked against KNOWN, the handle stored in
   *RESULT, the caller's CUstream or CUevent.  */
static CUresult
create_flagged_handle (struct handle **list, size_t size, unsigned flags,
                       unsigned known, void *result)
{
  CUresult r = use_ctx (NULL);
  if (r)
    return r;
  if (!result || (flags & ~known))
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  struct handle *h = handle_create (list, size);
  if (!h)
    return CUDA_ERROR_OUT_OF_MEMORY;
  h->flags = flags;
  /* Pointers to structures share one representation (C99 6.2.5), and H
     is the stream's or event's first member.  */
  memcpy (result, &h, sizeof h);
  return CUDA_SUCCESS;
}

/* Streams: null, the two special handles, or a live one.  */
static CUresult
check_stream (CUstream s)
{
  if (s == NULL || s == CU_STREAM_LEGACY || s == CU_STREAM_PER_THREAD)
    return CUDA_SUCCESS;
  if (handle_find (streams, s))
    return CUDA_SUCCESS;
  return fail (CUDA_ERROR_INVALID_HANDLE, "unknown stream %p", (void *) s);
}

/* A context and a valid stream (or none): what an operation on a stream
   needs.  */
static CUresult
use_ctx_stream (CUstream s)
{
  CUresult r = use_ctx (NULL);
  return r ? r : check_stream (s);
}

/* F, a function of a live module; else null, as handle_lookup.  */
static struct cu_function *
lookup_function (CUfunction f)
{
  for (struct handle *m = modules; m; m = m->next)
    if (handle_find (((struct cu_module *) m)->functions, f))
      return f;
  fail (CUDA_ERROR_INVALID_HANDLE, "unknown function %p", (void *) f);
  return NULL;
}

/* A device address: one in any of ptxsim's windows (x86-64 host pointers
   are canonical, their top byte is 0).  For cuMemcpy's direction.  */
static int
is_device_address (CUdeviceptr p)
{
  return (p & PTXSIM_WINDOW_MASK) != 0;
}

/* --- initialisation, version, device -------------------------------------- */

static CUresult
do_init (unsigned flags)
{
  if (flags != 0)
    return fail (CUDA_ERROR_INVALID_VALUE, "cuInit flags must be 0");
  if (init_state == 0)
    {
      int st = ptxsim_init ();
      if (st == PTXSIM_OK)
        {
          init_state = 1;
          ptxsim_hold_launch_messages ();
        }
      else
        {
          init_state = -1;
          snprintf (init_error, sizeof init_error, "%s", core_message ());
        }
    }
  return check_init ();
}

CUresult
cuInit (unsigned flags)
{
  LOCK ();
  CUresult r = do_init (flags);
  UNLOCK ();
  return r;
}

CUresult
cuDriverGetVersion (int *version)
{
  if (!version)
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  *version = DRIVER_VERSION;
  return CUDA_SUCCESS;
}

CUresult
cuGetErrorString (CUresult code, const char **text)
{
  if (!text)
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  const char *base = error_base (code);
  if (!base)
    {
      *text = NULL;
      return CUDA_ERROR_INVALID_VALUE;
    }
  *text = code == last_code && last_text[0] ? last_text : base;
  return CUDA_SUCCESS;
}

CUresult
cuDeviceGetCount (int *count)
{
  LOCK ();
  CUresult r = check_init ();
  if (!r && !count)
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r)
    *count = 1;
  UNLOCK ();
  return r;
}

CUresult
cuDeviceGet (CUdevice *dev, int ordinal)
{
  LOCK ();
  CUresult r = check_init ();
  if (!r && !dev)
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r && ordinal != 0)
    r = fail (CUDA_ERROR_INVALID_DEVICE, "ptxsim has one device, 0; not %d",
              ordinal);
  if (!r)
    *dev = 0;
  UNLOCK ();
  return r;
}

CUresult
cuDeviceGetName (char *name, int len, CUdevice dev)
{
  LOCK ();
  CUresult r = check_device (dev);
  if (!r && (!name || len <= 0))
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r)
    snprintf (name, (size_t) len, "%s", DEVICE_NAME);
  UNLOCK ();
  return r;
}

CUresult
cuDeviceTotalMem_v2 (size_t *bytes, CUdevice dev)
{
  LOCK ();
  CUresult r = check_device (dev);
  if (!r && !bytes)
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r)
    *bytes = (size_t) PTXSIM_GLOBAL_MEMORY;
  UNLOCK ();
  return r;
}

/* The value of device attribute ATTR, or -1 for one not answered.  */
static long
device_attribute (int attr)
{
  switch (attr)
    {
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      return PTXSIM_MAX_THREADS_PER_BLOCK;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X: return 1024;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y: return 1024;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z: return 64;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X: return 2147483647;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y: return 65535;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z: return 65535;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK:
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN:
      return PTXSIM_MAX_SHARED_PER_BLOCK;
    case CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY:
      return TOTAL_CONSTANT_MEMORY;
    case CU_DEVICE_ATTRIBUTE_WARP_SIZE: return PTXSIM_WARP_SIZE;
    case CU_DEVICE_ATTRIBUTE_MAX_PITCH: return 2147483647;
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK:
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR:
      return PTXSIM_MAX_REGS_PER_BLOCK;
    case CU_DEVICE_ATTRIBUTE_CLOCK_RATE: return CLOCK_RATE_KHZ;
    case CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT: return 512;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: return PTXSIM_NUM_SMS;
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR:
      return MAX_THREADS_PER_SM;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR:
      return MAX_BLOCKS_PER_SM;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR:
      return MAX_SHARED_PER_SM;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: return PTXSIM_SM_MAJOR;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: return PTXSIM_SM_MINOR;
    case CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE: return 1215000;
    case CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH: return 5120;
    case CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: return 40 * 1024 * 1024;
    case CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED:
    case CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED:
      return 1;
    /* Synchronous, discrete, no host mapping, no unified addressing,
       default compute mode, no PCI identity: all 0.  */
    case CU_DEVICE_ATTRIBUTE_GPU_OVERLAP:
    case CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS:
    case CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT:
    case CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT:
    case CU_DEVICE_ATTRIBUTE_INTEGRATED:
    case CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY:
    case CU_DEVICE_ATTRIBUTE_COMPUTE_MODE:
    case CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING:
    case CU_DEVICE_ATTRIBUTE_ECC_ENABLED:
    case CU_DEVICE_ATTRIBUTE_PCI_BUS_ID:
    case CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID:
    case CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID:
    case CU_DEVICE_ATTRIBUTE_TCC_DRIVER:
    case CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED:
    case CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY:
    case CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD:
    case CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED:
    case CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS:
    case CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS:
    case CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED:
    case CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH:
      return 0;
    default:
      return -1;
    }
}

CUresult
cuDeviceGetAttribute (int *value, int attr, CUdevice dev)
{
  LOCK ();
  CUresult r = check_device (dev);
  if (!r && !value)
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r)
    {
      long v = device_attribute (attr);
      if (v < 0)
        r = fail (CUDA_ERROR_INVALID_VALUE,
                  "device attribute %d not emulated by ptxsim", attr);
      else
        *value = (int) v;
    }
  UNLOCK ();
  return r;
}

/* --- contexts ------------------------------------------------------------- */

static CUresult
do_ctx_create (CUcontext *pctx, unsigned flags, CUdevice dev)
{
  CUresult r = check_device (dev);
  if (r)
    return r;
  if (!pctx || (flags & ~(unsigned) CU_CTX_FLAGS_MASK))
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (ctx_depth == CTX_STACK_MAX)
    return fail (CUDA_ERROR_INVALID_VALUE, "context stack full");
  struct handle *h = handle_create (&contexts, sizeof (struct cu_ctx));
  if (!h)
    return CUDA_ERROR_OUT_OF_MEMORY;
  h->flags = flags;
  struct cu_ctx *c = (struct cu_ctx *) h;
  /* cuCtxCreate makes the new context current.  */
  ctx_stack[ctx_depth++] = c;
  *pctx = c;
  return CUDA_SUCCESS;
}

CUresult
cuCtxCreate_v2 (CUcontext *pctx, unsigned flags, CUdevice dev)
{
  LOCK ();
  CUresult r = do_ctx_create (pctx, flags, dev);
  UNLOCK ();
  return r;
}

static CUresult
do_ctx_destroy (CUcontext ctx)
{
  CUresult r = check_init ();
  if (r)
    return r;
  if (!ctx_live (ctx))
    return fail (CUDA_ERROR_INVALID_CONTEXT, "unknown context %p",
                 (void *) ctx);
  handle_unlink (&contexts, &ctx->h);
  /* Off this thread's stack; other threads' stacks find it dead.  */
  int j = 0;
  for (int i = 0; i < ctx_depth; i++)
    if (ctx_stack[i] != ctx)
      ctx_stack[j++] = ctx_stack[i];
  ctx_depth = j;
  free (ctx->sticky_text);
  free (ctx);
  return CUDA_SUCCESS;
}

CUresult
cuCtxDestroy_v2 (CUcontext ctx)
{
  LOCK ();
  CUresult r = do_ctx_destroy (ctx);
  UNLOCK ();
  return r;
}

CUresult
cuCtxGetCurrent (CUcontext *pctx)
{
  LOCK ();
  CUresult r = check_init ();
  if (!r && !pctx)
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r)
    *pctx = thread_ctx ();
  UNLOCK ();
  return r;
}

/* Strict: CUDA_ERROR_INVALID_CONTEXT without a current context is how
   plugin-nvptx.c:383 learns that the thread must attach.  */
CUresult
cuCtxGetDevice (CUdevice *dev)
{
  LOCK ();
  CUresult r = check_init ();
  if (!r && !dev)
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r && !thread_ctx ())
    r = fail (CUDA_ERROR_INVALID_CONTEXT, "no current context");
  if (!r)
    *dev = 0;
  UNLOCK ();
  return r;
}

CUresult
cuCtxPushCurrent_v2 (CUcontext ctx)
{
  LOCK ();
  CUresult r = check_init ();
  if (!r && !ctx_live (ctx))
    r = fail (CUDA_ERROR_INVALID_CONTEXT, "unknown context %p", (void *) ctx);
  if (!r && ctx_depth == CTX_STACK_MAX)
    r = fail (CUDA_ERROR_INVALID_VALUE, "context stack full");
  if (!r)
    ctx_stack[ctx_depth++] = ctx;
  UNLOCK ();
  return r;
}

CUresult
cuCtxPopCurrent_v2 (CUcontext *pctx)
{
  LOCK ();
  CUresult r = check_init ();
  /* Destroyed contexts are dropped from the top silently.  */
  while (!r && ctx_depth > 0 && !ctx_live (ctx_stack[ctx_depth - 1]))
    ctx_depth--;
  if (!r && ctx_depth == 0)
    r = fail (CUDA_ERROR_INVALID_CONTEXT, "no current context to pop");
  if (!r)
    {
      struct cu_ctx *c = ctx_stack[--ctx_depth];
      if (pctx)
        *pctx = c;
    }
  UNLOCK ();
  return r;
}

CUresult
cuCtxSynchronize (void)
{
  LOCK ();
  CUresult r = use_ctx (NULL);
  UNLOCK ();
  return r;
}

/* --- memory --------------------------------------------------------------- */

CUresult
cuMemAlloc_v2 (CUdeviceptr *dptr, size_t bytes)
{
  LOCK ();
  CUresult r = use_ctx (NULL);
  if (!r && (!dptr || bytes == 0))
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r)
    {
      uint64_t p;
      int st = ptxsim_mem_alloc (&p, bytes);
      if (st != PTXSIM_OK)
        r = fail_core (st);
      else
        *dptr = p;
    }
  UNLOCK ();
  return r;
}

CUresult
cuMemFree_v2 (CUdeviceptr dptr)
{
  LOCK ();
  CUresult r = use_ctx (NULL);
  /* cuMemFree (0) is a no-op, as NVIDIA's driver treats it: GCC 12's
     GOMP_OFFLOAD_openacc_exec frees the argument block of every OpenACC
     launch, 0 when the construct maps nothing (plugin-nvptx.c:1526).  */
  if (!r && dptr != 0)
    {
      int st = ptxsim_mem_free (dptr);
      if (st != PTXSIM_OK)
        r = fail_core (st);
    }
  UNLOCK ();
  return r;
}

CUresult
cuMemGetAddressRange_v2 (CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
  LOCK ();
  CUresult r = use_ctx (NULL);
  if (!r)
    {
      uint64_t base;
      size_t size;
      int st = ptxsim_mem_range (dptr, &base, &size);
      if (st == PTXSIM_ERROR_NOT_FOUND)
        r = fail (CUDA_ERROR_NOT_FOUND, "%#llx is in no allocation", dptr);
      else if (st != PTXSIM_OK)
        r = fail_core (st);
      else
        {
          /* Either output may be null (cuda.h's documentation).  */
          if (pbase)
            *pbase = base;
          if (psize)
            *psize = size;
        }
    }
  UNLOCK ();
  return r;
}

CUresult
cuMemGetInfo_v2 (size_t *free_bytes, size_t *total_bytes)
{
  LOCK ();
  CUresult r = use_ctx (NULL);
  if (!r && (!free_bytes || !total_bytes))
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r)
    ptxsim_mem_info (free_bytes, total_bytes);
  UNLOCK ();
  return r;
}

static CUresult
copy_htod (CUdeviceptr dst, const void *src, size_t bytes)
{
  if (bytes == 0)
    return CUDA_SUCCESS;
  if (!src)
    return fail (CUDA_ERROR_INVALID_VALUE, "null host pointer");
  int st = ptxsim_memcpy_htod (dst, src, bytes);
  return st == PTXSIM_OK ? CUDA_SUCCESS : fail_core (st);
}

static CUresult
copy_dtoh (void *dst, CUdeviceptr src, size_t bytes)
{
  if (bytes == 0)
    return CUDA_SUCCESS;
  if (!dst)
    return fail (CUDA_ERROR_INVALID_VALUE, "null host pointer");
  int st = ptxsim_memcpy_dtoh (dst, src, bytes);
  return st == PTXSIM_OK ? CUDA_SUCCESS : fail_core (st);
}

static CUresult
copy_dtod (CUdeviceptr dst, CUdeviceptr src, size_t bytes)
{
  if (bytes == 0)
    return CUDA_SUCCESS;
  int st = ptxsim_memcpy_dtod (dst, src, bytes);
  return st == PTXSIM_OK ? CUDA_SUCCESS : fail_core (st);
}

/* Every copy: a context, a valid stream (or none), then the copy; all
   complete before returning, the asynchronous ones too.  */
#define COPY_BODY(STREAM, CALL)                 \
  LOCK ();                                      \
  CUresult r = use_ctx_stream (STREAM);         \
  if (!r)                                       \
    r = CALL;                                   \
  UNLOCK ();                                    \
  return r

CUresult
cuMemcpyHtoD_v2 (CUdeviceptr dst, const void *src, size_t bytes)
{
  COPY_BODY (NULL, copy_htod (dst, src, bytes));
}

CUresult
cuMemcpyDtoH_v2 (void *dst, CUdeviceptr src, size_t bytes)
{
  COPY_BODY (NULL, copy_dtoh (dst, src, bytes));
}

CUresult
cuMemcpyHtoDAsync_v2 (CUdeviceptr dst, const void *src, size_t bytes,
                      CUstream stream)
{
  COPY_BODY (stream, copy_htod (dst, src, bytes));
}

CUresult
cuMemcpyDtoHAsync_v2 (void *dst, CUdeviceptr src, size_t bytes,
                      CUstream stream)
{
  COPY_BODY (stream, copy_dtoh (dst, src, bytes));
}

CUresult
cuMemcpyDtoDAsync_v2 (CUdeviceptr dst, CUdeviceptr src, size_t bytes,
                      CUstream stream)
{
  COPY_BODY (stream, copy_dtod (dst, src, bytes));
}

/* cuMemcpy infers the direction from the addresses (unified addressing
   on a real device; here, ptxsim's windows).  */
static CUresult
copy_any (CUdeviceptr dst, CUdeviceptr src, size_t bytes)
{
  int ddev = is_device_address (dst), sdev = is_device_address (src);
  if (ddev && sdev)
    return copy_dtod (dst, src, bytes);
  if (ddev)
    return copy_htod (dst, (const void *) (uintptr_t) src, bytes);
  if (sdev)
    return copy_dtoh ((void *) (uintptr_t) dst, src, bytes);
  if (bytes && (!dst || !src))
    return fail (CUDA_ERROR_INVALID_VALUE, "null host pointer");
  if (bytes)
    memmove ((void *) (uintptr_t) dst, (const void *) (uintptr_t) src, bytes);
  return CUDA_SUCCESS;
}

CUresult
cuMemcpy (CUdeviceptr dst, CUdeviceptr src, size_t bytes)
{
  COPY_BODY (NULL, copy_any (dst, src, bytes));
}

/* Page-locked host memory is plain host memory here; it is recorded so
   that cuMemFreeHost can refuse other pointers, as the real driver does.  */
CUresult
cuMemAllocHost_v2 (void **pp, size_t bytes)
{
  LOCK ();
  CUresult r = use_ctx (NULL);
  if (!r && (!pp || bytes == 0))
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r)
    {
      struct host_block *b = malloc (sizeof *b);
      void *p = NULL;
      if (!b || posix_memalign (&p, 4096, bytes) != 0)
        {
          free (b);
          r = fail (CUDA_ERROR_OUT_OF_MEMORY, NULL);
        }
      else
        {
          b->ptr = p;
          handle_push (&host_blocks, &b->h);
          *pp = p;
        }
    }
  UNLOCK ();
  return r;
}

CUresult
cuMemFreeHost (void *p)
{
  LOCK ();
  CUresult r = use_ctx (NULL);
  if (!r)
    {
      struct handle *h = host_blocks;
      while (h && ((struct host_block *) h)->ptr != p)
        h = h->next;
      if (!h)
        r = fail (CUDA_ERROR_INVALID_VALUE,
                  "%p was not allocated by cuMemAllocHost", p);
      else
        {
          handle_unlink (&host_blocks, h);
          free (p);
          free (h);
        }
    }
  UNLOCK ();
  return r;
}

/* No mapped host memory (CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY is 0):
   the emulated device cannot reach host memory.  GCC 12's libgomp looks
   this up but never calls it.  */
CUresult
cuMemHostGetDevicePointer_v2 (CUdeviceptr *dptr, void *p, unsigned flags)
{
  (void) p;
  LOCK ();
  CUresult r = use_ctx (NULL);
  if (!r && (!dptr || flags != 0))
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r)
    r = fail (CUDA_ERROR_NOT_SUPPORTED,
              "ptxsim cannot map host memory into the device");
  UNLOCK ();
  return r;
}

/* --- streams and events --------------------------------------------------- */

CUresult
cuStreamCreate (CUstream *ps, unsigned flags)
{
  LOCK ();
  CUresult r = create_flagged_handle (&streams, sizeof (struct cu_stream),
                                      flags, CU_STREAM_NON_BLOCKING, ps);
  UNLOCK ();
  return r;
}

CUresult
cuStreamDestroy_v2 (CUstream s)
{
  LOCK ();
  CUresult r = handle_destroy (&streams, s, "stream", NULL);
  UNLOCK ();
  return r;
}

/* Every operation has completed when its call returned.  */
CUresult
cuStreamQuery (CUstream s)
{
  LOCK ();
  CUresult r = use_ctx_stream (s);
  UNLOCK ();
  return r;
}

CUresult
cuStreamSynchronize (CUstream s)
{
  return cuStreamQuery (s);
}

CUresult
cuStreamWaitEvent (CUstream s, CUevent e, unsigned flags)
{
  LOCK ();
  CUresult r = use_ctx_stream (s);
  if (!r && !handle_lookup (events, e, "event"))
    r = CUDA_ERROR_INVALID_HANDLE;
  if (!r && flags > 1)
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  UNLOCK ();
  return r;
}

/* The stream's work is done, so the callback runs now, on this thread;
   the lock is released first because libgomp's callbacks free device
   memory.  */
CUresult
cuStreamAddCallback (CUstream s, CUstreamCallback fn, void *data,
                     unsigned flags)
{
  LOCK ();
  CUresult r = use_ctx_stream (s);
  if (!r && (!fn || flags != 0))
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  UNLOCK ();
  if (!r)
    fn (s, CUDA_SUCCESS, data);
  return r;
}

CUresult
cuEventCreate (CUevent *pe, unsigned flags)
{
  LOCK ();
  unsigned known = CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING
                   | CU_EVENT_INTERPROCESS;
  CUresult r = create_flagged_handle (&events, sizeof (struct cu_event),
                                      flags, known, pe);
  UNLOCK ();
  return r;
}

CUresult
cuEventDestroy_v2 (CUevent e)
{
  LOCK ();
  CUresult r = handle_destroy (&events, e, "event", NULL);
  UNLOCK ();
  return r;
}

/* An event records the host time of its cuEventRecord: the work before it
   has finished by then.  */
CUresult
cuEventRecord (CUevent e, CUstream s)
{
  LOCK ();
  CUresult r = use_ctx_stream (s);
  struct cu_event *ev = NULL;
  if (!r && !(ev = handle_lookup (events, e, "event")))
    r = CUDA_ERROR_INVALID_HANDLE;
  if (!r)
    {
      clock_gettime (CLOCK_MONOTONIC, &ev->when);
      ev->recorded = 1;
    }
  UNLOCK ();
  return r;
}

CUresult
cuEventQuery (CUevent e)
{
  LOCK ();
  CUresult r;
  use_ctx_handle (events, e, "event", &r);
  UNLOCK ();
  return r;
}

CUresult
cuEventSynchronize (CUevent e)
{
  return cuEventQuery (e);
}

CUresult
cuEventElapsedTime (float *ms, CUevent start, CUevent end)
{
  LOCK ();
  CUresult r = use_ctx (NULL);
  struct cu_event *a = NULL, *b = NULL;
  if (!r && !ms)
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r && (!(a = (struct cu_event *) handle_find (events, start))
             || !(b = (struct cu_event *) handle_find (events, end))))
    r = fail (CUDA_ERROR_INVALID_HANDLE, "unknown event");
  if (!r && (!a->recorded || !b->recorded))
    r = fail (CUDA_ERROR_INVALID_HANDLE, "event not recorded");
  if (!r && ((a->h.flags | b->h.flags) & CU_EVENT_DISABLE_TIMING))
    r = fail (CUDA_ERROR_INVALID_HANDLE,
              "event created with CU_EVENT_DISABLE_TIMING");
  if (!r)
    *ms = (float) ((b->when.tv_sec - a->when.tv_sec) * 1e3
                   + (b->when.tv_nsec - a->when.tv_nsec) * 1e-6);
  UNLOCK ();
  return r;
}

/* --- linking and modules -------------------------------------------------- */

static double
ms_since (const struct timespec *t0)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return (t.tv_sec - t0->tv_sec) * 1e3 + (t.tv_nsec - t0->tv_nsec) * 1e-6;
}

/* Write TEXT into a caller's log buffer (always NUL-terminated: libgomp
   prints its uninitialised buffers otherwise).  Returns the bytes used.  */
static size_t
write_log (char *buf, size_t size, const char *text)
{
  if (!buf || size == 0)
    return 0;
  snprintf (buf, size, "%s", text);
  return strlen (buf) + 1;
}

static CUresult
do_link_create (unsigned nopts, CUjit_option *opts, void **optvals,
                CUlinkState *pstate)
{
  CUresult r = use_ctx (NULL);
  if (r)
    return r;
  if (!pstate || (nopts && (!opts || !optvals)))
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  struct cu_link *l = calloc (1, sizeof *l);
  if (!l)
    return fail (CUDA_ERROR_OUT_OF_MEMORY, NULL);
  l->wall_slot = l->info_size_slot = l->error_size_slot = -1;
  l->optvals = optvals;
  for (unsigned i = 0; i < nopts; i++)
    switch (opts[i])
      {
      case CU_JIT_WALL_TIME: l->wall_slot = (int) i; break;
      case CU_JIT_INFO_LOG_BUFFER: l->info_log = optvals[i]; break;
      case CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES:
        l->info_size = (size_t) (uintptr_t) optvals[i];
        l->info_size_slot = (int) i;
        break;
      case CU_JIT_ERROR_LOG_BUFFER: l->error_log = optvals[i]; break;
      case CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES:
        l->error_size = (size_t) (uintptr_t) optvals[i];
        l->error_size_slot = (int) i;
        break;
      default:
        if (opts[i] < 0 || opts[i] >= CU_JIT_NUM_OPTIONS)
          {
            free (l);
            return fail (CUDA_ERROR_INVALID_VALUE, "unknown JIT option %d",
                         opts[i]);
          }
        break;  /* optimisation level, verbosity, target, ...: no effect */
      }
  l->link = ptxsim_link_create ();
  if (!l->link)
    {
      free (l);
      return fail (CUDA_ERROR_OUT_OF_MEMORY, "%s", core_message ());
    }
  write_log (l->info_log, l->info_size, "");
  write_log (l->error_log, l->error_size, "");
  clock_gettime (CLOCK_MONOTONIC, &l->start);
  handle_push (&links, &l->h);
  *pstate = l;
  return CUDA_SUCCESS;
}

CUresult
cuLinkCreate (unsigned nopts, CUjit_option *opts, void **optvals,
              CUlinkState *pstate)
{
  LOCK ();
  CUresult r = do_link_create (nopts, opts, optvals, pstate);
  UNLOCK ();
  return r;
}

CUresult
cuLinkCreate_v2 (unsigned nopts, CUjit_option *opts, void **optvals,
                 CUlinkState *pstate)
{
  return cuLinkCreate (nopts, opts, optvals, pstate);
}

/* A link error goes into the caller's error log (libgomp prints it as
   "Link error log ...") as well as into the error string.  */
static CUresult
link_failed (struct cu_link *l, int st)
{
  write_log (l->error_log, l->error_size, core_message ());
  if (l->error_size_slot >= 0 && l->error_log && l->error_size)
    l->optvals[l->error_size_slot]
      = (void *) (uintptr_t) (strlen (l->error_log) + 1);
  return fail_core (st);
}

static CUresult
do_link_add (CUlinkState state, CUjitInputType type, void *data, size_t size,
             const char *name, unsigned nopts, CUjit_option *opts,
             void **optvals)
{
  CUresult r;
  struct cu_link *l = use_ctx_handle (links, state, "link state", &r);
  if (!l)
    return r;
  if (!l->link)
    return fail (CUDA_ERROR_INVALID_HANDLE, "link state already completed");
  if (!data || size == 0 || (nopts && (!opts || !optvals)))
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (type != CU_JIT_INPUT_PTX)
    return fail (type >= 0 && type < CU_JIT_NUM_INPUT_TYPES
                 ? CUDA_ERROR_NOT_SUPPORTED : CUDA_ERROR_INVALID_VALUE,
                 "ptxsim links PTX only (input type %d)", type);
  /* mkoffload's sizes count the terminating NUL; the core gets text.  */
  const char *text = data;
  while (size > 0 && text[size - 1] == '\0')
    size--;
  char fallback[32];
  l->inputs++;
  if (!name || !name[0])
    {
      snprintf (fallback, sizeof fallback, "ptx-input-%u", l->inputs);
      name = fallback;
    }
  int st = ptxsim_link_add (l->link, text, size, name);
  if (st != PTXSIM_OK)
    return link_failed (l, st);
  return CUDA_SUCCESS;
}

CUresult
cuLinkAddData (CUlinkState state, CUjitInputType type, void *data,
               size_t size, const char *name, unsigned nopts,
               CUjit_option *opts, void **optvals)
{
  LOCK ();
  CUresult r = do_link_add (state, type, data, size, name, nopts, opts,
                            optvals);
  UNLOCK ();
  return r;
}

CUresult
cuLinkAddData_v2 (CUlinkState state, CUjitInputType type, void *data,
                  size_t size, const char *name, unsigned nopts,
                  CUjit_option *opts, void **optvals)
{
  return cuLinkAddData (state, type, data, size, name, nopts, opts, optvals);
}

static CUresult
do_link_complete (CUlinkState state, void **image, size_t *size)
{
  CUresult r;
  struct cu_link *l = use_ctx_handle (links, state, "link state", &r);
  if (!l)
    return r;
  if (!image)
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!l->link)
    return fail (CUDA_ERROR_INVALID_HANDLE, "link state already completed");
  if (l->inputs == 0)
    return fail (CUDA_ERROR_INVALID_VALUE, "nothing to link");
  struct cu_image *img = calloc (1, sizeof *img);
  if (!img)
    return fail (CUDA_ERROR_OUT_OF_MEMORY, NULL);
  struct ptxsim_module *mod = NULL;
  int st = ptxsim_link_complete (l->link, &mod);
  if (st != PTXSIM_OK)
    {
      free (img);
      return link_failed (l, st);
    }
  l->link = NULL;       /* consumed */
  memcpy (img->magic, IMAGE_MAGIC, sizeof img->magic);
  img->mod = mod;
  l->image = img;
  *image = img;
  if (size)
    *size = sizeof *img;
  /* Output options, as CUDA writes them: the wall time (a float) in its
     option value slot, the log lengths in theirs.  */
  char info[128];
  /* libgomp prints it under GOMP_DEBUG=1 ("Link log ..."): the sign that
     this libcuda.so.1 is the one in use.  */
  snprintf (info, sizeof info,
            "ptxsim's libcuda.so.1 (" DEVICE_NAME "): linked %u PTX input%s",
            l->inputs, l->inputs == 1 ? "" : "s");
  size_t used = write_log (l->info_log, l->info_size, info);
  if (l->info_size_slot >= 0 && l->info_log)
    l->optvals[l->info_size_slot] = (void *) (uintptr_t) used;
  if (l->wall_slot >= 0)
    {
      float ms = (float) ms_since (&l->start);
      memcpy (&l->optvals[l->wall_slot], &ms, sizeof ms);
    }
  return CUDA_SUCCESS;
}

CUresult
cuLinkComplete (CUlinkState state, void **image, size_t *size)
{
  LOCK ();
  CUresult r = do_link_complete (state, image, size);
  UNLOCK ();
  return r;
}

/* What a link state holds: its link, its image and the module in it
   (an image not loaded; the magic cleared, so that a stale pointer to
   it is no image).  */
static void
release_link (struct handle *h)
{
  struct cu_link *l = (struct cu_link *) h;
  if (l->link)
    ptxsim_link_destroy (l->link);
  if (l->image)
    {
      if (l->image->mod)
        ptxsim_module_unload (l->image->mod);
      memset (l->image->magic, 0, sizeof l->image->magic);
      free (l->image);
    }
}

CUresult
cuLinkDestroy (CUlinkState state)
{
  LOCK ();
  CUresult r = handle_destroy (&links, state, "link state", release_link);
  UNLOCK ();
  return r;
}

static CUresult
new_module (struct ptxsim_module *mod, CUmodule *pmod)
{
  struct cu_module *m = calloc (1, sizeof *m);
  if (!m)
    {
      ptxsim_module_unload (mod);
      return fail (CUDA_ERROR_OUT_OF_MEMORY, NULL);
    }
  m->mod = mod;
  handle_push (&modules, &m->h);
  *pmod = m;
  return CUDA_SUCCESS;
}

/* A module from one PTX text (cuModuleLoad's file, cuModuleLoadData's
   PTX image): linked on its own.  */
static CUresult
load_ptx_text (const char *text, size_t size, const char *name,
               CUmodule *pmod)
{
  struct ptxsim_link *link = ptxsim_link_create ();
  struct ptxsim_module *mod = NULL;
  if (!link)
    return fail (CUDA_ERROR_OUT_OF_MEMORY, "%s", core_message ());
  int st = ptxsim_link_add (link, text, size, name);
  if (st == PTXSIM_OK)
    st = ptxsim_link_complete (link, &mod);
  if (st != PTXSIM_OK)
    {
      CUresult r = fail_core (st);
      ptxsim_link_destroy (link);
      return r;
    }
  return new_module (mod, pmod);
}

/* Whether IMAGE begins with the N bytes of MAGIC, compared one by one so
   that a shorter NUL-terminated text is never read past its end (no magic
   has a NUL before its last byte).  */
static int
has_prefix (const void *image, const char *magic, size_t n)
{
  const unsigned char *b = image;
  for (size_t i = 0; i < n; i++)
    if (b[i] != (unsigned char) magic[i])
      return 0;
  return 1;
}

/* The image is cuLinkComplete's (by magic, and live), a cubin or fatbin
   (refused: ptxsim runs PTX), or NUL-terminated PTX text.  */
static CUresult
do_module_load_data (CUmodule *pmod, const void *image)
{
  CUresult r = use_ctx (NULL);
  if (r)
    return r;
  if (!pmod || !image)
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (has_prefix (image, IMAGE_MAGIC, sizeof IMAGE_MAGIC))
    {
      for (struct handle *h = links; h; h = h->next)
        {
          struct cu_image *img = ((struct cu_link *) h)->image;
          if (img != image)
            continue;
          if (!img->mod)
            return fail (CUDA_ERROR_INVALID_IMAGE,
                         "ptxsim: a linked image loads once");
          struct ptxsim_module *mod = img->mod;
          img->mod = NULL;
          return new_module (mod, pmod);
        }
      return fail (CUDA_ERROR_INVALID_IMAGE,
                   "ptxsim: linked image no longer live (cuLinkDestroy)");
    }
  if (has_prefix (image, "\177ELF", 4)
      || has_prefix (image, "\x50\xed\x55\xba", 4)     /* fatbin */
      || has_prefix (image, "\xb1\x43\x62\x46", 4))    /* fatbin wrapper */
    return fail (CUDA_ERROR_NO_BINARY_FOR_GPU,
                 "ptxsim runs PTX, not cubin or fatbin");
  const char *text = image;
  return load_ptx_text (text, strlen (text), "cuModuleLoadData", pmod);
}

CUresult
cuModuleLoadData (CUmodule *pmod, const void *image)
{
  LOCK ();
  CUresult r = do_module_load_data (pmod, image);
  UNLOCK ();
  return r;
}

static CUresult
do_module_load (CUmodule *pmod, const char *fname)
{
  CUresult r = use_ctx (NULL);
  if (r)
    return r;
  if (!pmod || !fname)
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  FILE *f = fopen (fname, "rb");
  if (!f)
    return fail (CUDA_ERROR_FILE_NOT_FOUND, "%s", fname);
  size_t cap = 1 << 16, len = 0;
  char *buf = malloc (cap);
  while (buf)
    {
      len += fread (buf + len, 1, cap - len - 1, f);
      if (len < cap - 1)
        break;
      char *nb = realloc (buf, cap * 2);
      if (!nb)
        {
          free (buf);
          buf = NULL;
          break;
        }
      buf = nb;
      cap *= 2;
    }
  int bad = ferror (f);
  fclose (f);
  if (!buf)
    return fail (CUDA_ERROR_OUT_OF_MEMORY, NULL);
  if (bad)
    {
      free (buf);
      return fail (CUDA_ERROR_FILE_NOT_FOUND, "%s: read error", fname);
    }
  buf[len] = '\0';
  if (len >= 4 && memcmp (buf, "\177ELF", 4) == 0)
    r = fail (CUDA_ERROR_NO_BINARY_FOR_GPU,
              "ptxsim runs PTX, not cubin or fatbin (%s)", fname);
  else
    r = load_ptx_text (buf, len, fname, pmod);
  free (buf);
  return r;
}

CUresult
cuModuleLoad (CUmodule *pmod, const char *fname)
{
  LOCK ();
  CUresult r = do_module_load (pmod, fname);
  UNLOCK ();
  return r;
}

/* What a module holds: its function handles and the ptxsim module.  */
static void
release_module (struct handle *h)
{
  struct cu_module *m = (struct cu_module *) h;
  while (m->functions)
    {
      struct handle *f = m->functions;
      m->functions = f->next;
      free (f);
    }
  ptxsim_module_unload (m->mod);
}

CUresult
cuModuleUnload (CUmodule mod)
{
  LOCK ();
  CUresult r = handle_destroy (&modules, mod, "module", release_module);
  UNLOCK ();
  return r;
}

static CUresult
do_module_get_function (CUfunction *pfn, CUmodule mod, const char *name)
{
  CUresult r;
  struct cu_module *m = use_ctx_handle (modules, mod, "module", &r);
  if (!m)
    return r;
  if (!pfn || !name)
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  struct ptxsim_function *fn = NULL;
  int st = ptxsim_module_function (m->mod, name, &fn);
  if (st == PTXSIM_ERROR_NOT_FOUND)
    return fail (CUDA_ERROR_NOT_FOUND, "no kernel %s", name);
  if (st != PTXSIM_OK)
    return fail_core (st);
  /* One handle per kernel, as the real driver.  */
  for (struct handle *h = m->functions; h; h = h->next)
    if (((struct cu_function *) h)->fn == fn)
      {
        *pfn = (struct cu_function *) h;
        return CUDA_SUCCESS;
      }
  struct cu_function *f = calloc (1, sizeof *f);
  if (!f)
    return fail (CUDA_ERROR_OUT_OF_MEMORY, NULL);
  f->module = m;
  f->fn = fn;
  handle_push (&m->functions, &f->h);
  *pfn = f;
  return CUDA_SUCCESS;
}

CUresult
cuModuleGetFunction (CUfunction *pfn, CUmodule mod, const char *name)
{
  LOCK ();
  CUresult r = do_module_get_function (pfn, mod, name);
  UNLOCK ();
  return r;
}

static CUresult
do_module_get_global (CUdeviceptr *dptr, size_t *bytes, CUmodule mod,
                      const char *name)
{
  CUresult r;
  struct cu_module *m = use_ctx_handle (modules, mod, "module", &r);
  if (!m)
    return r;
  if (!name)
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  uint64_t p;
  size_t n;
  int st = ptxsim_module_global (m->mod, name, &p, &n);
  /* plugin-nvptx.c:1250 probes for __nvptx_clocktick and
     GOMP_DEVICE_NUM_VAR: not found is an answer, not a failure.  */
  if (st == PTXSIM_ERROR_NOT_FOUND)
    return fail (CUDA_ERROR_NOT_FOUND, "no global %s", name);
  if (st != PTXSIM_OK)
    return fail_core (st);
  if (dptr)
    *dptr = p;
  if (bytes)
    *bytes = n;
  return CUDA_SUCCESS;
}

CUresult
cuModuleGetGlobal_v2 (CUdeviceptr *dptr, size_t *bytes, CUmodule mod,
                      const char *name)
{
  LOCK ();
  CUresult r = do_module_get_global (dptr, bytes, mod, name);
  UNLOCK ();
  return r;
}

/* --- functions and launches ----------------------------------------------- */

/* A function attribute from the core, kept within what the plugin's
   arithmetic survives (see the header comment).  */
static CUresult
function_attribute (struct cu_function *f, int attr, int *value)
{
  enum ptxsim_function_attribute a;
  switch (attr)
    {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      a = PTXSIM_ATTR_MAX_THREADS_PER_BLOCK; break;
    case CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES:
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
      a = PTXSIM_ATTR_SHARED_SIZE_BYTES; break;
    case CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES:
      a = PTXSIM_ATTR_CONST_SIZE_BYTES; break;
    case CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES:
      a = PTXSIM_ATTR_LOCAL_SIZE_BYTES; break;
    case CU_FUNC_ATTRIBUTE_NUM_REGS:
      a = PTXSIM_ATTR_NUM_REGS; break;
    case CU_FUNC_ATTRIBUTE_PTX_VERSION:
      a = PTXSIM_ATTR_PTX_VERSION; break;
    case CU_FUNC_ATTRIBUTE_BINARY_VERSION:
      a = PTXSIM_ATTR_BINARY_VERSION; break;
    case CU_FUNC_ATTRIBUTE_CACHE_MODE_CA:
      *value = 0;
      return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT:
      *value = -1;
      return CUDA_SUCCESS;
    default:
      return fail (CUDA_ERROR_INVALID_VALUE,
                   "function attribute %d not emulated by ptxsim", attr);
    }
  int v = 0;
  int st = ptxsim_function_attribute (f->fn, a, &v);
  if (st != PTXSIM_OK)
    return fail_core (st);
  switch (attr)
    {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      if (v < PTXSIM_WARP_SIZE)
        v = PTXSIM_WARP_SIZE;
      if (v > PTXSIM_MAX_THREADS_PER_BLOCK)
        v = PTXSIM_MAX_THREADS_PER_BLOCK;
      break;
    case CU_FUNC_ATTRIBUTE_NUM_REGS:
      if (v < 1)
        v = 1;
      if (v > MAX_REGS_PER_THREAD)
        v = MAX_REGS_PER_THREAD;
      break;
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
      v = PTXSIM_MAX_SHARED_PER_BLOCK - v;
      if (v < 0)
        v = 0;
      break;
    default:
      break;
    }
  *value = v;
  return CUDA_SUCCESS;
}

CUresult
cuFuncGetAttribute (int *value, int attr, CUfunction fn)
{
  LOCK ();
  CUresult r = use_ctx (NULL);
  struct cu_function *f = NULL;
  if (!r && !(f = lookup_function (fn)))
    r = CUDA_ERROR_INVALID_HANDLE;
  if (!r && !value)
    r = fail (CUDA_ERROR_INVALID_VALUE, NULL);
  if (!r)
    r = function_attribute (f, attr, value);
  UNLOCK ();
  return r;
}

/* CUDA's occupancy calculator, simplified: the block size (a multiple of
   the warp size, within the kernel's and the caller's limits) that keeps
   the most warps resident on an SM, limited by threads, blocks, registers
   and shared memory per SM; the grid that fills every SM with it.  */
static CUresult
do_occupancy (int *min_grid, int *block, CUfunction fn,
              CUoccupancyB2DSize dyn_shared_of, size_t dyn_shared, int limit)
{
  CUresult r = use_ctx (NULL);
  if (r)
    return r;
  struct cu_function *f = lookup_function (fn);
  if (!f)
    return CUDA_ERROR_INVALID_HANDLE;
  if (!min_grid || !block)
    return fail (CUDA_ERROR_INVALID_VALUE, NULL);
  int max_threads = 0, regs = 1, static_shared = 0;
  if ((r = function_attribute (f, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                               &max_threads))
      || (r = function_attribute (f, CU_FUNC_ATTRIBUTE_NUM_REGS, &regs))
      || (r = function_attribute (f, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
                                  &static_shared)))
    return r;
  if (limit > 0 && limit < max_threads)
    max_threads = limit;
  int best_warps = 0, best_block = 0, best_blocks = 0;
  int start = max_threads >= PTXSIM_WARP_SIZE
              ? max_threads / PTXSIM_WARP_SIZE * PTXSIM_WARP_SIZE : max_threads;
  int step = start >= PTXSIM_WARP_SIZE ? PTXSIM_WARP_SIZE : start;
  for (int b = start; b > 0; b -= step)
    {
      size_t shared = (size_t) static_shared
                      + (dyn_shared_of ? dyn_shared_of (b) : dyn_shared);
      if (shared > PTXSIM_MAX_SHARED_PER_BLOCK)
        continue;
      int warps = (b + PTXSIM_WARP_SIZE - 1) / PTXSIM_WARP_SIZE;
      int threads = warps * PTXSIM_WARP_SIZE;
      int n = MAX_BLOCKS_PER_SM;
      if (MAX_THREADS_PER_SM / threads < n)
        n = MAX_THREADS_PER_SM / threads;
      if (PTXSIM_MAX_REGS_PER_BLOCK / (regs * threads) < n)
        n = PTXSIM_MAX_REGS_PER_BLOCK / (regs * threads);
      if (shared && (int) (MAX_SHARED_PER_SM / shared) < n)
        n = (int) (MAX_SHARED_PER_SM / shared);
      if (n * warps > best_warps)
        {
          best_warps = n * warps;
          best_block = b;
          best_blocks = n;
        }
    }
  *block = best_block;
  *min_grid = best_blocks * PTXSIM_NUM_SMS;
  return CUDA_SUCCESS;
}

CUresult
cuOccupancyMaxPotentialBlockSize (int *min_grid, int *block, CUfunction fn,
                                  CUoccupancyB2DSize dyn_shared_of,
                                  size_t dyn_shared, int limit)
{
  LOCK ();
  CUresult r = do_occupancy (min_grid, block, fn, dyn_shared_of, dyn_shared,
                             limit);
  UNLOCK ();
  return r;
}

static CUresult
do_launch (CUfunction fn, unsigned gx, unsigned gy, unsigned gz,
           unsigned bx, unsigned by, unsigned bz, unsigned shared,
           CUstream stream, void **params, void **extra)
{
  struct cu_ctx *c = NULL;
  CUresult r = use_ctx (&c);
  if (r)
    return r;
  struct cu_function *f = lookup_function (fn);
  if (!f)
    return CUDA_ERROR_INVALID_HANDLE;
  if ((r = check_stream (stream)))
    return r;
  if (!gx || !gy || !gz || !bx || !by || !bz
      || gx > 2147483647u || gy > 65535 || gz > 65535
      || bx > 1024 || by > 1024 || bz > 64
      || (unsigned long long) bx * by * bz > PTXSIM_MAX_THREADS_PER_BLOCK)
    return fail (CUDA_ERROR_INVALID_VALUE,
                 "launch of %s: grid %ux%ux%u, block %ux%ux%u out of range",
                 ptxsim_function_name (f->fn), gx, gy, gz, bx, by, bz);
  int max_threads = 0, static_shared = 0;
  if ((r = function_attribute (f, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                               &max_threads))
      || (r = function_attribute (f, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
                                  &static_shared)))
    return r;
  if (bx * by * bz > (unsigned) max_threads)
    return fail (CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES,
                 "launch of %s: %u threads per block, the kernel allows %d",
                 ptxsim_function_name (f->fn), bx * by * bz, max_threads);
  if ((unsigned long long) static_shared + shared
      > PTXSIM_MAX_SHARED_PER_BLOCK)
    return fail (CUDA_ERROR_INVALID_VALUE,
                 "launch of %s: %d + %u bytes of shared memory, the limit"
                 " is %d", ptxsim_function_name (f->fn), static_shared,
                 shared, PTXSIM_MAX_SHARED_PER_BLOCK);

  /* The `extra' form: {BUFFER_POINTER, p, BUFFER_SIZE, &size, END}, in
     any order; only with no kernelParams.  */
  const void *buffer = NULL;
  size_t buffer_bytes = 0;
  int have_size = 0;
  if (extra)
    {
      if (params)
        return fail (CUDA_ERROR_INVALID_VALUE,
                     "both kernelParams and extra given");
      for (void **e = extra; *e != CU_LAUNCH_PARAM_END; e += 2)
        if (e[0] == CU_LAUNCH_PARAM_BUFFER_POINTER)
          buffer = e[1];
        else if (e[0] == CU_LAUNCH_PARAM_BUFFER_SIZE && e[1])
          {
            buffer_bytes = *(const size_t *) e[1];
            have_size = 1;
          }
        else
          return fail (CUDA_ERROR_INVALID_VALUE, "unknown `extra' entry %p",
                       e[0]);
      if (!have_size || (!buffer && buffer_bytes))
        return fail (CUDA_ERROR_INVALID_VALUE,
                     "`extra' needs a buffer pointer and its size");
    }

  unsigned grid[3] = { gx, gy, gz }, blk[3] = { bx, by, bz };
  int st = ptxsim_launch (f->fn, grid, blk, shared, params, buffer,
                          buffer_bytes);
  if (st == PTXSIM_OK)
    return CUDA_SUCCESS;
  if (st == PTXSIM_ERROR_LAUNCH)
    {
      /* The kernel failed (a trap, a ptxsim error).  NVIDIA's driver
         launches asynchronously: cuLaunchKernel succeeds, and the failure
         is the result of the next call that waits for the kernel
         (cuStreamSynchronize, cuCtxSynchronize, a copy: libgomp then says
         "cuStreamSynchronize error: unspecified launch failure (perhaps
         abort was called)", what GCC's STOP tests expect) and of every
         call after it, the context being unusable.  Every call here
         comes after the kernel has finished, so every later one returns
         it, with ptxsim's message; ptxsim's own line is printed when the
         process exits (ptxsim_hold_launch_messages).  */
      c->sticky = CUDA_ERROR_LAUNCH_FAILED;
      free (c->sticky_text);
      c->sticky_text = strdup (core_message ());
      return CUDA_SUCCESS;
    }
  if (st == PTXSIM_ERROR_OUT_OF_MEMORY)
    return fail (CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, "%s", core_message ());
  return fail_core (st);
}

/* ptxsim's line for a failed launch, after everything the program and
   libgomp printed (see do_launch).  */
__attribute__ ((destructor)) static void
print_launch_messages_at_exit (void)
{
  ptxsim_print_held_messages ();
}

CUresult
cuLaunchKernel (CUfunction fn, unsigned gx, unsigned gy, unsigned gz,
                unsigned bx, unsigned by, unsigned bz, unsigned shared,
                CUstream stream, void **params, void **extra)
{
  LOCK ();
  CUresult r = do_launch (fn, gx, gy, gz, bx, by, bz, shared, stream, params,
                          extra);
  UNLOCK ();
  return r;
}
