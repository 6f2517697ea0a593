/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim control-flow analysis: where the lanes of a warp that diverge
   at a branch meet again (the branch's immediate post-dominator), and
   which registers a function may read before writing them (the ones a
   new frame must clear).  Runs on a linked function's decoded
   instructions (the program layer of ptx-internal.h); the linker
   (ptx-link.c) calls both once per function.  */

#include <stdlib.h>
#include <string.h>
#include "ptx-internal.h"

/* ---------- reconvergence points ---------- */

/* For every conditional branch of function F, the pc of its immediate
   post-dominator (where the lanes that diverge there meet again, as the
   hardware's convergence barriers make them), in the branch's E field;
   UINT32_MAX when the paths only meet at the function's exit.  Cooper,
   Harvey and Kennedy's iterative algorithm on the reverse CFG.

   Paths that end in `exit' or `trap' take no part: a lane that exits
   leaves every convergence barrier (sm_70+ BSYNC waits for the lanes of
   the barrier that have not exited) and a trap ends the launch, so the
   lanes that diverge at a branch one of whose sides may reach a trap (a
   `verify=1' check, an assertion) still meet where the paths that
   return meet.  Counting such paths as reaching the exit made the
   post-dominator of every branch around them the exit: no reconvergence,
   and in GCC's SIMT regions the lanes that left the loop first ran the
   SIMT exit (`__nvptx_uni' cleared) and the code after it on their own
   (fuzz -x seeds 48, 79, 268, 499 with verify=1).  Only in code from
   which no `ret' can be reached (every path ends in exit or trap) are
   those the exits.  */
int
insn_uncond (const struct func *f, const struct insn *I)
{
  return !I->gneg && I->guard >= f->nregs && I->guard < f->nslots
         && f->consts[I->guard - f->nregs] == 1;
}

/* The immediate post-dominators IPD of the NB blocks of the graph SUCC
   (NSUCC successors each; block NB is the exit), UINT32_MAX for a block
   from which the exit cannot be reached.  */
static void
post_dominators (uint32_t nb, uint32_t (*succ)[2], const uint8_t *nsucc, uint32_t *ipd)
{
  uint32_t EXIT = nb;
  /* Predecessor lists (successors in the reverse graph).  */
  uint32_t *npred = xcalloc (nb + 2, sizeof *npred);
  for (uint32_t b = 0; b < nb; b++)
    for (uint32_t k = 0; k < nsucc[b]; k++)
      npred[succ[b][k] + 1]++;
  for (uint32_t b = 1; b <= nb + 1; b++)
    npred[b] += npred[b - 1];
  uint32_t *pred = xcalloc (npred[nb + 1] + 1, sizeof *pred);
  uint32_t *fill = xcalloc (nb + 1, sizeof *fill);
  for (uint32_t b = 0; b < nb; b++)
    for (uint32_t k = 0; k < nsucc[b]; k++)
      {
        uint32_t s = succ[b][k];
        pred[npred[s] + fill[s]++] = b;
      }
  /* Postorder of the reverse graph from EXIT.  */
  uint32_t *po = xcalloc (nb + 1, sizeof *po);     /* postorder number */
  uint32_t *order = xcalloc (nb + 1, sizeof *order);
  uint8_t *seen = xcalloc (nb + 1, 1);
  uint32_t *stk = xcalloc (nb + 1, sizeof *stk), *it = xcalloc (nb + 1, sizeof *it);
  uint32_t sp = 0, cnt = 0;
  stk[sp] = EXIT;
  it[sp] = 0;
  sp++;
  seen[EXIT] = 1;
  while (sp)
    {
      uint32_t v = stk[sp - 1];
      uint32_t lo = npred[v], hi = npred[v + 1];
      if (lo + it[sp - 1] < hi)
        {
          uint32_t w = pred[lo + it[sp - 1]++];
          if (!seen[w])
            {
              seen[w] = 1;
              stk[sp] = w;
              it[sp] = 0;
              sp++;
            }
        }
      else
        {
          po[v] = cnt;
          order[cnt++] = v;
          sp--;
        }
    }
  uint32_t UNDEF = UINT32_MAX;
  for (uint32_t b = 0; b <= nb; b++)
    ipd[b] = UNDEF;
  ipd[EXIT] = EXIT;
  int changed = 1;
  while (changed)
    {
      changed = 0;
      for (uint32_t k = cnt; k-- > 0;)
        {
          uint32_t b = order[k];
          if (b == EXIT)
            continue;
          uint32_t nd = UNDEF;
          for (uint32_t j = 0; j < nsucc[b]; j++)
            {
              uint32_t s = succ[b][j];
              if (ipd[s] == UNDEF)
                continue;
              if (nd == UNDEF)
                nd = s;
              else
                {
                  uint32_t x = s, y = nd;
                  while (x != y)
                    {
                      while (po[x] < po[y])
                        x = ipd[x];
                      while (po[y] < po[x])
                        y = ipd[y];
                    }
                  nd = x;
                }
            }
          if (nd != UNDEF && ipd[b] != nd)
            {
              ipd[b] = nd;
              changed = 1;
            }
        }
    }
  free (npred); free (pred); free (fill); free (po); free (order); free (seen);
  free (stk); free (it);
}

void
ptx_reconvergence (struct ptxsim_module *m, uint32_t fi)
{
  const struct func *f = &m->funcs[fi];
  uint32_t n = f->npcs, first = f->first_pc;
  struct insn *ins = m->insns + first;
  if (n == 0)
    return;
  uint32_t *bof = xcalloc (n + 1, sizeof *bof);   /* block of pc */
  uint8_t *leader = xcalloc (n + 1, 1);
  leader[0] = 1;
  for (uint32_t i = 0; i < n; i++)
    {
      int op = ins[i].op;
      if (op == OP_BRA)
        {
          uint32_t t = ins[i].target - first;
          if (t < n)
            leader[t] = 1;
        }
      if (op == OP_BRA || op == OP_RET || op == OP_EXIT || op == OP_TRAP || op == OP_BRKPT)
        leader[i + 1] = 1;
    }
  uint32_t nb = 0;
  for (uint32_t i = 0; i < n; i++)
    {
      if (leader[i])
        nb++;
      bof[i] = nb - 1;
    }
  uint32_t EXIT = nb;
  uint32_t *bstart = xcalloc (nb + 1, sizeof *bstart);
  for (uint32_t i = n; i-- > 0;)
    bstart[bof[i]] = i;
  /* Successors, at most two per block: in RETURNING only `ret' reaches
     the exit (exit and trap end their path), in ENDING every end does.  */
  uint32_t (*returning)[2] = xcalloc (nb + 1, sizeof *returning);
  uint32_t (*ending)[2] = xcalloc (nb + 1, sizeof *ending);
  uint8_t *nreturning = xcalloc (nb + 1, 1), *nending = xcalloc (nb + 1, 1);
  for (uint32_t b = 0; b < nb; b++)
    {
      uint32_t last = (b + 1 < nb ? bstart[b + 1] : n) - 1;
      const struct insn *I = &ins[last];
      uint32_t next = last + 1 < n ? bof[last + 1] : EXIT;
      int uncond = insn_uncond (f, I);
      uint32_t k = 0, kr = 0;
      if (I->op == OP_BRA)
        {
          uint32_t t = I->target - first;
          ending[b][k++] = returning[b][kr++] = t < n ? bof[t] : EXIT;
          if (!uncond)
            ending[b][k++] = returning[b][kr++] = next;
        }
      else if (I->op == OP_RET || I->op == OP_EXIT || I->op == OP_TRAP || I->op == OP_BRKPT)
        {
          ending[b][k++] = EXIT;
          if (I->op == OP_RET)
            returning[b][kr++] = EXIT;
          if (!uncond)
            ending[b][k++] = returning[b][kr++] = next;
        }
      else
        ending[b][k++] = returning[b][kr++] = next;
      nending[b] = (uint8_t) k;
      nreturning[b] = (uint8_t) kr;
    }
  uint32_t *ipd_returning = xcalloc (nb + 1, sizeof *ipd_returning);
  uint32_t *ipd_ending = xcalloc (nb + 1, sizeof *ipd_ending);
  post_dominators (nb, returning, nreturning, ipd_returning);
  post_dominators (nb, ending, nending, ipd_ending);
  for (uint32_t i = 0; i < n; i++)
    {
      struct insn *I = &ins[i];
      if (I->op != OP_BRA)
        continue;
      I->e = UINT32_MAX;
      if (insn_uncond (f, I))
        continue;
      uint32_t b = bof[i];
      uint32_t ipd = ipd_returning[b] != UINT32_MAX ? ipd_returning[b] : ipd_ending[b];
      if (ipd == UINT32_MAX || ipd == EXIT)
        continue;
      I->e = first + bstart[ipd];
    }
  free (bof); free (leader); free (bstart); free (returning); free (ending);
  free (nreturning); free (nending); free (ipd_returning); free (ipd_ending);
}

/* ---------- registers a frame must clear ---------- */

/* The register slot I writes whole every time it runs, or UINT32_MAX.
   Only an unguarded scalar instruction of a fast kind whose result is
   the whole new value of its destination (the kinds dense_alu, the
   dense loads and cvta compute as D[i] = ...; a load's destination is
   its element v[0]).  Anything else -- guarded, a vector, a second
   destination, an atomic, a call's hidden return copy under the call's
   guard -- writes nothing here, so the analysis errs toward clearing.  */
static uint32_t
whole_write (const struct func *f, const struct insn *I)
{
  if (!insn_uncond (f, I) || I->vec > 1)
    return UINT32_MAX;
  switch (I->fast)
    {
    case FK_NONE: case FK_BRA: case FK_ST: case FK_STPARAM:
      return UINT32_MAX;
    case FK_LD: case FK_LDPARAM:
      return I->v[0];
    default:
      return I->d;
    }
}

/* Add to USE every register slot of F that I may read: every operand
   field that names a register, whatever the instruction does with it,
   but the one WHOLE_WRITE names (a branch's E is its reconvergence pc,
   an indirect call's target a slot of its callinfo).  */
static void
insn_reads (const struct ptxsim_module *m, const struct func *f, const struct insn *I,
            uint32_t def, uint64_t *use)
{
  uint32_t slots[11] = { I->guard, I->d, I->d2, I->a, I->b, I->c,
                         I->op == OP_BRA ? UINT32_MAX : I->e,
                         I->v[0], I->v[1], I->v[2], I->v[3] };
  int field_def = def == UINT32_MAX ? -1
    : (I->fast == FK_LD || I->fast == FK_LDPARAM) ? 7 : 1;
  for (int k = 0; k < 11; k++)
    if (k != field_def && slots[k] < f->nregs)
      use[slots[k] / 64] |= 1ull << (slots[k] % 64);
  if (I->op == OP_CALL && m->calls[I->target].callee == -1
      && m->calls[I->target].target_slot < f->nregs)
    {
      uint32_t t = m->calls[I->target].target_slot;
      use[t / 64] |= 1ull << (t % 64);
    }
}

/* The register slots of function FI live at its entry (read on some
   path before every write on it) into its ENTRY_READS: a backward
   liveness fixpoint over its instructions.  PTX registers start
   undefined; ptxsim clears them, and the slots outside this set are
   written before any read, so clearing them changes nothing a program
   can see.  Slot indices are the unscaled ones (before
   ptx_scale_slots).  */
void
ptx_entry_reads (struct ptxsim_module *m, uint32_t fi)
{
  struct func *f = &m->funcs[fi];
  uint32_t n = f->npcs, first = f->first_pc, w = (f->nregs + 63) / 64;
  f->nentry_reads = 0;
  f->entry_reads = NULL;
  if (n == 0 || f->nregs == 0)
    return;
  const struct insn *ins = m->insns + first;
  uint64_t *use = xcalloc ((size_t) n * w, sizeof *use);
  uint64_t *live = xcalloc ((size_t) (n + 1) * w, sizeof *live);
  uint32_t *def = xcalloc (n, sizeof *def);
  for (uint32_t i = 0; i < n; i++)
    {
      def[i] = whole_write (f, &ins[i]);
      if (def[i] >= f->nregs)
        def[i] = UINT32_MAX;
      insn_reads (m, f, &ins[i], def[i], use + (size_t) i * w);
    }
  /* live + n * w: nothing is live after the function (its end). */
  int changed = 1;
  while (changed)
    {
      changed = 0;
      for (uint32_t i = n; i-- > 0;)
        {
          const struct insn *I = &ins[i];
          uint32_t s1 = i + 1, s2 = UINT32_MAX;
          int uncond = insn_uncond (f, I);
          if (I->op == OP_BRA)
            {
              uint32_t t = I->target - first;
              s2 = t < n ? t : n;
              if (uncond)
                s1 = UINT32_MAX;
            }
          else if ((I->op == OP_RET || I->op == OP_EXIT || I->op == OP_TRAP
                    || I->op == OP_BRKPT) && uncond)
            s1 = UINT32_MAX;
          uint64_t *L = live + (size_t) i * w;
          const uint64_t *U = use + (size_t) i * w;
          for (uint32_t k = 0; k < w; k++)
            {
              uint64_t out = (s1 != UINT32_MAX ? live[(size_t) s1 * w + k] : 0)
                | (s2 != UINT32_MAX ? live[(size_t) s2 * w + k] : 0);
              if (def[i] != UINT32_MAX && def[i] / 64 == k)
                out &= ~(1ull << (def[i] % 64));
              uint64_t in = out | U[k];
              if (in != L[k])
                {
                  L[k] = in;
                  changed = 1;
                }
            }
        }
    }
  for (uint32_t r = 0; r < f->nregs; r++)
    if (live[r / 64] >> (r % 64) & 1)
      f->nentry_reads++;
  f->entry_reads = xcalloc (f->nentry_reads + 1, sizeof *f->entry_reads);
  uint32_t k = 0;
  for (uint32_t r = 0; r < f->nregs; r++)
    if (live[r / 64] >> (r % 64) & 1)
      f->entry_reads[k++] = r;
  free (use);
  free (live);
  free (def);
}
