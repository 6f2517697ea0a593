/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim warp scheduler and launch: threads, warps and CTAs of a
   launch, the choice of the group of lanes that runs next (divergence,
   reconvergence at immediate post-dominators, starvation of spinning
   lanes), control instructions (branches, calls, returns, exit),
   barriers and warp collectives, deadlock reports, executed counts
   (PTXSIM_STATS, PTXSIM_PROFILE) and ptxsim_launch.  The top layer of the
   core: it sits on the executor core (ptx-exec.c), the device library
   (ptx-devlib.c), memory and the linked module.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "ptx-internal.h"
#include "ptx-exec.h"

/* Threads and warp register stacks, kept between launches.  */
static struct thread *thread_pool;
static uint32_t thread_pool_n;
static struct wregs *wregs_pool;
static uint32_t wregs_pool_n;

/* ---------- threads, barriers, collectives ---------- */

static void check_barriers (struct launch *L);
static int check_warp (struct launch *L, struct warp *W, int legacy);

static void
thread_exit (struct launch *L, struct thread *T)
{
  while (T->depth)
    pop_frame (L, T);
  T->nrst = 0;
  T->state = TS_EXITED;
  T->wait = W_NONE;
  L->live--;
}

static void
after_exits (struct launch *L, struct warp *W)
{
  check_barriers (L);
  check_warp (L, W, 0);
}

static void
release_barrier (struct launch *L, uint32_t id)
{
  struct barrier *B = &L->bars[id];
  for (uint32_t i = 0; i < L->nthreads; i++)
    {
      struct thread *T = &L->th[i];
      if (T->state == TS_BLOCKED && T->wait == W_BAR && T->wait_bar == id)
        {
          const struct insn *I = &L->insns[T->wait_pc];
          if (I->mod == BAR_RED_POPC)
            T->R[I->d] = B->popc;
          else if (I->mod == BAR_RED_AND)
            T->R[I->d] = B->all;
          else if (I->mod == BAR_RED_OR)
            T->R[I->d] = B->any;
          T->state = TS_RUN;
          T->wait = W_NONE;
        }
    }
  B->arrived = 0;
  B->expected = 0;
  B->popc = 0;
  B->all = 1;
  B->any = 0;
}

static void
check_barriers (struct launch *L)
{
  for (uint32_t id = 0; id < 16; id++)
    {
      struct barrier *B = &L->bars[id];
      if (B->arrived == 0)
        continue;
      uint32_t exp = B->expected ? B->expected : L->live;
      if (B->arrived >= exp)
        release_barrier (L, id);
    }
}

/* A lane waiting at its reconvergence point for the other lanes of its
   divergence.  */
static inline int
parked (const struct thread *T)
{
  return T->state == TS_RUN && T->nrst && T->rst[T->nrst - 1].rpc == T->pc
         && T->rst[T->nrst - 1].depth == T->depth;
}

/* shfl.sync by every lane of warp W, each naming all of them in its
   membermask: complete_collective's results for the mask of all lanes,
   without the lanes' wait state (arrive_collective's, which nothing
   reads once they run again).  All sources are read before any result
   is written, as the arrival reads them.  */
static void
shfl_warp (struct launch *L, struct warp *W, const struct insn *I)
{
  struct thread *base = &L->th[W->first];
  uint32_t n = W->n;
  uint64_t val[32];
  uint32_t bv[32], cv[32];
  for (uint32_t l = 0; l < n; l++)
    {
      const uint64_t *R = base[l].R;
      val[l] = R[I->a];
      bv[l] = (uint32_t) R[I->b] & 31;
      cv[l] = (uint32_t) R[I->c];
    }
  uint64_t res[32], pv[32];
  int pred_out = (I->flags & F_PRED_OUT) != 0;
  shfl_results (I->mod, n, val, bv, cv, res, pred_out ? pv : NULL);
  for (uint32_t l = 0; l < n; l++)
    {
      uint64_t *R = base[l].R;
      R[I->d] = res[l];
      if (pred_out)
        R[I->d2] = pv[l];
    }
}

/* The group of warp W, all its lanes, goes on at pc NEXT after an
   operation of all of them that leaves them running at the same depth
   with the same reconvergence entry on top: the group regroup would
   choose (the lowest pc at the deepest depth has them all, in lane
   order, and nothing else), set here.  Where they are parked at their
   reconvergence point, regroup pops it and chooses.  */
static void
continue_warp (struct warp *W, uint32_t next)
{
  for (uint32_t i = 0; i < W->ng; i++)
    W->g[i]->pc = next;
  const struct thread *T0 = W->g[0];
  if (parked (T0))
    {
      W->ng = 0;
      return;
    }
  W->gpc = next;
  W->gdepth = T0->depth;
  W->merge_pc = UINT32_MAX;
  W->stop_pc = UINT32_MAX;
  if (T0->nrst && T0->rst[T0->nrst - 1].depth == T0->depth)
    W->stop_pc = T0->rst[T0->nrst - 1].rpc;
}

/* ACC combined with V (both 32-bit values) by redux I's operation.  */
static uint64_t
redux_step (const struct insn *I, uint64_t acc, uint64_t v)
{
  switch (I->mod)
    {
    case AT_ADD: return acc + v;
    case AT_MIN: return t_signed (I->type) ? (sx (v, 32) < sx (acc, 32) ? v : acc) : (v < acc ? v : acc);
    case AT_MAX: return t_signed (I->type) ? (sx (v, 32) > sx (acc, 32) ? v : acc) : (v > acc ? v : acc);
    case AT_AND: return acc & v;
    case AT_OR: return acc | v;
    case AT_XOR: return acc ^ v;
    default: return acc;
    }
}

/* Complete the collective of the participants MASK of warp W (all
   blocked at the one instruction at their wait_pc).  */
static void
complete_collective (struct launch *L, struct warp *W, uint32_t mask)
{
  struct thread *base = &L->th[W->first];
  uint32_t first = (uint32_t) __builtin_ctz (mask);
  const struct insn *I0 = &L->insns[base[first].wait_pc];
  int op = I0->op;
  uint64_t res_all = 1, res_any = 0, ballot = 0;
  int uni = 1;
  uint64_t v0 = base[first].wait_val;
  /* The results every lane shares: vote's, and redux's (one reduction
     for all the lanes, in lane order).  */
  uint64_t reduced = zx (v0, 32);
  for (uint32_t l = 0; l < W->n; l++)
    if (mask & (1u << l))
      {
        uint64_t v = base[l].wait_val;
        if (op == OP_VOTE)
          {
            res_all &= v;
            res_any |= v;
            if (v)
              ballot |= 1ull << l;
            if (v != v0)
              uni = 0;
          }
        else if (op == OP_REDUX && l != first)
          reduced = redux_step (I0, reduced, zx (v, 32));
      }
  for (uint32_t l = 0; l < W->n; l++)
    {
      if (!(mask & (1u << l)))
        continue;
      struct thread *T = &base[l];
      const struct insn *I = &L->insns[T->wait_pc];
      uint64_t *R = T->R;
      switch (I->op)
        {
        case OP_SHFL:
          {
            int pval;
            int32_t j = shfl_source (I->mod, l, T->wait_b & 31, T->wait_c, &pval);
            uint64_t v = T->wait_val;
            if (j >= 0 && (uint32_t) j < W->n && (mask & (1u << j)))
              v = base[j].wait_val;
            R[I->d] = zx (v, 32);
            if (I->flags & F_PRED_OUT)
              R[I->d2] = (uint64_t) pval;
            break;
          }
        case OP_VOTE:
          switch (I->mod)
            {
            case VOTE_ALL: R[I->d] = res_all & 1; break;
            case VOTE_ANY: R[I->d] = res_any & 1; break;
            case VOTE_UNI: R[I->d] = (uint64_t) uni; break;
            default: R[I->d] = ballot; break;
            }
          break;
        case OP_ACTIVEMASK:
          R[I->d] = mask;
          break;
        case OP_MATCH:
          {
            uint32_t same = 0;
            int all = 1;
            for (uint32_t k = 0; k < W->n; k++)
              if (mask & (1u << k))
                {
                  if (zx (base[k].wait_val, t_bits (I->type)) == zx (T->wait_val, t_bits (I->type)))
                    same |= 1u << k;
                  else
                    all = 0;
                }
            if (I->mod == 0)
              R[I->d] = same;
            else
              {
                R[I->d] = all ? mask : 0;
                if (I->flags & F_PRED_OUT)
                  R[I->d2] = (uint64_t) all;
              }
            break;
          }
        case OP_REDUX:
          R[I->d] = zx (reduced, 32);
          break;
        default:
          break;   /* bar.warp.sync */
        }
      T->state = TS_RUN;
      T->wait = W_NONE;
    }
}

/* Complete the collectives of the lanes LANES of W, one per instruction
   they wait at (lanes waiting at one pc complete together).  Returns the
   number of lanes released.  */
static int
complete_by_pc (struct launch *L, struct warp *W, uint32_t lanes)
{
  struct thread *base = &L->th[W->first];
  int released = 0;
  while (lanes)
    {
      uint32_t l = (uint32_t) __builtin_ctz (lanes);
      uint32_t pc = base[l].wait_pc, mask = 0;
      for (uint32_t k = 0; k < W->n; k++)
        if ((lanes & (1u << k)) && base[k].wait_pc == pc)
          mask |= 1u << k;
      lanes &= ~mask;
      complete_collective (L, W, mask);
      released += __builtin_popcount (mask);
    }
  return released;
}

/* Complete what can be completed among W's waiting lanes.  LEGACY: also
   complete the non-.sync collectives (all non-exited lanes are blocked).
   Returns the number of lanes released.  */
static int
check_warp (struct launch *L, struct warp *W, int legacy)
{
  struct thread *base = &L->th[W->first];
  uint32_t live = 0, blocked_sync = 0, running = 0;
  for (uint32_t l = 0; l < W->n; l++)
    {
      if (base[l].state != TS_EXITED)
        live |= 1u << l;
      if (base[l].state == TS_BLOCKED && base[l].wait == W_SYNC)
        blocked_sync |= 1u << l;
      if (base[l].state == TS_RUN && !parked (&base[l]))
        running |= 1u << l;
    }
  int released = 0;
  uint32_t todo = blocked_sync;
  while (todo)
    {
      uint32_t l = (uint32_t) __builtin_ctz (todo);
      todo &= todo - 1;
      /* The lanes this one waits for, and those they wait for: when all
         wait at a warp-synchronous operation (any: the hardware's
         WARPSYNC), each instruction completes with the lanes at it.  */
      uint32_t set = ((base[l].wait_mask & live) | (1u << l)), prev = 0;
      while (set != prev)
        {
          prev = set;
          for (uint32_t k = 0; k < W->n; k++)
            if ((set & (1u << k)) && (blocked_sync & (1u << k)))
              set |= base[k].wait_mask & live;
        }
      if ((set & blocked_sync) != set)
        continue;
      released += complete_by_pc (L, W, set);
      todo &= ~set;
      blocked_sync &= ~set;
    }
  if (legacy && released)
    {
      running = 0;
      for (uint32_t l = 0; l < W->n; l++)
        if (base[l].state == TS_RUN && !parked (&base[l]))
          running |= 1u << l;
    }
  if (legacy && !running)
    {
      /* Group the legacy waiters by instruction.  */
      uint32_t pending = 0;
      for (uint32_t l = 0; l < W->n; l++)
        if (base[l].state == TS_BLOCKED && base[l].wait == W_LEGACY)
          pending |= 1u << l;
      released += complete_by_pc (L, W, pending);
    }
  return released;
}

/* ---------- the warp scheduler ---------- */

#define STARVE 200000

static void
dissolve (struct warp *W)
{
  for (uint32_t i = 0; i < W->ng; i++)
    W->g[i]->pc = W->gpc;
  W->ng = 0;
}

/* Whether every lane of the divergence E has reached its reconvergence
   point (or exited, or left it behind).  */
static int
rentry_complete (struct launch *L, struct warp *W, const struct rentry *E)
{
  struct thread *base = &L->th[W->first];
  for (uint32_t k = 0; k < W->n; k++)
    {
      if (!(E->mask & (1u << k)))
        continue;
      struct thread *U = &base[k];
      if (U->state == TS_EXITED)
        continue;
      if (parked (U) && U->rst[U->nrst - 1].id == E->id)
        continue;
      int has = 0;
      for (uint32_t j = 0; j < U->nrst; j++)
        if (U->rst[j].id == E->id)
          has = 1;
      if (has)
        return 0;
    }
  return 1;
}

/* Pop the reconvergence entry ID off the lanes parked at it.  */
static void
rentry_pop (struct launch *L, struct warp *W, uint32_t id)
{
  struct thread *base = &L->th[W->first];
  for (uint32_t k = 0; k < W->n; k++)
    {
      struct thread *U = &base[k];
      if (U->state != TS_EXITED && U->nrst && U->rst[U->nrst - 1].id == id)
        U->nrst--;
    }
}

/* Choose the next group of lanes: deepest call depth, then lowest pc (or
   highest while in reverse mode after starvation); lanes waiting at a
   reconvergence point join when all lanes of their divergence are there.  */
static int
regroup (struct launch *L, struct warp *W)
{
  struct thread *base = &L->th[W->first];
  for (;;)
    {
      /* Reconvergence points every lane has reached.  */
      int popped = 0;
      for (uint32_t l = 0; l < W->n; l++)
        {
          struct thread *T = &base[l];
          if (parked (T) && rentry_complete (L, W, &T->rst[T->nrst - 1]))
            {
              rentry_pop (L, W, T->rst[T->nrst - 1].id);
              popped = 1;
            }
        }
      if (popped)
        continue;
      struct thread *best = NULL;
      int rev = W->reverse > 0;
      for (uint32_t l = 0; l < W->n; l++)
        {
          struct thread *T = &base[l];
          if (T->state != TS_RUN || parked (T))
            continue;
          if (!best || T->depth > best->depth
              || (T->depth == best->depth && (rev ? T->pc > best->pc : T->pc < best->pc)))
            best = T;
        }
      if (!best)
        {
          if (check_warp (L, W, 1))
            continue;
          /* Lanes wait at a reconvergence point for lanes that wait for
             them (a warp-synchronous operation): give up the
             reconvergence, as independent thread scheduling does.  */
          int released = 0;
          for (uint32_t l = 0; l < W->n; l++)
            if (parked (&base[l]))
              {
                base[l].nrst--;
                released = 1;
              }
          if (released)
            continue;
          return 0;
        }
      uint32_t bid = best->nrst ? best->rst[best->nrst - 1].id : 0;
      W->ng = 0;
      W->merge_pc = UINT32_MAX;
      uint32_t mask = 0;
      for (uint32_t l = 0; l < W->n; l++)
        {
          struct thread *T = &base[l];
          if (T->state != TS_RUN || T->depth != best->depth)
            continue;
          uint32_t tid = T->nrst ? T->rst[T->nrst - 1].id : 0;
          if (T->pc == best->pc && tid == bid && !parked (T))
            {
              W->g[W->ng++] = T;
              mask |= 1u << l;
            }
          else if (T->pc > best->pc && T->pc < W->merge_pc)
            W->merge_pc = T->pc;
        }
      W->gpc = best->pc;
      W->gdepth = best->depth;
      W->stop_pc = UINT32_MAX;
      if (best->nrst && best->rst[best->nrst - 1].depth == best->depth)
        W->stop_pc = best->rst[best->nrst - 1].rpc;
      if (mask != W->gmask)
        W->gsteps = 0;
      W->gmask = mask;
      return 1;
    }
}

static int
exec_control (struct launch *L, struct warp *W, const struct insn *I, uint32_t pc);

/* Run warp W for about QUANTUM lane-instructions.  Returns 1 if it ran,
   0 if no lane could run, -1 on error.  */
static int
run_warp (struct launch *L, struct warp *W, int64_t quantum)
{
  int ran = 0;
  for (;;)
    {
      if (W->ng == 0 && !regroup (L, W))
        return ran;
      ran = 1;
      uint32_t pc = W->gpc;
      uint32_t ng = W->ng;
      struct thread **g = W->g;
      uint32_t merge = W->merge_pc, stop = W->stop_pc;
      uint64_t steps = 0, coll = 0;
      /* Frames change only in control instructions, which end this run.  */
      uint64_t *Rs[32];
      int dense = 1;
      for (uint32_t i = 0; i < ng; i++)
        {
          Rs[i] = g[i]->R;
          dense &= Rs[i] == Rs[0] + i;
        }
      const struct insn *I;
      int ctl;
      /* Straight-line code and uniform branches.  */
      if (exec_straight (L, g, Rs, ng, dense, W->n, &pc, merge, stop, quantum, &steps, &coll,
                         &ctl, &I))
        {
          L->count += steps + ng;
          L->fc[I->func].insns += steps + ng;
          W->gpc = pc;
          dissolve (W);
          return -1;
        }
      W->gpc = pc;
      L->count += steps;
      /* A run never leaves its function: calls and returns end it.  */
      L->fc[I->func].insns += steps;
      quantum -= (int64_t) steps;
      W->gsteps += steps;
      if (ctl)
        {
          L->count += ng;
          L->fc[I->func].insns += ng;
          quantum -= ng;
          W->gsteps += ng;
          if (exec_control (L, W, I, pc))
            {
              if (W->ng)
                dissolve (W);
              return -1;
            }
        }
      else if (pc >= merge || pc == stop)
        dissolve (W);
      /* Reverse selection counts the steps of straight-line code: not
         those of the whole-warp collectives exec_straight ran in line,
         as exec_control's are not.  */
      if (W->reverse)
        W->reverse = W->reverse > steps - coll ? W->reverse - (steps - coll) : 0;
      if (W->gsteps > STARVE && W->ng)
        {
          /* Other lanes of this warp may wait for this group (a spin
             loop): let them run for a while.  */
          struct thread *base = &L->th[W->first];
          int others = 0;
          for (uint32_t l = 0; l < W->n; l++)
            if (base[l].state == TS_RUN && (base[l].depth != W->gdepth || base[l].pc != W->gpc))
              {
                int in = 0;
                for (uint32_t k = 0; k < W->ng; k++)
                  if (W->g[k] == &base[l])
                    in = 1;
                if (!in)
                  others = 1;
              }
          W->gsteps = 0;
          if (others)
            {
              W->reverse = W->reverse ? 0 : STARVE;
              dissolve (W);
            }
        }
      if (quantum <= 0)
        {
          if (W->ng)
            dissolve (W);
          return 1;
        }
    }
}

/* Block the active lanes of the group at a collective.  */
static void
arrive_collective (struct launch *L, struct warp *W, const struct insn *I, uint32_t pc,
                   const uint8_t *act, int wait)
{
  (void) L;
  for (uint32_t i = 0; i < W->ng; i++)
    {
      struct thread *T = W->g[i];
      T->pc = pc + 1;
      if (!act[i])
        continue;
      uint64_t *R = T->R;
      T->state = TS_BLOCKED;
      T->wait = (uint8_t) wait;
      T->wait_pc = pc;
      T->wait_mask = (uint32_t) R[I->e];
      switch (I->op)
        {
        case OP_SHFL:
          T->wait_val = R[I->a];
          T->wait_b = (uint32_t) R[I->b];
          T->wait_c = (uint32_t) R[I->c];
          break;
        case OP_VOTE:
          T->wait_val = (R[I->a] & 1) ^ ((I->flags & F_NEGC) != 0);
          break;
        case OP_MATCH:
        case OP_REDUX:
          T->wait_val = R[I->a];
          break;
        case OP_BAR_WARP:
          T->wait_mask = (uint32_t) R[I->a];
          break;
        default:
          T->wait_val = 0;
          break;
        }
    }
  W->ng = 0;
}

/* bra: a uniform branch moves the group on (a backward one, or one to
   the merge point, dissolves it); a divergent one pushes its
   reconvergence entry once and leaves each lane at its own pc.  */
static int
ctl_bra (struct warp *W, const struct insn *I, uint32_t pc, const uint8_t *act,
         uint32_t nact)
{
  if (nact == W->ng || nact == 0)
    {
      W->gpc = nact ? I->target : pc + 1;
      if (W->gpc >= W->merge_pc || W->gpc < pc)
        {
          /* A backward jump may pass lanes waiting at a lower pc only if
             it goes below them; merge_pc handles the forward case.  */
          if (W->gpc >= W->merge_pc)
            dissolve (W);
        }
      return 0;
    }
  if (I->e != UINT32_MAX)
    {
      struct thread *T0 = W->g[0];
      int dup = T0->nrst && T0->rst[T0->nrst - 1].rpc == I->e
                && T0->rst[T0->nrst - 1].depth == T0->depth;
      if (!dup)
        {
          uint32_t mask = 0;
          for (uint32_t i = 0; i < W->ng; i++)
            mask |= 1u << W->g[i]->lane;
          struct rentry E = { I->e, T0->depth, mask, ++W->next_id };
          for (uint32_t i = 0; i < W->ng; i++)
            {
              struct thread *T = W->g[i];
              if (T->nrst == T->caprst)
                {
                  T->caprst = T->caprst ? 2 * T->caprst : 8;
                  T->rst = realloc (T->rst, T->caprst * sizeof *T->rst);
                  if (!T->rst)
                    abort ();
                }
              T->rst[T->nrst++] = E;
            }
        }
    }
  for (uint32_t i = 0; i < W->ng; i++)
    W->g[i]->pc = act[i] ? I->target : pc + 1;
  W->ng = 0;
  return 0;
}

/* call: each active lane's frame pushed (an indirect target checked, a
   builtin run at once); a call by all lanes to one callee keeps the
   group, in the callee.  */
static int
ctl_call (struct launch *L, struct warp *W, const struct insn *I, uint32_t pc,
          const uint8_t *act, uint32_t nact)
{
  const struct callinfo *ci = &L->calls[I->target];
  int uniform = nact == W->ng;
  L->fc[I->func].calls += nact;
  uint32_t first_callee = UINT32_MAX;
  /* A direct call by every lane of a dense group: the callee's
     register rows are set for all of them at once, after.  */
  const struct func *gf = ci->callee >= 0 ? &L->funcs[ci->callee] : NULL;
  int group_rows = gf && !gf->builtin && gf->defined && gf->npcs && uniform;
  for (uint32_t i = 1; group_rows && i < W->ng; i++)
    group_rows = W->g[i]->R == W->g[0]->R + i;
  for (uint32_t i = 0; i < W->ng; i++)
    {
      struct thread *T = W->g[i];
      T->pc = pc + 1;
      if (!act[i])
        continue;
      uint32_t callee;
      if (ci->callee >= 0)
        callee = (uint32_t) ci->callee;
      else
        {
          uint64_t a = T->R[ci->target_slot * WARP_LANES];
          uint64_t idx = ((a & PTXSIM_OFFSET_MASK) >> 4);
          if ((a & PTXSIM_WINDOW_MASK) != PTXSIM_CODE_WINDOW || (a & 15) || idx == 0
              || idx > L->m->nfuncs || !L->funcs[idx - 1].defined)
            {
              char d[600];
              mem_describe (d, sizeof d, a, 1, SP_GENERIC, 0);
              W->ng = 0;
              return exec_fail (L, I, "bad indirect call", "call through 0x%016llx, which is "
                           "not a function address (%s)", (unsigned long long) a,
                           (a >> 56) == SP_CODE ? "no such function" : d);
            }
          callee = (uint32_t) idx - 1;
        }
      const struct func *f = &L->funcs[callee];
      if (f->builtin)
        {
          if (run_builtin (L, T, I, f, ci))
            {
              W->ng = 0;
              return -1;
            }
          uniform = 0;
          continue;
        }
      if (!f->defined || f->npcs == 0)
        {
          W->ng = 0;
          return exec_fail (L, I, "bad call", "call of %s, which has no body", f->name);
        }
      if (first_callee == UINT32_MAX)
        first_callee = callee;
      else if (callee != first_callee)
        uniform = 0;
      if (push_frame (L, T, I, callee, I->target, pc + 1, !group_rows))
        {
          W->ng = 0;
          return -1;
        }
    }
  if (group_rows)
    init_group_rows (L, W->g, W->ng, gf);
  if (uniform && first_callee != UINT32_MAX)
    {
      W->gpc = L->funcs[first_callee].first_pc;
      W->gdepth++;
      W->merge_pc = UINT32_MAX;
      W->stop_pc = UINT32_MAX;
      return 0;
    }
  if (nact == 0)
    {
      W->gpc = pc + 1;
      if (W->gpc >= W->merge_pc)
        dissolve (W);
      return 0;
    }
  W->ng = 0;
  return 0;
}

/* ret and exit: frames popped or threads exited; a whole warp back at
   one pc under one reconvergence entry goes on as one group.  */
static int
ctl_ret (struct launch *L, struct warp *W, const struct insn *I, uint32_t pc,
         const uint8_t *act, uint32_t nact)
{
  int exited = 0;
  for (uint32_t i = 0; i < W->ng; i++)
    {
      struct thread *T = W->g[i];
      T->pc = pc + 1;
      if (!act[i])
        continue;
      if (I->op == OP_EXIT || T->depth == 1)
        {
          thread_exit (L, T);
          exited = 1;
        }
      else
        pop_frame (L, T);
    }
  if (!exited && nact == W->n && W->ng == W->n)
    {
      /* The whole warp returned: where all went back to one pc
         under one reconvergence entry, it goes on as one group.  */
      const struct thread *T0 = W->g[0];
      uint32_t id0 = T0->nrst ? T0->rst[T0->nrst - 1].id : 0;
      int same = 1;
      for (uint32_t i = 1; same && i < W->ng; i++)
        {
          const struct thread *T = W->g[i];
          same = T->pc == T0->pc && (T->nrst ? T->rst[T->nrst - 1].id : 0) == id0;
        }
      if (same)
        {
          continue_warp (W, T0->pc);
          return 0;
        }
    }
  W->ng = 0;
  if (exited)
    after_exits (L, W);
  return 0;
}

/* trap and brkpt: a launch failure where any lane executes them.  */
static int
ctl_trap (struct launch *L, struct warp *W, const struct insn *I, uint32_t pc,
          uint32_t nact)
{
  if (nact)
    {
      W->ng = 0;
      return exec_fail (L, I, I->op == OP_TRAP ? "trap executed" : "brkpt executed",
                   "the kernel executed %s", I->op == OP_TRAP ? "trap" : "brkpt");
    }
  W->gpc = pc + 1;
  if (W->gpc >= W->merge_pc)
    dissolve (W);
  return 0;
}

/* bar.sync, bar.arrive, bar.red: each active lane arrives at its
   barrier (a number and a thread count checked), a full barrier
   released.  */
static int
ctl_bar (struct launch *L, struct warp *W, const struct insn *I, uint32_t pc,
         const uint8_t *act)
{
  for (uint32_t i = 0; i < W->ng; i++)
    {
      struct thread *T = W->g[i];
      T->pc = pc + 1;
      if (!act[i])
        continue;
      uint64_t *R = T->R;
      uint32_t id = (uint32_t) R[I->a];
      if (id > 15)
        {
          W->ng = 0;
          return exec_fail (L, I, "bad barrier", "barrier number %u (0..15)", id);
        }
      struct barrier *B = &L->bars[id];
      if (I->flags & F_HAS_B)
        {
          uint32_t cnt = (uint32_t) R[I->b];
          if (cnt == 0 || cnt > L->nthreads)
            {
              W->ng = 0;
              return exec_fail (L, I, "bad barrier", "thread count %u for a CTA of %u threads",
                           cnt, L->nthreads);
            }
          B->expected = cnt;
        }
      if (B->arrived == 0)
        {
          B->all = 1;
          B->any = 0;
          B->popc = 0;
        }
      if (I->mod >= BAR_RED_POPC)
        {
          int c = (int) ((R[I->c] & 1) ^ ((I->flags & F_NEGC) != 0));
          B->popc += (uint32_t) c;
          B->all &= (uint8_t) c;
          B->any |= (uint8_t) c;
        }
      B->arrived++;
      if (I->mod != BAR_ARRIVE)
        {
          T->state = TS_BLOCKED;
          T->wait = W_BAR;
          T->wait_bar = id;
          T->wait_pc = pc;
        }
      uint32_t exp = B->expected ? B->expected : L->live;
      if (B->arrived >= exp)
        release_barrier (L, id);
    }
  W->ng = 0;
  return 0;
}

/* The warp collectives (bar.warp.sync, shfl, vote, match, redux,
   activemask): the whole warp's .sync shfl and bar.warp.sync at once,
   the others through arrive_collective and check_warp.  */
static int
ctl_collective (struct launch *L, struct warp *W, const struct insn *I, uint32_t pc,
                const uint8_t *act, uint32_t nact)
{
  int legacy = !(I->flags & F_SYNC) && I->op != OP_BAR_WARP;
  if (I->op == OP_ACTIVEMASK)
    legacy = 1;
  uint32_t n = W->n, live = n == 32 ? 0xffffffffu : (1u << n) - 1;
  /* The membermask, as arrive_collective takes it.  */
  uint32_t mreg = I->op == OP_BAR_WARP ? I->a : I->e;
  int all = !legacy && nact == n && W->ng == n;
  for (uint32_t i = 0; all && i < n; i++)
    all = ((uint32_t) W->g[i]->R[mreg] & live) == live && W->g[i]->state == TS_RUN;
  if (all && (I->op == OP_SHFL || I->op == OP_BAR_WARP))
    {
      /* The commonest (-muniform-simt's shfl): what arrival and
         completion below do for the whole warp, and the group goes
         on without regroup.  */
      if (I->op == OP_SHFL)
        shfl_warp (L, W, I);
      continue_warp (W, pc + 1);
      return 0;
    }
  arrive_collective (L, W, I, pc, act, legacy ? W_LEGACY : W_SYNC);
  if (all)
    {
      /* Every lane of the warp at this .sync collective, each
         naming all of them in its membermask (-muniform-simt's
         shfl of the master lane's values): check_warp would find
         them all waiting for each other at this pc and nothing
         else waiting, and complete the collective for all of them
         at once; do just that.  */
      complete_collective (L, W, live);
    }
  else if (legacy)
    {
      /* Complete at once when every other non-exited lane waits.  */
      check_warp (L, W, 1);
    }
  else
    check_warp (L, W, 0);
  return 0;
}
/* One control instruction for the warp's group W->g: the guard's lanes
   in act, then the opcode's function.  Kept out of run_warp: inlined
   there (as GCC does once its families are functions) run_warp's loop
   is slower (omp-stencil 1.3%).  */
static __attribute__ ((noinline)) int
exec_control (struct launch *L, struct warp *W, const struct insn *I, uint32_t pc)
{
  uint8_t act[32];
  uint32_t nact = 0;
  for (uint32_t i = 0; i < W->ng; i++)
    {
      act[i] = (uint8_t) ((W->g[i]->R[I->guard] & 1) ^ I->gneg);
      nact += act[i];
    }
  switch (I->op)
    {
    case OP_BRA:
      return ctl_bra (W, I, pc, act, nact);
    case OP_CALL:
      return ctl_call (L, W, I, pc, act, nact);
    case OP_RET: case OP_EXIT:
      return ctl_ret (L, W, I, pc, act, nact);
    case OP_TRAP: case OP_BRKPT:
      return ctl_trap (L, W, I, pc, nact);
    case OP_BAR:
      return ctl_bar (L, W, I, pc, act);
    case OP_BAR_WARP: case OP_SHFL: case OP_VOTE: case OP_MATCH: case OP_REDUX:
    case OP_ACTIVEMASK:
      return ctl_collective (L, W, I, pc, act, nact);
    default:
      W->ng = 0;
      return exec_fail (L, I, "internal error", "opcode %d in the control path", I->op);
    }
}

/* ---------- deadlock report ---------- */

static int
deadlock (struct launch *L)
{
  char msg[700];
  size_t n = 0;
  uint32_t reported = 0;
  msg[0] = 0;
  for (uint32_t i = 0; i < L->nthreads && reported < 6; i++)
    {
      struct thread *T = &L->th[i];
      if (T->state != TS_BLOCKED)
        continue;
      /* Count the threads waiting at the same place.  */
      int seen = 0;
      for (uint32_t j = 0; j < i; j++)
        if (L->th[j].state == TS_BLOCKED && L->th[j].wait_pc == T->wait_pc)
          seen = 1;
      if (seen)
        continue;
      uint32_t cnt = 0;
      for (uint32_t j = i; j < L->nthreads; j++)
        if (L->th[j].state == TS_BLOCKED && L->th[j].wait_pc == T->wait_pc)
          cnt++;
      const struct insn *I = &L->insns[T->wait_pc];
      char text[120], extra[120] = "";
      if (T->wait == W_BAR)
        snprintf (extra, sizeof extra, " (barrier %u: %u arrived, %u expected)", T->wait_bar,
                  L->bars[T->wait_bar].arrived,
                  L->bars[T->wait_bar].expected ? L->bars[T->wait_bar].expected : L->live);
      else if (T->wait == W_SYNC)
        snprintf (extra, sizeof extra, " (member mask 0x%08x, warp %u)", T->wait_mask, T->warp);
      n += (size_t) snprintf (msg + n, n < sizeof msg ? sizeof msg - n : 0,
                              "%s%u thread%s at '%s' in %s, PTX line %u (module %u)%s",
                              reported ? "; " : "", cnt, cnt == 1 ? "" : "s",
                              ptx_insn_text (L->m, I, text, sizeof text), func_name (L, I->func),
                              I->line, L->m->units[I->unit].number, extra);
      reported++;
      if (n >= sizeof msg)
        break;
    }
  return exec_fail (L, NULL, "deadlock", "no thread of CTA (%u,%u,%u) can run, %u threads wait: %s",
               L->ctaid[0], L->ctaid[1], L->ctaid[2], L->live, msg);
}

/* ---------- launch ---------- */

static int
run_cta (struct launch *L)
{
  const struct func *ef = &L->funcs[L->entry];
  mem_shared_reset_data ();
  memset (L->bars, 0, sizeof L->bars);
  for (int i = 0; i < 16; i++)
    L->bars[i].all = 1;
  for (uint32_t w = 0; w < L->nwarps; w++)
    {
      L->w[w].first = w * 32;
      L->w[w].n = L->nthreads - w * 32 < 32 ? L->nthreads - w * 32 : 32;
      L->w[w].ng = 0;
      L->w[w].reverse = 0;
      L->w[w].gsteps = 0;
      L->w[w].gmask = 0;
      L->w[w].stop_pc = UINT32_MAX;
      L->w[w].next_id = 0;
    }
  L->live = L->nthreads;
  for (uint32_t i = 0; i < L->nthreads; i++)
    {
      struct thread *T = &L->th[i];
      T->depth = 0;
      T->nrst = 0;
      T->rs_top = 0;
      T->reg_top = 0;
      T->local_sp = 64;
      T->state = TS_RUN;
      T->wait = W_NONE;
      T->cc = 0;
      T->linear = i;
      T->tid[0] = i % L->block[0];
      T->tid[1] = (i / L->block[0]) % L->block[1];
      T->tid[2] = i / (L->block[0] * L->block[1]);
      T->lane = i % 32;
      T->warp = i / 32;
      T->ldata = mem_local.data + (uint64_t) i * mem_local_stride;
      T->lshadow = mem_local.shadow + (uint64_t) i * mem_local_stride;
      if (push_frame (L, T, NULL, L->entry, UINT32_MAX, 0, 1))
        return -1;
      memcpy (T->P, L->param_template, ef->param_bytes);
    }
  const int64_t quantum = 20000;
  while (L->live)
    {
      int progress = 0;
      for (uint32_t w = 0; w < L->nwarps; w++)
        {
          int r = run_warp (L, &L->w[w], quantum);
          if (r < 0)
            return -1;
          progress |= r;
          if (L->count > L->budget)
            return exec_fail (L, NULL, "budget exceeded",
                         "more than %llu instructions executed (PTXSIM_BUDGET); CTA (%u,%u,%u)",
                         (unsigned long long) L->budget, L->ctaid[0], L->ctaid[1], L->ctaid[2]);
        }
      if (!L->live)
        break;
      if (!progress)
        {
          int released = 0;
          for (uint32_t w = 0; w < L->nwarps; w++)
            released += check_warp (L, &L->w[w], 1);
          if (!released)
            return deadlock (L);
        }
    }
  return 0;
}

static const char *const count_kinds[3] = { "ld", "st", "atom" };
static const char *const count_spaces[6] = { "generic", "global", "shared", "local", "const",
                                             "param" };

/* " ld.generic=N ... cvta.to=N" of C, in PTXSIM_STATS' order.  */
static void
print_counts (FILE *f, const struct fcount *C)
{
  fprintf (f, " insns=%llu", (unsigned long long) C->insns);
  for (int k = 0; k < 3; k++)
    {
      for (int s = 0; s < 6; s++)
        fprintf (f, " %s.%s=%llu", count_kinds[k], count_spaces[s],
                 (unsigned long long) C->cnt[k][s]);
      if (k == 0)
        fprintf (f, " ld.nc=%llu", (unsigned long long) C->ld_nc);
    }
  fprintf (f, " cvta=%llu cvta.to=%llu", (unsigned long long) C->cvta,
           (unsigned long long) C->cvta_to);
}

static const struct fcount *profile_fc;

static int
profile_cmp (const void *a, const void *b)
{
  uint32_t i = *(const uint32_t *) a, j = *(const uint32_t *) b;
  uint64_t x = profile_fc[i].insns, y = profile_fc[j].insns;
  if (x != y)
    return x > y ? -1 : 1;
  return i < j ? -1 : i > j;
}

/* PTXSIM_STATS: the launch's totals, one line.  PTXSIM_PROFILE: one line
   per function that executed anything in this launch, most instructions
   first.  Summing only here keeps the interpreter's own counting one add
   per counted event.  */
static void
write_stats (struct launch *L)
{
  if (!ptx_cfg.stats && !ptx_cfg.profile)
    return;
  uint32_t nf = L->m->nfuncs;
  struct fcount tot;
  memset (&tot, 0, sizeof tot);
  for (uint32_t i = 0; i < nf; i++)
    {
      const struct fcount *C = &L->fc[i];
      tot.insns += C->insns;
      for (int k = 0; k < 3; k++)
        for (int s = 0; s < 6; s++)
          tot.cnt[k][s] += C->cnt[k][s];
      tot.ld_nc += C->ld_nc;
      tot.cvta += C->cvta;
      tot.cvta_to += C->cvta_to;
      tot.calls += C->calls;
    }
  FILE *f;
  if (ptx_cfg.stats && (f = fopen (ptx_cfg.stats, "a")))
    {
      fprintf (f, "kernel=%s", L->kernel);
      /* L->count, not tot.insns: the budget's and %clock's count.  They
         are equal; the profile test checks it.  */
      tot.insns = L->count;
      print_counts (f, &tot);
      fputc ('\n', f);
      fclose (f);
    }
  if (ptx_cfg.profile && (f = fopen (ptx_cfg.profile, "a")))
    {
      uint32_t *ord = malloc ((nf ? nf : 1) * sizeof *ord), n = 0;
      if (ord)
        {
          for (uint32_t i = 0; i < nf; i++)
            if (L->fc[i].insns)
              ord[n++] = i;
          profile_fc = L->fc;
          qsort (ord, n, sizeof *ord, profile_cmp);
          for (uint32_t i = 0; i < n; i++)
            {
              fprintf (f, "kernel=%s function=%s", L->kernel, L->funcs[ord[i]].name);
              print_counts (f, &L->fc[ord[i]]);
              fprintf (f, " calls=%llu\n", (unsigned long long) L->fc[ord[i]].calls);
            }
          free (ord);
        }
      fclose (f);
    }
}

/* A launch's dimensions (NTH threads a block), its .maxntid and its
   shared memory checked; the dynamic shared area set up.  */
static int
launch_dimensions (struct launch *L, const struct func *ef, uint64_t nth,
                   unsigned dynamic_shared_bytes)
{
  const unsigned *grid = L->grid, *block = L->block;
  if (nth == 0 || nth > PTXSIM_MAX_THREADS_PER_BLOCK || grid[0] == 0 || grid[1] == 0 || grid[2] == 0
      || grid[1] > 65535 || grid[2] > 65535 || block[2] > 64)
    {
      ptx_error (PTXSIM_ERROR_INVALID_VALUE, "ptxsim: launch of %s with grid (%u,%u,%u) and "
                 "block (%u,%u,%u): invalid dimensions", L->kernel, grid[0], grid[1], grid[2],
                 block[0], block[1], block[2]);
      ptx_report ();
      return PTXSIM_ERROR_INVALID_VALUE;
    }
  if (ef->maxntid && nth > (uint64_t) ef->maxntid)
    {
      ptx_error (PTXSIM_ERROR_INVALID_VALUE, "ptxsim: launch of %s with %llu threads per "
                 "block; its .maxntid/.reqntid allows %d", L->kernel,
                 (unsigned long long) nth, ef->maxntid);
      ptx_report ();
      return PTXSIM_ERROR_INVALID_VALUE;
    }
  if (L->m->shared_size + dynamic_shared_bytes > PTXSIM_MAX_SHARED_PER_BLOCK + 64u * 1024
      || mem_shared_setup (L->m, dynamic_shared_bytes, &L->dyn_base))
    {
      ptx_error (PTXSIM_ERROR_INVALID_VALUE, "ptxsim: launch of %s: %u bytes of dynamic shared "
                 "memory do not fit", L->kernel, dynamic_shared_bytes);
      ptx_report ();
      return PTXSIM_ERROR_INVALID_VALUE;
    }
  return PTXSIM_OK;
}

/* The kernel's parameters into L->param_template: from PARAMS, one
   pointer each, or packed in PARAM_BUFFER (cuLaunchKernel's two ways).  */
static int
launch_params (struct launch *L, const struct func *ef, void **params,
               const void *param_buffer, size_t param_buffer_bytes)
{
  uint8_t *tmpl = L->param_template;
  if (params)
    {
      for (uint32_t i = 0; i < ef->nin; i++)
        {
          if (!params[i])
            {
              ptx_error (PTXSIM_ERROR_INVALID_VALUE, "ptxsim: launch of %s: kernel parameter "
                         "%u is a null pointer", L->kernel, i);
              ptx_report ();
              return PTXSIM_ERROR_INVALID_VALUE;
            }
          memcpy (tmpl + ef->in[i].off, params[i], ef->in[i].size);
        }
    }
  else if (ef->nin)
    {
      size_t off = 0;
      for (uint32_t i = 0; i < ef->nin; i++)
        {
          size_t al = ef->in[i].align ? ef->in[i].align : 1;
          off = (off + al - 1) & ~(al - 1);
          if (!param_buffer || off + ef->in[i].size > param_buffer_bytes)
            {
              ptx_error (PTXSIM_ERROR_INVALID_VALUE, "ptxsim: launch of %s: the parameter "
                         "buffer has %zu bytes; parameter %u needs bytes %zu..%zu", L->kernel,
                         param_buffer_bytes, i, off, off + ef->in[i].size);
              ptx_report ();
              return PTXSIM_ERROR_INVALID_VALUE;
            }
          memcpy (tmpl + ef->in[i].off, (const uint8_t *) param_buffer + off, ef->in[i].size);
          off += ef->in[i].size;
        }
    }
  return PTXSIM_OK;
}

/* A launch's threads (the pool grown to L->nthreads) and warps, each
   with its register block.  */
static struct warp *
launch_warps (struct launch *L)
{
  if (thread_pool_n < L->nthreads)
    {
      thread_pool = realloc (thread_pool, L->nthreads * sizeof *thread_pool);
      memset (thread_pool + thread_pool_n, 0, (L->nthreads - thread_pool_n) * sizeof *thread_pool);
      thread_pool_n = L->nthreads;
    }
  L->th = thread_pool;
  struct warp *warps = calloc (L->nwarps, sizeof *warps);
  L->w = warps;
  if (wregs_pool_n < L->nwarps)
    {
      wregs_pool = realloc (wregs_pool, L->nwarps * sizeof *wregs_pool);
      memset (wregs_pool + wregs_pool_n, 0, (L->nwarps - wregs_pool_n) * sizeof *wregs_pool);
      wregs_pool_n = L->nwarps;
    }
  for (uint32_t w = 0; w < L->nwarps; w++)
    warps[w].regs = &wregs_pool[w];
  return warps;
}

/* Run kernel FN on a GRID of BLOCKs, one CTA after another; the
   parameters from PARAMS or PARAM_BUFFER.  */
int
ptxsim_launch (struct ptxsim_function *fn, const unsigned grid[3], const unsigned block[3],
               unsigned dynamic_shared_bytes, void **params, const void *param_buffer,
               size_t param_buffer_bytes)
{
  ptxsim_init ();
  if (mem_init ())
    return PTXSIM_ERROR_OUT_OF_MEMORY;
  if (!fn || !grid || !block)
    return ptx_error (PTXSIM_ERROR_INVALID_VALUE, "ptxsim: launch without a function or dimensions");
  struct launch Lx;
  struct launch *L = &Lx;
  memset (L, 0, sizeof *L);
  L->m = fn->module;
  L->insns = L->m->insns;
  L->funcs = L->m->funcs;
  L->calls = L->m->calls;
  L->entry = fn->func;
  L->kernel = L->funcs[fn->func].name;
  L->budget = ptx_cfg.budget;
  const struct func *ef = &L->funcs[fn->func];
  for (int i = 0; i < 3; i++)
    {
      L->grid[i] = grid[i];
      L->block[i] = block[i];
    }
  uint64_t nth = (uint64_t) block[0] * block[1] * block[2];
  int rc = launch_dimensions (L, ef, nth, dynamic_shared_bytes);
  if (rc)
    return rc;
  L->dyn_bytes = dynamic_shared_bytes;
  /* Parameters.  */
  uint8_t *tmpl = calloc (1, ef->param_bytes + 8);
  L->param_template = tmpl;
  if (launch_params (L, ef, params, param_buffer, param_buffer_bytes))
    {
      free (tmpl);
      return PTXSIM_ERROR_INVALID_VALUE;
    }
  /* Threads.  */
  L->nthreads = (uint32_t) nth;
  L->nwarps = (L->nthreads + 31) / 32;
  if (mem_local_setup (L->nthreads))
    {
      free (tmpl);
      ptx_error (PTXSIM_ERROR_OUT_OF_MEMORY, "ptxsim: cannot allocate local memory for %u threads",
                 L->nthreads);
      ptx_report ();
      return PTXSIM_ERROR_OUT_OF_MEMORY;
    }
  struct warp *warps = launch_warps (L);
  L->fc = calloc (L->m->nfuncs ? L->m->nfuncs : 1, sizeof *L->fc);
  if (!L->fc)
    {
      free (warps);
      free (tmpl);
      ptx_error (PTXSIM_ERROR_OUT_OF_MEMORY, "ptxsim: cannot allocate the counts of %u "
                 "functions", L->m->nfuncs);
      ptx_report ();
      return PTXSIM_ERROR_OUT_OF_MEMORY;
    }
  for (uint32_t z = 0; z < grid[2] && !rc; z++)
    for (uint32_t y = 0; y < grid[1] && !rc; y++)
      for (uint32_t x = 0; x < grid[0] && !rc; x++)
        {
          L->ctaid[0] = x;
          L->ctaid[1] = y;
          L->ctaid[2] = z;
          L->cta_linear = x + grid[0] * (y + grid[1] * z);
          if (run_cta (L))
            rc = PTXSIM_ERROR_LAUNCH;
        }
  if (rc)
    /* Release the frames of the threads the error stopped, so that their
       .local memory is dead for the next launch.  */
    for (uint32_t i = 0; i < L->nthreads; i++)
      while (L->th[i].depth)
        {
          L->th[i].fr[L->th[i].depth - 1].call = UINT32_MAX;
          pop_frame (L, &L->th[i]);
        }
  mem_clear_launch_bits ();
  write_stats (L);
  free (L->fc);
  free (warps);
  free (tmpl);
  if (rc)
    {
      ptx_report_launch_failure ();
      return rc;
    }
  return PTXSIM_OK;
}

