/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim executor state: the threads, warps, frames and counts of a
   launch, shared by the executor's layers: the core (ptx-exec.c: one
   instruction for a group of lanes, memory checks, frames), the device
   library (ptx-devlib.c) and the scheduler (ptx-sched.c), in that order.
   Sits on ptx-internal.h.  */

#ifndef PTX_EXEC_H
#define PTX_EXEC_H

#include "ptx-internal.h"

enum { TS_RUN, TS_BLOCKED, TS_EXITED };
enum { W_NONE, W_BAR, W_SYNC, W_LEGACY };

struct frame
{
  uint32_t func;
  uint32_t ret_pc;
  uint32_t call;         /* callinfo index, UINT32_MAX for the entry */
  uint32_t base;         /* row of the warp's register stack */
  uint32_t pbase;        /* slot index of the .param storage in the thread's stack */
  uint32_t local_start;
  uint32_t saved_sp;
};

/* A reconvergence point: the lanes MASK that diverged at a branch meet
   again at RPC (the branch's immediate post-dominator) at call depth
   DEPTH.  */
struct rentry
{
  uint32_t rpc, depth, mask, id;
};

struct thread
{
  uint64_t *R;           /* current frame's slots: slot S at R[S * WARP_LANES] */
  uint8_t *P;            /* current frame's .param storage */
  uint32_t pc;
  uint32_t depth;
  uint8_t state, wait, cc, pad;
  uint32_t wait_pc;
  uint32_t wait_bar;
  uint32_t wait_mask;
  uint64_t wait_val;
  uint32_t wait_b, wait_c;
  uint64_t *rs;          /* .param storage of the frames */
  uint32_t rs_top, rs_cap;
  uint32_t reg_top;      /* rows of the warp's register stack in use */
  struct frame *fr;
  uint32_t fr_cap;
  uint32_t local_sp;
  struct rentry *rst;    /* reconvergence stack */
  uint32_t nrst, caprst;
  uint32_t tid[3];
  uint32_t linear, lane, warp;
  uint8_t *ldata, *lshadow;
};

/* A warp's register stack: row R holds slot R of its lanes' frames side
   by side (lane L at R * WARP_LANES + L), so that a group of lanes at the
   same frame row reads and writes one register in adjacent words.  Kept
   between launches.  */
struct wregs
{
  uint64_t *rs;
  uint32_t rows;
};

struct warp
{
  uint32_t first, n;
  struct wregs *regs;
  struct thread *g[32];
  uint32_t ng;
  uint32_t gpc, gdepth;
  uint32_t merge_pc;
  uint64_t gsteps;       /* lane-steps since the group's lanes changed */
  uint32_t gmask;
  uint32_t stop_pc;      /* the group's reconvergence point */
  uint32_t next_id;
  uint64_t reverse;      /* lane-steps left in reverse (max-pc) selection */
};

struct barrier
{
  uint32_t arrived;
  uint32_t expected;     /* 0: all non-exited threads */
  uint32_t popc;
  uint8_t all, any;
};

enum { K_LD, K_ST, K_ATOM };

/* Lane-instructions executed in one function in one launch.  */
struct fcount
{
  uint64_t insns;
  uint64_t cnt[3][6];    /* K_* by SP_GENERIC..SP_PARAM */
  uint64_t ld_nc, cvta, cvta_to, calls;
};

struct launch
{
  struct ptxsim_module *m;
  const struct insn *insns;
  const struct func *funcs;
  const struct callinfo *calls;
  const char *kernel;
  unsigned grid[3], block[3];
  uint32_t ctaid[3];
  uint32_t cta_linear;
  uint32_t nthreads, nwarps, live;
  struct thread *th;
  struct warp *w;
  uint64_t count;        /* executed instructions */
  uint64_t budget;
  /* Executed counts per function of the module, indexed by insn.func:
     PTXSIM_STATS' totals are their sums, so PTXSIM_PROFILE's lines add
     up to them by construction.  */
  struct fcount *fc;
  uint64_t dyn_base;
  uint32_t dyn_bytes;
  struct barrier bars[16];
  int error;
  uint32_t entry;
  uint8_t *param_template;
};



/* ---- executor core (ptx-exec.c) ---- */

static inline int64_t
sx (uint64_t v, int bits)
{
  return bits >= 64 ? (int64_t) v : (int64_t) (v << (64 - bits)) >> (64 - bits);
}

static inline uint64_t
zx (uint64_t v, int bits)
{
  return bits >= 64 ? v : v & ((1ull << bits) - 1);
}

const char *func_name (const struct launch *L, uint32_t f);
/* Fail the launch at I: "ptxsim: KIND in kernel K, function F, PTX line
   L (module N): TEXT: MSG"; returns -1.  */
int exec_fail (struct launch *L, const struct insn *I, const char *kind, const char *fmt, ...)
  __attribute__ ((format (printf, 4, 5)));
/* The host address of W bytes at ADDR for an access of KIND (K_LD, K_ST,
   K_ATOM) by thread T at I, every check done; NULL (error reported).  */
uint8_t *exec_access (struct launch *L, struct thread *T, const struct insn *I, uint64_t addr,
                      uint32_t w, int kind);
int push_frame (struct launch *L, struct thread *T, const struct insn *I, uint32_t fidx,
                uint32_t call, uint32_t ret_pc, int rows);
/* The register slots of the frames of F just pushed (push_frame with
   ROWS 0) for the NG lanes G, a dense group (adjacent lanes, at the same
   frame row): a row at a time for all of them, where push_frame's
   lane-by-lane stores would touch a cache line each.  */
void init_group_rows (const struct launch *L, struct thread **g, uint32_t ng,
                      const struct func *f);
void pop_frame (struct launch *L, struct thread *T);
int exec_straight (struct launch *L, struct thread **g, uint64_t *const *Rs, uint32_t ng,
                   int dense, uint32_t wn, uint32_t *ppc, uint32_t merge, uint32_t stop,
                   int64_t quantum, uint64_t *psteps, uint64_t *pcoll, int *ctl,
                   const struct insn **last);

/* The lane whose value lane LANE reads in a shfl of mode MOD with
   operands B (0..31) and C, and in *PVAL whether it is in range (PTX's
   pval; LANE itself where it is not).  Whether that lane takes part is
   the caller's check.  */
static inline int32_t
shfl_source (int mod, uint32_t lane, uint32_t b, uint32_t c, int *pval)
{
  uint32_t cval = c & 31, seg = (c >> 8) & 31;
  uint32_t maxl = (lane & seg) | (cval & ~seg), minl = lane & seg;
  int32_t j;
  switch (mod)
    {
    case SHFL_UP: j = (int32_t) lane - (int32_t) b; *pval = j >= (int32_t) maxl; break;
    case SHFL_DOWN: j = (int32_t) (lane + b); *pval = j <= (int32_t) maxl; break;
    case SHFL_BFLY: j = (int32_t) (lane ^ b); *pval = j <= (int32_t) maxl; break;
    default: j = (int32_t) (minl | (b & ~seg)); *pval = j <= (int32_t) maxl; break;
    }
  return *pval ? j : (int32_t) lane;
}

/* The results of a shfl of mode MOD by N lanes that all take part, their
   operands read before (VAL, BV 0..31, CV): lane L's value in D[L] and,
   where P is not null, its pval in P[L].  One loop for exec_straight's
   whole-warp path and the scheduler's; inlined, so the dense path writes
   its registers directly as before.  */
static inline __attribute__ ((always_inline)) void
shfl_results (int mod, uint32_t n, const uint64_t *val, const uint32_t *bv,
              const uint32_t *cv, uint64_t *d, uint64_t *p)
{
  for (uint32_t l = 0; l < n; l++)
    {
      int pval;
      int32_t j = shfl_source (mod, l, bv[l], cv[l], &pval);
      uint64_t v = val[l];
      if (j >= 0 && (uint32_t) j < n)
        v = val[j];
      d[l] = zx (v, 32);
      if (p)
        p[l] = (uint64_t) pval;
    }
}

/* ---- device library (ptx-devlib.c) ---- */

/* Lane T calls the driver's own function F (vprintf, malloc, free) at I
   with the call's parameters CI; 0, or -1 (error reported).  */
int run_builtin (struct launch *L, struct thread *T, const struct insn *I, const struct func *f,
                 const struct callinfo *ci);

#endif
