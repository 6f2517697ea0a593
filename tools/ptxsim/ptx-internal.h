/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim internals, one section per layer, lowest first: base (errors,
   configuration, utilities), the program's data structures, memory,
   parse, cfg, link.  A layer's file uses its own section and those
   before it, never the ones after it; the executor's layers (ptx-exec.c,
   ptx-devlib.c, ptx-sched.c) share ptx-exec.h on top of this one.  */

#ifndef PTX_INTERNAL_H
#define PTX_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include "ptxsim.h"

/* ======== base layer (ptx-base.c): errors, configuration, utilities ======== */

/* ---- errors ---- */
extern char ptxsim_errbuf[2048];
int ptx_error (int status, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));
void ptx_report (void);   /* print ptxsim_errbuf on stderr unless quiet */
extern int ptxsim_quiet;
/* A launch failed: print its message now, or hold it (ptxsim.h).  */
void ptx_report_launch_failure (void);

/* ---- configuration ---- */
struct ptx_config
{
  uint64_t budget;
  uint64_t local_size;
  uint64_t heap_size;
  const char *stats;
  const char *profile;
  const char *dump;
  int trace;
  int initialized;
};
extern struct ptx_config ptx_cfg;

/* ---- utilities (ptx-base.c) ---- */
/* Allocation that aborts on failure (ptxsim's tables are small; running
   out of host memory is not a device error).  */
void *xrealloc (void *p, size_t n);
void *xcalloc (size_t n, size_t s);
char *xstrndup (const char *s, size_t n);
#define GROW(arr, n, cap)                                            \
  do {                                                               \
    if ((n) >= (cap))                                                \
      {                                                              \
        (cap) = (cap) ? 2 * (cap) : 16;                              \
        (arr) = xrealloc ((arr), (size_t) (cap) * sizeof *(arr));    \
      }                                                              \
  } while (0)
uint32_t hash_bytes (const char *s, size_t n);

/* String -> int32 map, open addressing; keys are owned copies.  */
struct smap
{
  char **keys;
  int32_t *vals;
  uint32_t cap, n;
};
int32_t *smap_get (struct smap *m, const char *s, size_t len, int create);
void smap_free (struct smap *m);

/* uint64 -> uint32 map for constant pools.  */
struct umap
{
  uint64_t *keys;
  uint32_t *vals;
  uint8_t *used;
  uint32_t cap, n;
};
uint32_t *umap_get (struct umap *m, uint64_t k, int *created);
void umap_free (struct umap *m);

/* ======== program layer: the decoded, linked program (data only) ======== */

/* Function addresses (mov.u64 %r, fn) live in a window of their own, so
   that a data access through one is caught.  */
#define PTXSIM_CODE_WINDOW 0x0600000000000000ull
#define PTXSIM_OFFSET_MASK 0x00ffffffffffffffull

/* State spaces; the values of the real ones are their windows' top byte.  */
enum space
{
  SP_GENERIC = 0, SP_GLOBAL = 1, SP_SHARED = 2, SP_LOCAL = 3, SP_CONST = 4,
  SP_PARAM = 5, SP_CODE = 6, SP_NONE = 7
};
extern const char *const space_name[8];

/* PTX types.  */
enum ptype
{
  T_NONE, T_U8, T_U16, T_U32, T_U64, T_S8, T_S16, T_S32, T_S64,
  T_B8, T_B16, T_B32, T_B64, T_F16, T_F32, T_F64, T_PRED, T_B128, T_F16X2,
  T_NTYPES
};
extern const unsigned char ptype_size[T_NTYPES];
extern const char *const ptype_name[T_NTYPES];
static inline int t_signed (int t) { return t >= T_S8 && t <= T_S64; }
static inline int t_float (int t) { return t == T_F16 || t == T_F32 || t == T_F64; }
static inline int t_bits (int t) { return ptype_size[t] * 8; }

/* Opcodes.  */
enum opcode
{
  OP_NOP, OP_MOV, OP_MOV_SREG, OP_MOV_PACK, OP_MOV_UNPACK, OP_MOV_VEC,
  OP_LD, OP_ST, OP_LD_PARAM, OP_ST_PARAM, OP_ATOM, OP_PREFETCH,
  OP_ADD, OP_SUB, OP_MUL, OP_MAD, OP_MUL24, OP_MAD24, OP_DIV, OP_REM,
  OP_ABS, OP_NEG, OP_MIN, OP_MAX, OP_AND, OP_OR, OP_XOR, OP_NOT, OP_CNOT,
  OP_SHL, OP_SHR, OP_SHF, OP_POPC, OP_CLZ, OP_BFIND, OP_BREV, OP_BFE,
  OP_BFI, OP_PRMT, OP_SAD, OP_SETP, OP_SET, OP_SELP, OP_SLCT, OP_CVT,
  OP_CVTA, OP_CVTA_TO, OP_ISSPACEP, OP_FMA, OP_SQRT, OP_RSQRT, OP_RCP,
  OP_SIN, OP_COS, OP_EX2, OP_LG2, OP_TANH, OP_COPYSIGN, OP_TESTP,
  OP_VOP, OP_ADDC, OP_SUBC,
  /* Control and collective operations, handled per group of lanes.  */
  OP_FIRST_CONTROL,
  OP_BRA = OP_FIRST_CONTROL, OP_CALL, OP_RET, OP_EXIT, OP_TRAP, OP_BRKPT,
  OP_BAR, OP_BAR_WARP, OP_SHFL, OP_VOTE, OP_ACTIVEMASK, OP_MATCH, OP_REDUX,
  OP_NCODES
};

/* Modifiers.  */
enum cmpop
{
  CMP_EQ, CMP_NE, CMP_LT, CMP_LE, CMP_GT, CMP_GE, CMP_LO, CMP_LS, CMP_HI,
  CMP_HS, CMP_EQU, CMP_NEU, CMP_LTU, CMP_LEU, CMP_GTU, CMP_GEU, CMP_NUM,
  CMP_NAN
};
enum boolop { BOOL_NONE, BOOL_AND, BOOL_OR, BOOL_XOR };
enum rnd { RND_NONE, RND_RN, RND_RZ, RND_RM, RND_RP, RND_RNI, RND_RZI,
           RND_RMI, RND_RPI };
enum atomop { AT_ADD, AT_MIN, AT_MAX, AT_INC, AT_DEC, AT_AND, AT_OR,
              AT_XOR, AT_EXCH, AT_CAS };
enum shflmode { SHFL_UP, SHFL_DOWN, SHFL_BFLY, SHFL_IDX };
enum votemode { VOTE_ALL, VOTE_ANY, VOTE_UNI, VOTE_BALLOT };
enum barkind { BAR_SYNC, BAR_ARRIVE, BAR_RED_POPC, BAR_RED_AND, BAR_RED_OR };
enum sreg
{
  SR_TID_X, SR_TID_Y, SR_TID_Z, SR_NTID_X, SR_NTID_Y, SR_NTID_Z,
  SR_CTAID_X, SR_CTAID_Y, SR_CTAID_Z, SR_NCTAID_X, SR_NCTAID_Y, SR_NCTAID_Z,
  SR_LANEID, SR_WARPID, SR_NWARPID, SR_SMID, SR_NSMID, SR_GRIDID,
  SR_CLOCK, SR_CLOCK64, SR_GLOBALTIMER, SR_GLOBALTIMER_LO, SR_GLOBALTIMER_HI,
  SR_LANEMASK_EQ, SR_LANEMASK_LE, SR_LANEMASK_LT, SR_LANEMASK_GE,
  SR_LANEMASK_GT, SR_DYN_SMEM, SR_TOTAL_SMEM, SR_ZERO
};

/* Instruction flags.  */
#define F_NC        0x0001
#define F_VOLATILE  0x0002
#define F_FTZ       0x0004
#define F_SAT       0x0008
#define F_HI        0x0010
#define F_WIDE      0x0020
#define F_SYNC      0x0040    /* .sync collective (has a member mask) */
#define F_NEGC      0x0080    /* !c operand */
#define F_CC        0x0100    /* sets the carry flag */
#define F_HAS_B     0x0200    /* optional operand b present */
#define F_PRED_OUT  0x0400    /* second predicate destination present */
#define F_RED       0x0800    /* red (no result) */
#define F_APPROX    0x1000
#define F_WRAP      0x2000    /* shf.wrap; bfind.shift */
#define F_LEFT      0x4000    /* shf.l */
#define F_CMP_F     0x8000    /* set: destination f32 */

/* One decoded instruction.  Operands are slot indices into the current
   frame's slot array (registers, then the function's constants and the
   frame's local variable addresses), so fetching never branches.  */
struct insn
{
  uint8_t op;
  uint8_t type;          /* instruction type */
  uint8_t type2;         /* source type (cvt, set, setp, slct...) */
  uint8_t space;         /* state space (memory ops, cvta, isspacep) */
  uint8_t vec;           /* vector length of ld/st/mov (1, 2, 4) */
  uint8_t mod;           /* cmpop, atomop, rnd, shfl/vote mode, bar kind, sreg, vop */
  uint8_t mod2;          /* boolop, rounding for float ops, secondary vop */
  uint8_t gneg;          /* guard negated */
  uint16_t flags;
  uint8_t fast;          /* fast-path kind (ptx-exec.c), set at link time */
  uint8_t uncond;        /* unguarded (guard is the constant 1), set at link time */
  uint32_t guard;        /* predicate slot (a constant 1 when unguarded) */
  uint32_t d, d2;        /* destinations */
  uint32_t a, b, c, e;   /* sources */
  int64_t off;           /* address offset (memory operand), param offset */
  uint32_t v[4];         /* vector elements for ld/st/mov */
  uint32_t target;       /* branch target pc, call info index */
  uint32_t line;         /* PTX line */
  uint32_t unit;         /* index of the PTX text in the module */
  uint32_t func;         /* index of the containing function */
  uint32_t text_off, text_len; /* instruction text in the unit's source */
};

/* Parameter declarations (formal parameters and call-block params).  */
struct pdecl
{
  uint32_t off, size, align;
};

enum builtin { BI_NONE, BI_VPRINTF, BI_MALLOC, BI_FREE };

struct callinfo
{
  int32_t callee;        /* function index, -1 for an indirect call */
  uint32_t target_slot;  /* indirect: slot holding the address */
  int32_t ret_off;       /* caller param offset receiving the value, -1 */
  uint32_t ret_size;
  uint32_t nargs;
  uint32_t arg_off[16];  /* caller param offsets */
  uint32_t arg_size[16];
  uint32_t *more_off, *more_size; /* beyond 16 args */
  /* Set at link time for a direct call whose arguments lie back to back
     in the caller's .param block as the callee's parameters do in its
     own, none cut short: push_frame copies them as one block, SPAN_LEN
     bytes from offset SPAN_SRC to SPAN_DST.  */
  uint8_t span;
  uint32_t span_src, span_dst, span_len;
};

struct localvar
{
  uint32_t off, size;    /* offset in the frame (red zones between) */
  const char *name;
};

struct localaddr
{
  uint32_t slot;
  uint32_t var;
  int64_t addend;
};

struct func
{
  char *name;
  int is_entry;
  int defined;
  int builtin;
  int visible;
  uint32_t unit;
  uint32_t first_pc, npcs;
  uint32_t nregs;        /* register slots */
  uint32_t nslots;       /* registers + constants */
  uint32_t nconsts;
  uint64_t *consts;      /* initial values of slots [nregs, nslots) */
  uint32_t param_bytes;  /* all .param storage of a frame */
  uint32_t param_slots;  /* in 8-byte slots */
  uint32_t nret, nin;
  struct pdecl ret[1];
  struct pdecl *in;
  uint32_t nlocal;
  struct localvar *locals;
  uint32_t local_frame;  /* frame size including red zones */
  uint32_t nlocaladdr;
  struct localaddr *localaddr;
  /* The register slots a call of the function may read before writing
     them (ptx_entry_reads), which a new frame clears; the others are
     written before any read on every path.  */
  uint32_t nentry_reads;
  uint32_t *entry_reads;
  int maxntid;           /* .maxntid / .reqntid product, 0 if none */
  uint32_t line;
};

/* A linked module.  */
struct unit_info
{
  char *name;
  char *text;            /* the PTX text, NUL-terminated */
  size_t length;
  unsigned number;       /* global PTX text number, as in error messages */
  int version;           /* .version major*10+minor */
};

struct modvar
{
  char *name;
  int space;
  uint64_t addr;
  uint64_t size;
  int visible;
  uint32_t unit;
};

struct ptxsim_module
{
  struct insn *insns;
  uint32_t ninsns;
  struct func *funcs;
  uint32_t nfuncs;
  struct callinfo *calls;
  uint32_t ncalls;
  struct unit_info *units;
  uint32_t nunits;
  struct modvar *vars;
  uint32_t nvars;
  /* Static .shared layout: objects at offsets within the shared window.  */
  uint32_t shared_size;  /* end of static shared objects (with red zone) */
  uint32_t nshared;
  struct { uint32_t off, size; const char *name; } *shared;
  struct ptxsim_function *entries;
  uint32_t nentries;
  /* name -> function index / var index hash */
  uint32_t *fhash, fhash_size;
  uint32_t *vhash, vhash_size;
  uint32_t insn_id_base; /* global instruction ids for the nc tables */
};

struct ptxsim_function
{
  struct ptxsim_module *module;
  uint32_t func;
};

/* ======== memory layer (ptx-memory.c): windows, objects, shadow ======== */

#define SH_LIVE  1
#define SH_FREED 2
#define SH_NC    4
#define SH_WR    8

struct arena
{
  uint8_t *data;
  uint8_t *shadow;
  uint64_t size;         /* reserved bytes */
};
extern struct arena mem_global, mem_const, mem_shared, mem_local;
extern uint32_t *mem_global_writer;   /* instruction id per 8-byte granule */
extern uint32_t *mem_global_ncreader;
extern uint8_t *mem_dirty_bitmap;     /* shadow pages with nc/wr bits */
extern uint32_t *mem_dirty_list;
extern uint64_t mem_dirty_n, mem_dirty_cap;
extern uint64_t mem_local_stride;     /* bytes of local memory per thread */

int mem_init (void);
void mem_mark_dirty_slow (uint64_t page);
static inline void mem_mark_dirty (uint64_t off)
{
  uint64_t page = off >> 12;
  if (!(mem_dirty_bitmap[page >> 3] & (1u << (page & 7))))
    mem_mark_dirty_slow (page);
}
void mem_clear_launch_bits (void);

/* Global objects.  */
enum objkind { OBJ_ALLOC, OBJ_VAR, OBJ_HEAP, OBJ_CONSTVAR };
int mem_global_alloc (uint64_t *addr, uint64_t size, int kind, const char *name);
int mem_global_free (uint64_t addr, int kind);   /* 0 ok; else error status */
int mem_const_alloc (uint64_t *addr, uint64_t size, uint64_t align, const char *name);
void mem_const_free (uint64_t addr);
/* Describe where ADDR lies (object, red zone, freed...) for messages.  */
void mem_describe (char *buf, size_t n, uint64_t addr, uint64_t width,
                   int want_space, int thread_local_base_valid);
/* ADDR, in no device window, as a host address: which host mapping, the
   likely cause; 0 if it is in none.  */
int mem_describe_host (char *buf, size_t n, uint64_t addr);
/* Find the object containing ADDR; 0 if none.  */
int mem_find_object (uint64_t addr, uint64_t *base, uint64_t *size,
                     int *kind, int *freed, const char **name);
/* Heap (device malloc).  */
uint64_t mem_heap_malloc (uint64_t size);
int mem_heap_free (uint64_t addr, char *why, size_t n);
/* Shared memory layout for a launch.  */
int mem_shared_setup (const struct ptxsim_module *m, uint32_t dyn_bytes,
                      uint64_t *dyn_base);
void mem_shared_reset_data (void);
/* Local memory for NTHREADS threads.  */
int mem_local_setup (uint32_t nthreads);

/* ======== parse layer (ptx-parse.c): PTX text to parsed units ======== */

/* A link's parsed texts: per unit its symbols (variables with their
   initialisers and relocations, functions with their decoded bodies),
   what the linker resolves and lays out.  */

enum { L_STATIC, L_VISIBLE, L_EXTERN, L_WEAK, L_COMMON };
enum { S_VAR, S_FUNC };

struct vreloc
{
  uint64_t off;
  char *name;
  int64_t addend;
  uint32_t size;
  uint32_t line;
};

struct sreloc            /* a const slot holding a symbol's address */
{
  uint32_t slot;
  char *name;
  int64_t addend;
  uint32_t line;
};

struct creloc            /* a call's callee */
{
  uint32_t call;
  char *name;
  uint32_t line;
};

struct pfunc
{
  struct func f;         /* name, signature, slots, locals... */
  struct insn *insns;
  uint32_t ninsns, capinsns;
  struct callinfo *calls;
  uint32_t ncalls, capcalls;
  uint64_t *consts;
  uint32_t capconsts;
  struct umap cmap;
  struct smap symcmap;   /* "name+addend" -> slot */
  struct sreloc *srel;
  uint32_t nsrel, capsrel;
  struct creloc *crel;
  uint32_t ncrel, capcrel;
  struct localvar *locals;
  uint32_t caplocals;
  struct localaddr *la;
  uint32_t capla;
  uint32_t capin;
  uint32_t one_slot, sink_slot;
  int32_t findex;        /* index in the module */
};

struct usym
{
  char *name;
  int kind;
  int linkage;
  int defined;
  uint32_t line;
  /* variables */
  int space;
  uint32_t align;
  uint64_t size;
  int unsized;
  uint8_t *init;
  struct vreloc *vrel;
  uint32_t nvrel, capvrel;
  /* functions */
  struct pfunc *fn;
  int is_entry;
  uint32_t nin, nret;
  /* link results */
  uint64_t addr;
  int32_t findex;
  int32_t modvar;
};

struct punit
{
  char *name;
  char *text;
  size_t len;
  unsigned number;
  int version;
  struct smap symmap;
  struct usym *syms;
  uint32_t nsyms, capsyms;
  struct pfunc **funcs;  /* bodies in order */
  uint32_t nfuncs, capfuncs;
  uint32_t fshared_n;    /* function-scope .shared counter */
};

struct ptxsim_link
{
  struct punit **units;
  uint32_t nunits, capunits;
};


struct usym *usym_get (struct punit *u, const char *s, size_t n, int create);
/* Little-endian store of the SIZE low bytes of V (initialisers).  */
void put_le (uint8_t *p, uint64_t v, uint32_t size);
void free_pfunc (struct pfunc *F);
void free_unit (struct punit *u);

/* ======== cfg layer (ptx-cfg.c): reconvergence points ======== */

/* Whether I is unguarded in F (its guard is the constant 1).  */
int insn_uncond (const struct func *f, const struct insn *I);
/* Set the reconvergence pc (E) of every branch of function FI.  */
void ptx_reconvergence (struct ptxsim_module *m, uint32_t fi);
void ptx_entry_reads (struct ptxsim_module *m, uint32_t fi);

/* ======== link layer (ptx-link.c): the module, laid out for execution ======== */

/* Fast paths for the common instructions: one dispatch for the whole
   group of lanes.  */
enum
{
  FK_NONE, FK_MOV, FK_ADD32, FK_ADD64, FK_SUB32, FK_SUB64, FK_MULLO32, FK_MULLO64,
  FK_MULWU32, FK_MULWS32, FK_MADLO32, FK_MADLO64, FK_MADWU32, FK_MADWS32,
  FK_SHL32, FK_SHL64, FK_SHRU32, FK_SHRU64, FK_SHRS32, FK_SHRS64,
  FK_AND32, FK_AND64, FK_OR32, FK_OR64, FK_XOR32, FK_XOR64, FK_ANDP, FK_ORP,
  FK_SETPU, FK_SETPS, FK_SELP, FK_CVTI, FK_LD, FK_ST, FK_LDPARAM, FK_STPARAM,
  FK_ADDF32, FK_SUBF32, FK_MULF32, FK_FMAF32, FK_ADDF64, FK_SUBF64, FK_MULF64,
  FK_FMAF64, FK_BRA, FK_SETPF, FK_NEG32, FK_NEG64, FK_NEGF32, FK_NEGF64,
  FK_DIVF32, FK_DIVF64, FK_CVTA, FK_VADD3U32, FK_VSUB3U32, FK_ABS32, FK_ABS64,
  FK_ABSF32, FK_ABSF64, FK_CVTFI
};

void ptx_classify (struct insn *I);
/* "FILE:LINE[:COL]" of the source line of PTX line LINE of unit UNIT, from
   the .file/.loc debug directives (gcc -g); NULL where there are none.  */
const char *ptx_source_loc (const struct ptxsim_module *m, uint32_t unit, uint32_t line,
                            char *buf, size_t n);
const char *ptx_insn_text (const struct ptxsim_module *m,
                           const struct insn *I, char *buf, size_t n);
/* Lanes per warp; slot operands are scaled by it at link time.  */
#define WARP_LANES 32
void ptx_scale_slots (struct ptxsim_module *m);

#endif
