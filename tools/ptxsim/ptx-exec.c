/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim executor core: one instruction for a group of lanes (the
   interpreter: fast paths per group, the general path per lane), the
   checks on every memory access, call frames, special registers.  Sits
   on the link layer (a linked module laid out for execution), memory and
   base; the device library (ptx-devlib.c) and the warp scheduler
   (ptx-sched.c) sit on it.

   Each thread has its own pc, frame stack and registers.  The lanes of a
   warp run in lockstep: the scheduler picks a group of lanes at the same
   pc and call depth (deepest first, then lowest pc) and executes each
   instruction for all of them before the next, so that uniform code (all
   32 lanes of GCC's -muniform-simt OpenMP code) reads before it writes as
   on hardware; lanes that diverge run separately and merge again when
   they reach the same pc.  Warp collectives wait for their participants;
   bar.sync counts threads.  CTAs run one after the other.  */

#define _GNU_SOURCE
#include <fenv.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "ptx-internal.h"
#include "ptx-exec.h"

/* ---------- helpers ---------- */

static inline float
f32 (uint64_t v)
{
  float f;
  uint32_t u = (uint32_t) v;
  memcpy (&f, &u, 4);
  return f;
}

static inline uint64_t
bf32 (float f)
{
  uint32_t u;
  memcpy (&u, &f, 4);
  return u;
}

static inline double
f64 (uint64_t v)
{
  double d;
  memcpy (&d, &v, 8);
  return d;
}

static inline uint64_t
bf64 (double d)
{
  uint64_t u;
  memcpy (&u, &d, 8);
  return u;
}

static float
h2f (uint16_t h)
{
  uint32_t s = (uint32_t) (h >> 15) << 31, e = (h >> 10) & 31, m = h & 1023, r;
  if (e == 0)
    {
      if (m == 0)
        r = s;
      else
        {
          e = 127 - 15 + 1;
          while (!(m & 1024))
            m <<= 1, e--;
          m &= 1023;
          r = s | (e << 23) | (m << 13);
        }
    }
  else if (e == 31)
    r = s | 0x7f800000u | (m << 13);
  else
    r = s | ((e + 127 - 15) << 23) | (m << 13);
  return f32 (r);
}

static uint16_t
f2h (float f)
{
  uint32_t x = (uint32_t) bf32 (f);
  uint32_t s = (x >> 16) & 0x8000;
  int e = (int) ((x >> 23) & 255);
  uint32_t m = x & 0x7fffff;
  if (e == 255)
    return (uint16_t) (s | 0x7c00 | (m ? 0x200 | (m >> 13) : 0));
  int he = e - 127 + 15;
  if (he >= 31)
    return (uint16_t) (s | 0x7c00);
  if (he <= 0)
    {
      if (he < -10)
        return (uint16_t) s;
      m |= 0x800000;
      int shift = 14 - he;
      uint32_t hm = m >> shift;
      uint32_t rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
      if (rem > half || (rem == half && (hm & 1)))
        hm++;
      return (uint16_t) (s | hm);
    }
  uint32_t hm = m >> 13, rem = m & 0x1fff;
  uint32_t r = s | ((uint32_t) he << 10) | hm;
  if (rem > 0x1000 || (rem == 0x1000 && (hm & 1)))
    r++;
  return (uint16_t) r;
}

static inline float
ftz32 (float x)
{
  return fpclassify (x) == FP_SUBNORMAL ? copysignf (0.0f, x) : x;
}

const char *
func_name (const struct launch *L, uint32_t f)
{
  return L->funcs[f].name;
}

/* "ptxsim: KIND in kernel K, function F, PTX line L (module N): TEXT: MSG",
   with ", source FILE:LINE:COL" after "(module N)" when the PTX has
   .loc debug information (gcc -g).  */
int
exec_fail (struct launch *L, const struct insn *I, const char *kind, const char *fmt, ...)
{
  char msg[1400], text[200], src[300];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  const char *loc = I ? ptx_source_loc (L->m, I->unit, I->line, src, sizeof src) : NULL;
  if (I)
    ptx_error (PTXSIM_ERROR_LAUNCH,
               "ptxsim: %s in kernel %s, function %s, PTX line %u (module %u)%s%s: %s: %s",
               kind, L->kernel, func_name (L, I->func), I->line, L->m->units[I->unit].number,
               loc ? ", source " : "", loc ? loc : "",
               ptx_insn_text (L->m, I, text, sizeof text), msg);
  else
    ptx_error (PTXSIM_ERROR_LAUNCH, "ptxsim: %s in kernel %s: %s", kind, L->kernel, msg);
  L->error = 1;
  return -1;
}

static const char *
opname (int kind)
{
  return kind == K_LD ? "load" : kind == K_ST ? "store" : "atomic";
}

/* Where in shared memory: the variable containing or nearest to OFF.  */
static void
describe_shared (struct launch *L, char *buf, size_t n, uint64_t off, uint32_t w)
{
  const struct ptxsim_module *m = L->m;
  for (uint32_t i = 0; i < m->nshared; i++)
    {
      uint64_t b = m->shared[i].off, e = b + m->shared[i].size;
      if (off + w > b && off < e + 32)
        {
          if (off >= e || off + w > e)
            snprintf (buf, n, "address is in the shared window, %llu bytes past the end of "
                      "the %u-byte .shared variable %s", (unsigned long long) (off + w - e),
                      m->shared[i].size, m->shared[i].name ? m->shared[i].name : "?");
          else
            snprintf (buf, n, "address is in the shared window, inside .shared variable %s",
                      m->shared[i].name ? m->shared[i].name : "?");
          return;
        }
      if (off < b && off + w + 32 > b)
        {
          snprintf (buf, n, "address is in the shared window, %llu bytes before the "
                    ".shared variable %s", (unsigned long long) (b - off),
                    m->shared[i].name ? m->shared[i].name : "?");
          return;
        }
    }
  if (L->dyn_bytes && off + w > L->dyn_base && off < L->dyn_base + L->dyn_bytes + 32)
    {
      snprintf (buf, n, "address is in the shared window, %llu bytes past the end of the "
                "%u bytes of dynamic shared memory",
                (unsigned long long) (off + w - (L->dyn_base + L->dyn_bytes)), L->dyn_bytes);
      return;
    }
  snprintf (buf, n, "address is in the shared window, no object there (%llu bytes of "
            ".shared in this launch)", (unsigned long long) (L->dyn_base + L->dyn_bytes));
}

/* A failed access: classify and report.  */
static int
access_fail (struct launch *L, struct thread *T, const struct insn *I, uint64_t addr,
             uint32_t w, int kind, int want)
{
  char d[1200];
  int sp = (int) (addr >> 56);
  uint64_t off = addr & PTXSIM_OFFSET_MASK;
  if (sp < SP_GLOBAL || sp > SP_CODE)
    {
      /* ptxsim runs in the host process: a host address is the commonest
         wild pointer (data not mapped), and worth saying so.  */
      if (addr >= 0x10000 && mem_describe_host (d, sizeof d, addr))
        return exec_fail (L, I, "host address access", "%s of %u bytes at 0x%016llx: %s",
                     opname (kind), w, (unsigned long long) addr, d);
      mem_describe (d, sizeof d, addr, w, SP_GENERIC, 0);
      return exec_fail (L, I, addr < 0x10000 ? "null pointer access" : "wild pointer access",
                   "%s of %u bytes at 0x%016llx: %s", opname (kind), w,
                   (unsigned long long) addr, d);
    }
  if (want != SP_GENERIC && want != sp)
    return exec_fail (L, I, "space error", "%s of %u bytes at 0x%016llx: address is in the %s "
                 "window, not %s", opname (kind), w, (unsigned long long) addr,
                 space_name[sp], space_name[want]);
  if (sp == SP_PARAM || sp == SP_CODE)
    return exec_fail (L, I, "space error", "%s of %u bytes at 0x%016llx: address is in the %s "
                 "window%s", opname (kind), w, (unsigned long long) addr, space_name[sp],
                 sp == SP_CODE ? " (a function address)" : ", which only ld.param/st.param reach");
  if (addr & (w - 1))
    return exec_fail (L, I, "misaligned access", "%u-byte %s at 0x%016llx (address is in the %s "
                 "window; PTX requires %u-byte alignment)", w, opname (kind),
                 (unsigned long long) addr, space_name[sp], w);
  if (sp == SP_LOCAL && kind == K_ATOM)
    return exec_fail (L, I, "space error", "atomic of %u bytes at 0x%016llx: address is in the "
                 "local window (atomics need global or shared memory)", w,
                 (unsigned long long) addr);
  if (sp == SP_CONST && kind != K_LD)
    return exec_fail (L, I, "store to const memory", "%s of %u bytes at 0x%016llx: address is in "
                 "the const window, which is read-only", opname (kind), w,
                 (unsigned long long) addr);
  uint8_t shv = 0;
  const uint8_t *sh = NULL;
  uint64_t lim = 0;
  switch (sp)
    {
    case SP_GLOBAL: sh = mem_global.shadow; lim = mem_global.size; break;
    case SP_SHARED: sh = mem_shared.shadow; lim = mem_shared.size; break;
    case SP_LOCAL: sh = T->lshadow; lim = mem_local_stride; break;
    case SP_CONST: sh = mem_const.shadow; lim = mem_const.size; break;
    }
  int freed = 0;
  if (off < lim)
    for (uint32_t i = 0; i < w && off + i < lim; i++)
      {
        shv = sh[off + i];
        if (shv & SH_FREED)
          freed = 1;
      }
  if (sp == SP_GLOBAL)
    {
      mem_describe (d, sizeof d, addr, w, SP_GLOBAL, 0);
      return exec_fail (L, I, freed ? "use after free" : "out-of-bounds access",
                   "%s of %u bytes at 0x%016llx: %s", opname (kind), w,
                   (unsigned long long) addr, d);
    }
  if (sp == SP_SHARED)
    {
      describe_shared (L, d, sizeof d, off, w);
      return exec_fail (L, I, "out-of-bounds access", "%s of %u bytes at 0x%016llx: %s",
                   opname (kind), w, (unsigned long long) addr, d);
    }
  if (sp == SP_LOCAL)
    {
      if (freed)
        return exec_fail (L, I, "use after return", "%s of %u bytes at 0x%016llx: address is in "
                     "the local window, in the frame of a function that has returned",
                     opname (kind), w, (unsigned long long) addr);
      if (off >= lim)
        return exec_fail (L, I, "out-of-bounds access", "%s of %u bytes at 0x%016llx: address is "
                     "in the local window, beyond the %llu bytes of local memory per thread",
                     opname (kind), w, (unsigned long long) addr,
                     (unsigned long long) mem_local_stride);
      return exec_fail (L, I, "out-of-bounds access", "%s of %u bytes at 0x%016llx: address is in "
                   "the local window, outside any live .local variable (red zone or "
                   "unused stack)", opname (kind), w, (unsigned long long) addr);
    }
  return exec_fail (L, I, freed ? "use after free" : "out-of-bounds access",
               "%s of %u bytes at 0x%016llx: address is in the const window, %s",
               opname (kind), w, (unsigned long long) addr,
               freed ? "in a .const variable of an unloaded module" : "no object there");
}

static int
nc_fail (struct launch *L, const struct insn *I, uint64_t addr, uint32_t w, int is_nc_load,
         uint32_t other_id)
{
  char other[400] = "";
  char text[200];
  if (other_id >= L->m->insn_id_base && other_id < L->m->insn_id_base + L->m->ninsns)
    {
      const struct insn *J = &L->insns[other_id - L->m->insn_id_base];
      snprintf (other, sizeof other, " (%s at PTX line %u (module %u), function %s: %s)",
                is_nc_load ? "written" : "read by ld.global.nc", J->line,
                L->m->units[J->unit].number, func_name (L, J->func),
                ptx_insn_text (L->m, J, text, sizeof text));
    }
  if (is_nc_load)
    return exec_fail (L, I, "ld.global.nc of data the kernel writes",
                 "%u bytes at 0x%016llx (address is in the global window) were written "
                 "earlier in this launch%s", w, (unsigned long long) addr, other);
  return exec_fail (L, I, "ld.global.nc of data the kernel writes",
               "store of %u bytes at 0x%016llx (address is in the global window) to data "
               "read by ld.global.nc earlier in this launch%s", w,
               (unsigned long long) addr, other);
}

/* Shadow bytes are tested and set a word at a time: an access is 1, 2,
   4, 8, 16 or 32 bytes.  */
static inline uint64_t
sh_word (const uint8_t *sh, uint32_t w)
{
  switch (w)
    {
    case 1: return *sh;
    case 2: { uint16_t v; memcpy (&v, sh, 2); return v; }
    case 4: { uint32_t v; memcpy (&v, sh, 4); return v; }
    default: { uint64_t v; memcpy (&v, sh, 8); return v; }
    }
}

/* BIT in each of the first W (at most 8) bytes of a word.  */
static inline uint64_t
sh_mask (uint32_t w, uint8_t bit)
{
  return (0x0101010101010101ull * bit) >> (64 - 8 * w);
}

static inline int
all_bits (const uint8_t *sh, uint32_t w, uint8_t bit)
{
  uint32_t n = w < 8 ? w : 8;
  uint64_t m = sh_mask (n, bit);
  for (uint32_t i = 0; i < w; i += n)
    if ((sh_word (sh + i, n) & m) != m)
      return 0;
  return 1;
}

static inline int
any_bits (const uint8_t *sh, uint32_t w, uint8_t bit)
{
  uint32_t n = w < 8 ? w : 8;
  uint64_t m = sh_mask (n, bit);
  for (uint32_t i = 0; i < w; i += n)
    if (sh_word (sh + i, n) & m)
      return 1;
  return 0;
}

static inline void
set_bits (uint8_t *sh, uint32_t w, uint8_t bit)
{
  uint32_t n = w < 8 ? w : 8;
  uint64_t m = sh_mask (n, bit);
  for (uint32_t i = 0; i < w; i += n)
    {
      uint64_t v = sh_word (sh + i, n) | m;
      switch (n)
        {
        case 1: sh[i] = (uint8_t) v; break;
        case 2: { uint16_t x = (uint16_t) v; memcpy (sh + i, &x, 2); break; }
        case 4: { uint32_t x = (uint32_t) v; memcpy (sh + i, &x, 4); break; }
        default: memcpy (sh + i, &v, 8); break;
        }
    }
}

/* A load whose bytes are not all inside live objects may still read when
   some of them are and none is freed: a naturally aligned access (PTX
   requires one) lies in one aligned block of its own size, which a GPU
   reads as a whole, so hardware cannot fault on a load that overlaps a
   live object even where it runs past the object's end or starts before
   it.  newlib's strlen on the device reads aligned 8-byte words past a
   string's NUL, at the end of a .const object (libgomp's STOP and ERROR
   STOP tests).  The bytes outside the object are red zone (red zones are
   wider than any access, so they never belong to another object, and an
   aligned block never leaves its window); the load gets what the arena
   holds there, which the program must not depend on, as on hardware.
   Stores and atomics get no such allowance, nor does a load that touches
   no live byte or a freed one.  */
static int
aligned_overread (const uint8_t *sh, uint32_t w)
{
  uint8_t any = 0;
  for (uint32_t i = 0; i < w; i++)
    {
      if (sh[i] & SH_FREED)
        return 0;
      any |= sh[i];
    }
  return (any & SH_LIVE) != 0;
}

/* Whether the W bytes with shadow SH may be accessed by an access of
   kind KIND.  */
static inline int
live_bytes (const uint8_t *sh, uint32_t w, int kind)
{
  return all_bits (sh, w, SH_LIVE) || (kind == K_LD && aligned_overread (sh, w));
}

/* Check an access of W bytes at ADDR in I's space; the host pointer or
   NULL (error reported).  */
uint8_t *
exec_access (struct launch *L, struct thread *T, const struct insn *I, uint64_t addr,
        uint32_t w, int kind)
{
  int sp = (int) (addr >> 56);
  uint64_t off = addr & PTXSIM_OFFSET_MASK;
  uint8_t *sh, *data;
  if ((I->space != SP_GENERIC && I->space != sp) || (addr & (w - 1)))
    goto bad;
  switch (sp)
    {
    case SP_GLOBAL:
      if (off + w > mem_global.size)
        goto bad;
      sh = mem_global.shadow + off;
      if (!live_bytes (sh, w, kind))
        goto bad;
      data = mem_global.data + off;
      if (kind != K_LD)
        {
          if (any_bits (sh, w, SH_NC))
            return nc_fail (L, I, addr, w, 0, mem_global_ncreader[off >> 3]), NULL;
          set_bits (sh, w, SH_WR);
          mem_mark_dirty (off);
          mem_global_writer[off >> 3] = L->m->insn_id_base + (uint32_t) (I - L->insns);
        }
      else if (I->flags & F_NC)
        {
          if (any_bits (sh, w, SH_WR))
            return nc_fail (L, I, addr, w, 1, mem_global_writer[off >> 3]), NULL;
          set_bits (sh, w, SH_NC);
          mem_mark_dirty (off);
          mem_global_ncreader[off >> 3] = L->m->insn_id_base + (uint32_t) (I - L->insns);
        }
      return data;
    case SP_SHARED:
      if (off + w > mem_shared.size)
        goto bad;
      sh = mem_shared.shadow + off;
      if (!live_bytes (sh, w, kind))
        goto bad;
      return mem_shared.data + off;
    case SP_LOCAL:
      if (off + w > mem_local_stride || kind == K_ATOM)
        goto bad;
      sh = T->lshadow + off;
      if (!live_bytes (sh, w, kind))
        goto bad;
      return T->ldata + off;
    case SP_CONST:
      if (kind != K_LD || off + w > mem_const.size)
        goto bad;
      sh = mem_const.shadow + off;
      if (!live_bytes (sh, w, kind))
        goto bad;
      return mem_const.data + off;
    default:
      goto bad;
    }
 bad:
  access_fail (L, T, I, addr, w, kind, I->space);
  return NULL;
}

/* What access_quick reads besides the address, copied into locals once
   per instruction: the byte stores of the checks may alias anything, so
   the compiler would reload globals and instruction fields for every
   lane.  */
struct quick
{
  uint8_t *gdata, *gsh, *sdata, *ssh, *cdata, *csh, *dirty;
  uint32_t *writer, *ncreader;
  uint64_t gsize, ssize, csize, lsize;
  uint32_t id;             /* the instruction's global id (nc tables) */
  uint8_t space, nc;
};

static inline __attribute__ ((always_inline)) struct quick
quick_ctx (const struct launch *L, const struct insn *I)
{
  struct quick q;
  q.gdata = mem_global.data;
  q.gsh = mem_global.shadow;
  q.sdata = mem_shared.data;
  q.ssh = mem_shared.shadow;
  q.cdata = mem_const.data;
  q.csh = mem_const.shadow;
  q.csize = mem_const.size;
  q.dirty = mem_dirty_bitmap;
  q.writer = mem_global_writer;
  q.ncreader = mem_global_ncreader;
  q.gsize = mem_global.size;
  q.ssize = mem_shared.size;
  q.lsize = mem_local_stride;
  q.id = L->m->insn_id_base + (uint32_t) (I - L->insns);
  q.space = I->space;
  q.nc = (I->flags & F_NC) != 0;
  return q;
}

/* access's common cases, inline: a load or store of W (1, 2, 4 or 8)
   bytes, all of them live (with access's .nc bookkeeping for global
   memory).  NULL where access must decide (and report).  */
static inline __attribute__ ((always_inline)) uint8_t *
access_quick (const struct quick *q, struct thread *T, uint64_t addr, uint32_t w, int kind)
{
  int sp = (int) (addr >> 56);
  uint64_t off = addr & PTXSIM_OFFSET_MASK;
  uint64_t live = sh_mask (w, SH_LIVE);
  uint8_t *sh;
  if ((q->space != SP_GENERIC && q->space != sp) || (addr & (w - 1)))
    return NULL;
  switch (sp)
    {
    case SP_GLOBAL:
      if (off + w > q->gsize)
        return NULL;
      sh = q->gsh + off;
      if ((sh_word (sh, w) & live) != live)
        return NULL;
      if (kind != K_LD)
        {
          if (sh_word (sh, w) & sh_mask (w, SH_NC))
            return NULL;
          set_bits (sh, w, SH_WR);
          uint64_t page = off >> 12;
          if (!(q->dirty[page >> 3] & (1u << (page & 7))))
            mem_mark_dirty_slow (page);
          q->writer[off >> 3] = q->id;
        }
      else if (q->nc)
        {
          if (sh_word (sh, w) & sh_mask (w, SH_WR))
            return NULL;
          set_bits (sh, w, SH_NC);
          uint64_t page = off >> 12;
          if (!(q->dirty[page >> 3] & (1u << (page & 7))))
            mem_mark_dirty_slow (page);
          q->ncreader[off >> 3] = q->id;
        }
      return q->gdata + off;
    case SP_SHARED:
      if (off + w > q->ssize)
        return NULL;
      sh = q->ssh + off;
      if ((sh_word (sh, w) & live) != live)
        return NULL;
      return q->sdata + off;
    case SP_LOCAL:
      if (off + w > q->lsize)
        return NULL;
      sh = T->lshadow + off;
      if ((sh_word (sh, w) & live) != live)
        return NULL;
      return T->ldata + off;
    case SP_CONST:
      /* Loads only: a store or atom to .const is access's error.  */
      if (kind != K_LD || off + w > q->csize)
        return NULL;
      sh = q->csh + off;
      if ((sh_word (sh, w) & live) != live)
        return NULL;
      return q->cdata + off;
    default:
      return NULL;
    }
}

static inline uint64_t
load_le (const uint8_t *p, uint32_t n)
{
  switch (n)
    {
    case 1: return *p;
    case 2: { uint16_t v; memcpy (&v, p, 2); return v; }
    case 4: { uint32_t v; memcpy (&v, p, 4); return v; }
    default: { uint64_t v; memcpy (&v, p, 8); return v; }
    }
}

static inline void
store_le (uint8_t *p, uint64_t v, uint32_t n)
{
  switch (n)
    {
    case 1: *p = (uint8_t) v; break;
    case 2: { uint16_t x = (uint16_t) v; memcpy (p, &x, 2); break; }
    case 4: { uint32_t x = (uint32_t) v; memcpy (p, &x, 4); break; }
    default: memcpy (p, &v, 8); break;
    }
}

/* ---------- frames ---------- */

/* D[0..NG-1] = V: the value one access or one shuffle gives every lane
   of a dense group, a register row cleared for a group's call.  Written
   4 lanes a store (GCC leaves the plain loop scalar in exec_straight; a
   memset call costs more than 32 lanes).  */
static inline __attribute__ ((always_inline)) void
fill_lanes (uint64_t *D, uint64_t v, uint32_t ng)
{
  uint32_t i = 0;
#ifdef __GNUC__
  typedef uint64_t lanes4 __attribute__ ((vector_size (32)));
  const lanes4 x = { v, v, v, v };
  for (; i + 4 <= ng; i += 4)
    memcpy (D + i, &x, sizeof x);
#endif
  for (; i < ng; i++)
    D[i] = v;
}


static inline uint8_t *
frame_params (const struct launch *L, const struct thread *T, uint32_t depth_index)
{
  const struct frame *fr = &T->fr[depth_index];
  (void) L;
  return (uint8_t *) (T->rs + fr->pbase);
}

/* The slots of F's frame (lane registers R) that hold the addresses of
   its .local variables (frame at LOCAL_START) and of the dynamic .shared
   area.  */
static inline void
set_local_addresses (const struct launch *L, const struct func *f, uint64_t *R,
                     uint32_t local_start)
{
  for (uint32_t i = 0; i < f->nlocaladdr; i++)
    {
      const struct localaddr *la = &f->localaddr[i];
      if (la->var == UINT32_MAX)
        R[la->slot * WARP_LANES] = PTXSIM_SHARED_WINDOW | (L->dyn_base + (uint64_t) la->addend);
      else
        R[la->slot * WARP_LANES] = PTXSIM_LOCAL_WINDOW
          | (uint64_t) (local_start + f->locals[la->var].off + (uint64_t) la->addend);
    }
}

void
init_group_rows (const struct launch *L, struct thread **g, uint32_t ng, const struct func *f)
{
  uint64_t *R0 = g[0]->R;
  for (uint32_t i = 0; i < f->nentry_reads; i++)
    fill_lanes (R0 + (size_t) f->entry_reads[i] * WARP_LANES, 0, ng);
  for (uint32_t i = 0; i < f->nconsts; i++)
    fill_lanes (R0 + (size_t) (f->nregs + i) * WARP_LANES, f->consts[i], ng);
  if (f->nlocaladdr)
    for (uint32_t j = 0; j < ng; j++)
      set_local_addresses (L, f, g[j]->R, g[j]->fr[g[j]->depth - 1].local_start);
}

/* Copy N bytes between .param areas: the sizes are almost always 4 or 8,
   which a fixed-size copy does inline.  */
static inline void
copy_param (uint8_t *dst, const uint8_t *src, uint32_t n)
{
  if (n == 8)
    memcpy (dst, src, 8);
  else if (n == 4)
    memcpy (dst, src, 4);
  else
    memcpy (dst, src, n);
}

/* Push a frame of function FIDX for thread T, called at I through call
   CALL (UINT32_MAX for the entry), returning to RET_PC.  ROWS: set its
   register slots (zeros, constants, local addresses) here; 0 when the
   caller sets them for a whole group at once (init_group_rows).  */
int
push_frame (struct launch *L, struct thread *T, const struct insn *I, uint32_t fidx,
            uint32_t call, uint32_t ret_pc, int rows)
{
  const struct func *f = &L->funcs[fidx];
  if (T->depth >= 100000)
    return exec_fail (L, I, "call stack overflow", "more than 100000 nested calls");
  uint32_t need = f->param_slots;
  if (T->rs_top + need > T->rs_cap)
    {
      uint32_t nc = T->rs_cap ? T->rs_cap : 256;
      while (nc < T->rs_top + need)
        nc *= 2;
      T->rs = realloc (T->rs, (size_t) nc * sizeof *T->rs);
      if (!T->rs)
        {
          fprintf (stderr, "ptxsim: out of memory\n");
          abort ();
        }
      T->rs_cap = nc;
    }
  struct warp *W = &L->w[T->warp];
  struct wregs *wr = W->regs;
  if (T->reg_top + f->nslots > wr->rows)
    {
      uint32_t nr = wr->rows ? wr->rows : 256;
      while (nr < T->reg_top + f->nslots)
        nr *= 2;
      wr->rs = realloc (wr->rs, (size_t) nr * WARP_LANES * sizeof *wr->rs);
      if (!wr->rs)
        {
          fprintf (stderr, "ptxsim: out of memory\n");
          abort ();
        }
      wr->rows = nr;
      /* The stack moved: every lane's current frame with it.  */
      for (uint32_t l = 0; l < W->n; l++)
        {
          struct thread *U = &L->th[W->first + l];
          if (U->depth)
            U->R = wr->rs + (size_t) U->fr[U->depth - 1].base * WARP_LANES + U->lane;
        }
    }
  if (T->depth == T->fr_cap)
    {
      T->fr_cap = T->fr_cap ? 2 * T->fr_cap : 16;
      T->fr = realloc (T->fr, T->fr_cap * sizeof *T->fr);
      if (!T->fr)
        abort ();
    }
  uint32_t base = T->reg_top, pbase = T->rs_top;
  uint64_t *R = wr->rs + (size_t) base * WARP_LANES + T->lane;
  if (rows)
    {
      for (uint32_t i = 0; i < f->nentry_reads; i++)
        R[f->entry_reads[i] * WARP_LANES] = 0;
      for (uint32_t i = 0; i < f->nconsts; i++)
        R[(f->nregs + i) * WARP_LANES] = f->consts[i];
    }
  if (f->param_slots <= 4)
    for (uint32_t i = 0; i < f->param_slots; i++)
      T->rs[pbase + i] = 0;
  else
    memset (T->rs + pbase, 0, (size_t) f->param_slots * 8);
  struct frame *fr = &T->fr[T->depth];
  fr->func = fidx;
  fr->ret_pc = ret_pc;
  fr->call = call;
  fr->base = base;
  fr->pbase = pbase;
  fr->saved_sp = T->local_sp;
  fr->local_start = T->local_sp;
  if (f->local_frame)
    {
      uint32_t start = (T->local_sp + 15) & ~15u;
      if ((uint64_t) start + f->local_frame > mem_local_stride)
        return exec_fail (L, I, "local memory overflow", "the .local frame of %s (%u bytes) does "
                     "not fit in the %llu bytes of local memory per thread (PTXSIM_LOCAL_SIZE)",
                     f->name, f->local_frame, (unsigned long long) mem_local_stride);
      memset (T->lshadow + start, 0, f->local_frame);
      for (uint32_t i = 0; i < f->nlocal; i++)
        memset (T->lshadow + start + f->locals[i].off, SH_LIVE, f->locals[i].size);
      fr->local_start = start;
      T->local_sp = start + f->local_frame;
    }
  if (rows)
    set_local_addresses (L, f, R, fr->local_start);
  if (call != UINT32_MAX)
    {
      const struct callinfo *ci = &L->calls[call];
      if (ci->nargs != f->nin)
        return exec_fail (L, I, "bad call", "%s called with %u arguments; it takes %u",
                     f->name, ci->nargs, f->nin);
      if (ci->ret_off >= 0 && f->nret == 0)
        return exec_fail (L, I, "bad call", "%s returns no value", f->name);
      uint8_t *cp = (uint8_t *) (T->rs + T->fr[T->depth - 1].pbase);
      uint8_t *np = (uint8_t *) (T->rs + pbase);
      if (ci->span && (int32_t) fidx == ci->callee)
        memcpy (np + ci->span_dst, cp + ci->span_src, ci->span_len);
      else
        for (uint32_t i = 0; i < ci->nargs; i++)
          {
            uint32_t ao = ci->more_off ? ci->more_off[i] : ci->arg_off[i];
            uint32_t as = ci->more_size ? ci->more_size[i] : ci->arg_size[i];
            uint32_t n = as < f->in[i].size ? as : f->in[i].size;
            copy_param (np + f->in[i].off, cp + ao, n);
          }
    }
  T->rs_top = pbase + need;
  T->reg_top = base + f->nslots;
  T->depth++;
  T->R = R;
  T->P = (uint8_t *) (T->rs + pbase);
  T->pc = f->first_pc;
  return 0;
}

void
pop_frame (struct launch *L, struct thread *T)
{
  struct frame *fr = &T->fr[T->depth - 1];
  const struct func *f = &L->funcs[fr->func];
  if (fr->call != UINT32_MAX && T->depth > 1)
    {
      const struct callinfo *ci = &L->calls[fr->call];
      if (ci->ret_off >= 0 && f->nret)
        {
          uint8_t *np = (uint8_t *) (T->rs + fr->pbase);
          uint8_t *cp = (uint8_t *) (T->rs + T->fr[T->depth - 2].pbase);
          uint32_t n = ci->ret_size < f->ret[0].size ? ci->ret_size : f->ret[0].size;
          copy_param (cp + ci->ret_off, np + f->ret[0].off, n);
        }
    }
  if (f->local_frame)
    {
      memset (T->lshadow + fr->local_start, SH_FREED, f->local_frame);
      T->local_sp = fr->saved_sp;
    }
  while (T->nrst && T->rst[T->nrst - 1].depth >= T->depth)
    T->nrst--;
  T->rs_top = fr->pbase;
  T->reg_top = fr->base;
  T->pc = fr->ret_pc;
  T->depth--;
  if (T->depth)
    {
      T->R = L->w[T->warp].regs->rs + (size_t) T->fr[T->depth - 1].base * WARP_LANES + T->lane;
      T->P = (uint8_t *) (T->rs + T->fr[T->depth - 1].pbase);
    }
}

/* ---------- special registers ---------- */

static uint64_t
sreg_value (struct launch *L, struct thread *T, int id)
{
  switch (id)
    {
    case SR_TID_X: return T->tid[0];
    case SR_TID_Y: return T->tid[1];
    case SR_TID_Z: return T->tid[2];
    case SR_NTID_X: return L->block[0];
    case SR_NTID_Y: return L->block[1];
    case SR_NTID_Z: return L->block[2];
    case SR_CTAID_X: return L->ctaid[0];
    case SR_CTAID_Y: return L->ctaid[1];
    case SR_CTAID_Z: return L->ctaid[2];
    case SR_NCTAID_X: return L->grid[0];
    case SR_NCTAID_Y: return L->grid[1];
    case SR_NCTAID_Z: return L->grid[2];
    case SR_LANEID: return T->lane;
    case SR_WARPID: return T->warp;
    case SR_NWARPID: return 64;
    case SR_SMID: return L->cta_linear % PTXSIM_NUM_SMS;
    case SR_NSMID: return PTXSIM_NUM_SMS;
    case SR_GRIDID: return 1;
    case SR_CLOCK: return (uint32_t) L->count;
    case SR_CLOCK64: return L->count;
    case SR_GLOBALTIMER:
    case SR_GLOBALTIMER_LO:
    case SR_GLOBALTIMER_HI:
      {
        struct timespec ts;
        clock_gettime (CLOCK_REALTIME, &ts);
        uint64_t t = (uint64_t) ts.tv_sec * 1000000000ull + (uint64_t) ts.tv_nsec;
        return id == SR_GLOBALTIMER ? t : id == SR_GLOBALTIMER_LO ? (uint32_t) t : t >> 32;
      }
    case SR_LANEMASK_EQ: return 1u << T->lane;
    case SR_LANEMASK_LE: return (uint32_t) ((2ull << T->lane) - 1);
    case SR_LANEMASK_LT: return (1u << T->lane) - 1;
    case SR_LANEMASK_GE: return (uint32_t) ~((1u << T->lane) - 1);
    case SR_LANEMASK_GT: return (uint32_t) ~((2ull << T->lane) - 1);
    case SR_DYN_SMEM: return L->dyn_bytes;
    case SR_TOTAL_SMEM: return L->dyn_base + L->dyn_bytes;
    default: return 0;
    }
}

/* ---------- arithmetic ---------- */

static int
cmp_int (int cmp, uint64_t a, uint64_t b, int t)
{
  int bits = t_bits (t);
  if (t_signed (t) && cmp <= CMP_GE)
    {
      int64_t x = sx (a, bits), y = sx (b, bits);
      switch (cmp)
        {
        case CMP_EQ: return x == y;
        case CMP_NE: return x != y;
        case CMP_LT: return x < y;
        case CMP_LE: return x <= y;
        case CMP_GT: return x > y;
        case CMP_GE: return x >= y;
        }
    }
  uint64_t x = zx (a, bits), y = zx (b, bits);
  switch (cmp)
    {
    case CMP_EQ: case CMP_EQU: return x == y;
    case CMP_NE: case CMP_NEU: return x != y;
    case CMP_LT: case CMP_LO: case CMP_LTU: return x < y;
    case CMP_LE: case CMP_LS: case CMP_LEU: return x <= y;
    case CMP_GT: case CMP_HI: case CMP_GTU: return x > y;
    case CMP_GE: case CMP_HS: case CMP_GEU: return x >= y;
    default: return 0;
    }
}

static inline int
cmp_flt (int cmp, double x, double y)
{
  int u = isnan (x) || isnan (y);
  switch (cmp)
    {
    case CMP_EQ: return !u && x == y;
    case CMP_NE: return !u && x != y;
    case CMP_LT: return !u && x < y;
    case CMP_LE: return !u && x <= y;
    case CMP_GT: return !u && x > y;
    case CMP_GE: return !u && x >= y;
    case CMP_EQU: return u || x == y;
    case CMP_NEU: return u || x != y;
    case CMP_LTU: return u || x < y;
    case CMP_LEU: return u || x <= y;
    case CMP_GTU: return u || x > y;
    case CMP_GEU: return u || x >= y;
    case CMP_NUM: return !u;
    case CMP_NAN: return u;
    default: return 0;
    }
}

static inline double
fval (uint64_t v, int t, int ftz)
{
  switch (t)
    {
    case T_F16: return h2f ((uint16_t) v);
    case T_F32: { float f = f32 (v); return ftz ? ftz32 (f) : f; }
    default: return f64 (v);
    }
}

static inline int
compare (const struct insn *I, uint64_t a, uint64_t b)
{
  int t = I->type2;
  if (t_float (t))
    return cmp_flt (I->mod, fval (a, t, I->flags & F_FTZ), fval (b, t, I->flags & F_FTZ));
  if (t == T_PRED)
    return cmp_int (I->mod, a & 1, b & 1, T_U8);
  return cmp_int (I->mod, a, b, t);
}

static inline int
boolop (int op, int x, int c)
{
  switch (op)
    {
    case BOOL_AND: return x && c;
    case BOOL_OR: return x || c;
    case BOOL_XOR: return x ^ c;
    default: return x;
    }
}

static int
rnd_mode (int rnd)
{
  switch (rnd)
    {
    case RND_RZ: case RND_RZI: return FE_TOWARDZERO;
    case RND_RM: case RND_RMI: return FE_DOWNWARD;
    case RND_RP: case RND_RPI: return FE_UPWARD;
    default: return FE_TONEAREST;
    }
}

/* Float operations on TYPE with rounding RND, flush-to-zero and
   saturation.  */
static uint64_t
fop (int op, int t, int rnd, int flags, uint64_t ua, uint64_t ub, uint64_t uc)
{
  int mode = rnd_mode (rnd);
  int ftz = (flags & F_FTZ) && t == T_F32;
  if (mode != FE_TONEAREST)
    fesetround (mode);
  volatile double a = fval (ua, t, ftz), b = fval (ub, t, ftz), c = fval (uc, t, ftz);
  volatile double r = 0;
  if (t == T_F64)
    {
      switch (op)
        {
        case OP_ADD: r = a + b; break;
        case OP_SUB: r = a - b; break;
        case OP_MUL: r = a * b; break;
        case OP_FMA: case OP_MAD: r = fma (a, b, c); break;
        case OP_DIV: r = a / b; break;
        case OP_SQRT: r = sqrt (a); break;
        case OP_RSQRT: r = 1.0 / sqrt (a); break;
        case OP_RCP: r = 1.0 / a; break;
        case OP_SIN: r = sin (a); break;
        case OP_COS: r = cos (a); break;
        case OP_EX2: r = exp2 (a); break;
        case OP_LG2: r = log2 (a); break;
        case OP_TANH: r = tanh (a); break;
        case OP_MIN: r = fmin (a, b); break;
        case OP_MAX: r = fmax (a, b); break;
        }
      if (mode != FE_TONEAREST)
        fesetround (FE_TONEAREST);
      double rr = r;
      if (flags & F_SAT)
        rr = isnan (rr) ? 0.0 : rr < 0 ? 0.0 : rr > 1 ? 1.0 : rr;
      return bf64 (rr);
    }
  volatile float x = (float) a, y = (float) b, z = (float) c, q = 0;
  switch (op)
    {
    case OP_ADD: q = x + y; break;
    case OP_SUB: q = x - y; break;
    case OP_MUL: q = x * y; break;
    case OP_FMA: case OP_MAD: q = fmaf (x, y, z); break;
    case OP_DIV: q = x / y; break;
    case OP_SQRT: q = sqrtf (x); break;
    case OP_RSQRT: q = 1.0f / sqrtf (x); break;
    case OP_RCP: q = 1.0f / x; break;
    case OP_SIN: q = sinf (x); break;
    case OP_COS: q = cosf (x); break;
    case OP_EX2: q = exp2f (x); break;
    case OP_LG2: q = log2f (x); break;
    case OP_TANH: q = tanhf (x); break;
    case OP_MIN: q = fminf (x, y); break;
    case OP_MAX: q = fmaxf (x, y); break;
    }
  if (mode != FE_TONEAREST)
    fesetround (FE_TONEAREST);
  float rq = q;
  if (ftz)
    rq = ftz32 (rq);
  if (flags & F_SAT)
    rq = isnan (rq) ? 0.0f : rq < 0 ? 0.0f : rq > 1 ? 1.0f : rq;
  if (t == T_F16)
    return f2h (rq);
  return bf32 (rq);
}

static uint64_t
clamp_int (double v, int t)
{
  int bits = t_bits (t);
  if (isnan (v))
    return 0;
  if (t_signed (t))
    {
      double lo = -ldexp (1.0, bits - 1), hi = ldexp (1.0, bits - 1);
      if (v < lo)
        return zx ((uint64_t) 1 << (bits - 1), bits);
      if (v >= hi)
        return zx (((uint64_t) 1 << (bits - 1)) - 1, bits);
      return zx ((uint64_t) (int64_t) v, bits);
    }
  double hi = ldexp (1.0, bits);
  if (v <= 0)
    return 0;
  if (v >= hi)
    return zx (~0ull, bits);
  return (uint64_t) v;
}

static uint64_t
cvt (const struct insn *I, uint64_t a)
{
  int dt = I->type, st = I->type2, rnd = I->mod;
  int ftz = (I->flags & F_FTZ) != 0;
  if (t_float (st))
    {
      double v = fval (a, st, ftz && st == T_F32);
      if (t_float (dt))
        {
          if (rnd >= RND_RNI)
            {
              switch (rnd)
                {
                case RND_RNI: v = nearbyint (v); break;
                case RND_RZI: v = trunc (v); break;
                case RND_RMI: v = floor (v); break;
                case RND_RPI: v = ceil (v); break;
                }
            }
          uint64_t r;
          if (dt == T_F64)
            r = bf64 (v);
          else if (dt == T_F32)
            {
              int mode = rnd < RND_RNI ? rnd_mode (rnd) : FE_TONEAREST;
              if (mode != FE_TONEAREST)
                fesetround (mode);
              volatile double vv = v;
              volatile float f = (float) vv;
              if (mode != FE_TONEAREST)
                fesetround (FE_TONEAREST);
              float ff = f;
              if (ftz)
                ff = ftz32 (ff);
              if (I->flags & F_SAT)
                ff = isnan (ff) ? 0.0f : ff < 0 ? 0.0f : ff > 1 ? 1.0f : ff;
              return bf32 (ff);
            }
          else
            r = f2h ((float) v);
          if ((I->flags & F_SAT) && dt == T_F64)
            r = bf64 (isnan (v) ? 0.0 : v < 0 ? 0.0 : v > 1 ? 1.0 : v);
          return r;
        }
      switch (rnd)
        {
        case RND_RNI: case RND_RN: v = nearbyint (v); break;
        case RND_RMI: case RND_RM: v = floor (v); break;
        case RND_RPI: case RND_RP: v = ceil (v); break;
        default: v = trunc (v); break;
        }
      return clamp_int (v, dt);
    }
  /* Integer source.  */
  int sb = t_bits (st);
  if (st == T_PRED)
    sb = 1;
  int sgn = t_signed (st);
  if (t_float (dt))
    {
      int mode = rnd_mode (rnd);
      if (mode != FE_TONEAREST)
        fesetround (mode);
      uint64_t r;
      if (dt == T_F64)
        {
          volatile double d = sgn ? (double) sx (a, sb) : (double) zx (a, sb);
          r = bf64 (d);
        }
      else
        {
          volatile float f = sgn ? (float) sx (a, sb) : (float) zx (a, sb);
          r = dt == T_F32 ? bf32 (f) : f2h (f);
        }
      if (mode != FE_TONEAREST)
        fesetround (FE_TONEAREST);
      return r;
    }
  int db = t_bits (dt);
  if (I->flags & F_SAT)
    {
      if (sgn)
        {
          int64_t v = sx (a, sb);
          if (t_signed (dt))
            {
              int64_t lo = db == 64 ? INT64_MIN : -(1ll << (db - 1));
              int64_t hi = db == 64 ? INT64_MAX : (1ll << (db - 1)) - 1;
              v = v < lo ? lo : v > hi ? hi : v;
              return zx ((uint64_t) v, db);
            }
          if (v < 0)
            return 0;
          uint64_t hi = zx (~0ull, db);
          return (uint64_t) v > hi ? hi : (uint64_t) v;
        }
      uint64_t v = zx (a, sb);
      uint64_t hi = t_signed (dt) ? zx (~0ull, db) >> 1 : zx (~0ull, db);
      return v > hi ? hi : v;
    }
  uint64_t v = sgn ? (uint64_t) sx (a, sb) : zx (a, sb);
  return t_signed (dt) ? (uint64_t) sx (v, db) : zx (v, db);
}

static uint32_t
prmt (uint32_t a, uint32_t b, uint32_t c, int mode)
{
  uint64_t tmp = ((uint64_t) b << 32) | a;
  uint32_t r = 0;
  unsigned sel = c & 3;
  for (int i = 0; i < 4; i++)
    {
      unsigned s;
      int sign = 0;
      switch (mode)
        {
        case 0: s = (c >> (4 * i)) & 0xf; sign = s & 8; s &= 7; break;
        case 1: s = (sel + (unsigned) i) & 7; break;
        case 2: s = (sel + 8 - (unsigned) i) & 7; break;
        case 3: s = sel; break;
        case 4: s = (unsigned) i > sel ? (unsigned) i : sel; break;
        case 5: s = (unsigned) i < sel ? (unsigned) i : sel; break;
        default: s = 2 * (sel & 1) + (unsigned) (i & 1); break;
        }
      uint32_t byte = (uint32_t) (tmp >> (8 * s)) & 0xff;
      if (sign)
        byte = (byte & 0x80) ? 0xff : 0;
      r |= byte << (8 * i);
    }
  return r;
}

/* The unsigned 128-bit product's high half.  */
static inline uint64_t
mulhi_u64 (uint64_t a, uint64_t b)
{
  return (uint64_t) (((unsigned __int128) a * b) >> 64);
}

static inline uint64_t
mulhi_s64 (uint64_t a, uint64_t b)
{
  return (uint64_t) (((__int128) (int64_t) a * (int64_t) b) >> 64);
}

/* ---------- one instruction, one lane ---------- */

/* Moves: a register, a special register, vector elements packed into one
   register or unpacked from one.  */
static int
exec_move (struct launch *L, struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int bits = t_bits (I->type);
  switch (I->op)
    {
    case OP_MOV:
      R[I->d] = R[I->a];
      return 0;

    case OP_MOV_SREG:
      R[I->d] = sreg_value (L, T, I->mod);
      return 0;

    case OP_MOV_PACK:
      {
        int eb = bits / I->vec;
        uint64_t v = 0;
        for (int i = 0; i < I->vec; i++)
          v |= zx (R[I->v[i]], eb) << (eb * i);
        R[I->d] = v;
        return 0;
      }

    case OP_MOV_UNPACK:
      {
        int eb = bits / I->vec;
        uint64_t v = R[I->a];
        for (int i = 0; i < I->vec; i++)
          R[I->v[i]] = zx (v >> (eb * i), eb);
        return 0;
      }
    }
  return 0;
}

/* Loads and stores, scalar or vector: memory through exec_access's
   checks, .param directly in the thread's param area.  */
static int
exec_memory (struct launch *L, struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int t = I->type;
  switch (I->op)
    {
    case OP_LD:
      {
        uint32_t es = ptype_size[t], w = es * I->vec;
        uint8_t *p = exec_access (L, T, I, R[I->a] + (uint64_t) I->off, w, K_LD);
        if (!p)
          return -1;
        L->fc[I->func].cnt[K_LD][I->space]++;
        if (I->flags & F_NC)
          L->fc[I->func].ld_nc++;
        for (int i = 0; i < I->vec; i++)
          {
            uint64_t v = load_le (p + es * (uint32_t) i, es);
            R[I->v[i]] = t_signed (t) ? (uint64_t) sx (v, (int) es * 8) : v;
          }
        return 0;
      }

    case OP_ST:
      {
        uint32_t es = ptype_size[t], w = es * I->vec;
        uint8_t *p = exec_access (L, T, I, R[I->a] + (uint64_t) I->off, w, K_ST);
        if (!p)
          return -1;
        L->fc[I->func].cnt[K_ST][I->space]++;
        for (int i = 0; i < I->vec; i++)
          store_le (p + es * (uint32_t) i, R[I->v[i]], es);
        return 0;
      }

    case OP_LD_PARAM:
      {
        uint32_t es = ptype_size[t];
        uint8_t *P = T->P + I->off;
        L->fc[I->func].cnt[K_LD][SP_PARAM]++;
        for (int i = 0; i < I->vec; i++)
          {
            uint64_t v = load_le (P + es * (uint32_t) i, es);
            R[I->v[i]] = t_signed (t) ? (uint64_t) sx (v, (int) es * 8) : v;
          }
        return 0;
      }

    case OP_ST_PARAM:
      {
        uint32_t es = ptype_size[t];
        uint8_t *P = T->P + I->off;
        L->fc[I->func].cnt[K_ST][SP_PARAM]++;
        for (int i = 0; i < I->vec; i++)
          store_le (P + es * (uint32_t) i, R[I->v[i]], es);
        return 0;
      }
    }
  return 0;
}

/* atom and red (d the sink): read, modify and write one element.  */
static int
exec_atom (struct launch *L, struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int t = I->type;
  uint32_t es = ptype_size[t];
  uint8_t *p = exec_access (L, T, I, R[I->a] + (uint64_t) I->off, es, K_ATOM);
  if (!p)
    return -1;
  L->fc[I->func].cnt[K_ATOM][I->space]++;
  uint64_t old = load_le (p, es), b = R[I->b], n = old;
  int eb = (int) es * 8;
  switch (I->mod)
    {
    case AT_ADD:
      if (t == T_F32) n = bf32 (f32 (old) + f32 (b));
      else if (t == T_F64) n = bf64 (f64 (old) + f64 (b));
      else if (t == T_F16) n = f2h (h2f ((uint16_t) old) + h2f ((uint16_t) b));
      else n = old + b;
      break;
    case AT_MIN:
      if (t_signed (t)) n = sx (old, eb) < sx (b, eb) ? old : b;
      else n = zx (old, eb) < zx (b, eb) ? old : b;
      break;
    case AT_MAX:
      if (t_signed (t)) n = sx (old, eb) > sx (b, eb) ? old : b;
      else n = zx (old, eb) > zx (b, eb) ? old : b;
      break;
    case AT_INC: n = zx (old, eb) >= zx (b, eb) ? 0 : old + 1; break;
    case AT_DEC: n = (zx (old, eb) == 0 || zx (old, eb) > zx (b, eb)) ? b : old - 1; break;
    case AT_AND: n = old & b; break;
    case AT_OR: n = old | b; break;
    case AT_XOR: n = old ^ b; break;
    case AT_EXCH: n = b; break;
    case AT_CAS: n = zx (old, eb) == zx (b, eb) ? R[I->c] : old; break;
    }
  store_le (p, n, es);
  R[I->d] = t_signed (t) ? (uint64_t) sx (old, eb) : old;
  return 0;
}

/* add, sub, addc, subc: integer (.sat, carry in and out) and float.  */
static int
exec_add (struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int t = I->type;
  int bits = t_bits (t);
  switch (I->op)
    {
    case OP_ADD:
    case OP_SUB:
      {
        uint64_t a = R[I->a], b = R[I->b];
        if (t_float (t))
          {
            if (t == T_F32 && !(I->flags & (F_FTZ | F_SAT)) && I->mod2 <= RND_RN)
              R[I->d] = bf32 (I->op == OP_ADD ? f32 (a) + f32 (b) : f32 (a) - f32 (b));
            else if (t == T_F64 && !(I->flags & F_SAT) && I->mod2 <= RND_RN)
              R[I->d] = bf64 (I->op == OP_ADD ? f64 (a) + f64 (b) : f64 (a) - f64 (b));
            else
              R[I->d] = fop (I->op, t, I->mod2, I->flags, a, b, 0);
            return 0;
          }
        uint64_t r = I->op == OP_ADD ? a + b : a - b;
        if (I->flags & F_SAT)
          {
            int64_t x = sx (a, 32), y = sx (b, 32);
            int64_t v = I->op == OP_ADD ? x + y : x - y;
            v = v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : v;
            r = (uint64_t) v;
          }
        if (I->flags & F_CC)
          {
            uint64_t x = zx (a, bits), y = zx (b, bits);
            if (I->op == OP_ADD)
              T->cc = bits == 64 ? (x + y < x) : (uint8_t) ((x + y) >> bits) & 1;
            else
              T->cc = x < y;
          }
        R[I->d] = zx (r, bits);
        return 0;
      }

    case OP_ADDC:
    case OP_SUBC:
      {
        uint64_t x = zx (R[I->a], bits), y = zx (R[I->b], bits), c = T->cc;
        uint64_t r;
        uint8_t cc;
        if (I->op == OP_ADDC)
          {
            unsigned __int128 s = (unsigned __int128) x + y + c;
            r = (uint64_t) s;
            cc = bits == 64 ? (uint8_t) (s >> 64) : (uint8_t) ((s >> bits) & 1);
          }
        else
          {
            r = x - y - c;
            cc = (unsigned __int128) x < (unsigned __int128) y + c;
          }
        if (I->flags & F_CC)
          T->cc = cc;
        R[I->d] = zx (r, bits);
        return 0;
      }
    }
  return 0;
}

/* mul, mad (.hi, .wide, .sat, .cc; float through fop), mul24, mad24.  */
static int
exec_mul (struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int t = I->type;
  int bits = t_bits (t);
  switch (I->op)
    {
    case OP_MUL:
    case OP_MAD:
      {
        uint64_t a = R[I->a], b = R[I->b];
        if (t_float (t))
          {
            if (I->op == OP_MUL && t == T_F32 && !(I->flags & (F_FTZ | F_SAT)) && I->mod2 <= RND_RN)
              R[I->d] = bf32 (f32 (a) * f32 (b));
            else if (I->op == OP_MUL && t == T_F64 && !(I->flags & F_SAT) && I->mod2 <= RND_RN)
              R[I->d] = bf64 (f64 (a) * f64 (b));
            else
              R[I->d] = fop (I->op, t, I->mod2, I->flags, a, b, I->op == OP_MAD ? R[I->c] : 0);
            return 0;
          }
        uint64_t r;
        if (I->flags & F_WIDE)
          r = t_signed (t) ? (uint64_t) (sx (a, bits) * sx (b, bits)) : zx (a, bits) * zx (b, bits);
        else if (I->flags & F_HI)
          {
            if (bits == 64)
              r = t_signed (t) ? mulhi_s64 (a, b) : mulhi_u64 (a, b);
            else if (t_signed (t))
              r = (uint64_t) ((sx (a, bits) * sx (b, bits)) >> bits);
            else
              r = (zx (a, bits) * zx (b, bits)) >> bits;
          }
        else
          r = a * b;
        if (I->op == OP_MAD)
          {
            uint64_t c = R[I->c];
            if ((I->flags & F_SAT) && t == T_S32 && (I->flags & F_HI))
              {
                int64_t v = sx (r, 32) + sx (c, 32);
                v = v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : v;
                r = (uint64_t) v;
              }
            else
              {
                if (I->flags & F_CC)
                  {
                    int rb = (I->flags & F_WIDE) ? 2 * bits : bits;
                    uint64_t x = zx (r, rb), y = zx (c, rb);
                    T->cc = rb == 64 ? (x + y < x) : (uint8_t) ((x + y) >> rb) & 1;
                  }
                r += c;
              }
          }
        R[I->d] = zx (r, (I->flags & F_WIDE) ? 2 * bits : bits);
        return 0;
      }

    case OP_MUL24:
    case OP_MAD24:
      {
        int64_t x = t_signed (t) ? sx (R[I->a], 24) : (int64_t) zx (R[I->a], 24);
        int64_t y = t_signed (t) ? sx (R[I->b], 24) : (int64_t) zx (R[I->b], 24);
        uint64_t p = (uint64_t) (x * y);
        uint64_t r = (I->flags & F_HI) ? (p >> 16) : p;
        if (I->op == OP_MAD24)
          r += R[I->c];
        R[I->d] = zx (r, 32);
        return 0;
      }
    }
  return 0;
}

/* div, rem (PTX's results for a zero or -1 divisor), abs, neg, min,
   max, sad: integer and float.  */
static int
exec_div_minmax (struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int t = I->type;
  int bits = t_bits (t);
  switch (I->op)
    {
    case OP_DIV:
    case OP_REM:
      {
        uint64_t a = R[I->a], b = R[I->b];
        if (t_float (t))
          {
            if (t == T_F32 && !(I->flags & (F_FTZ | F_SAT)) && I->mod2 <= RND_RN)
              R[I->d] = bf32 (f32 (a) / f32 (b));
            else if (t == T_F64 && I->mod2 <= RND_RN)
              R[I->d] = bf64 (f64 (a) / f64 (b));
            else
              R[I->d] = fop (OP_DIV, t, I->mod2, I->flags, a, b, 0);
            return 0;
          }
        uint64_t r;
        if (t_signed (t))
          {
            int64_t x = sx (a, bits), y = sx (b, bits);
            if (y == 0)
              r = I->op == OP_DIV ? ~0ull : (uint64_t) x;
            else if (y == -1)
              r = I->op == OP_DIV ? (uint64_t) 0 - (uint64_t) x : 0;
            else
              r = I->op == OP_DIV ? (uint64_t) (x / y) : (uint64_t) (x % y);
          }
        else
          {
            uint64_t x = zx (a, bits), y = zx (b, bits);
            if (y == 0)
              r = I->op == OP_DIV ? ~0ull : x;
            else
              r = I->op == OP_DIV ? x / y : x % y;
          }
        R[I->d] = zx (r, bits);
        return 0;
      }

    case OP_ABS:
    case OP_NEG:
      {
        uint64_t a = R[I->a];
        if (t_float (t))
          {
            uint64_t sign = t == T_F64 ? 1ull << 63 : t == T_F32 ? 1ull << 31 : 1ull << 15;
            if ((I->flags & F_FTZ) && t == T_F32)
              a = bf32 (ftz32 (f32 (a)));
            R[I->d] = zx (I->op == OP_ABS ? a & ~sign : a ^ sign, bits);
            return 0;
          }
        int64_t x = sx (a, bits);
        R[I->d] = zx (I->op == OP_NEG ? (uint64_t) 0 - (uint64_t) x
                      : x < 0 ? (uint64_t) 0 - (uint64_t) x : (uint64_t) x, bits);
        return 0;
      }

    case OP_MIN:
    case OP_MAX:
      {
        uint64_t a = R[I->a], b = R[I->b];
        if (t_float (t))
          {
            R[I->d] = fop (I->op, t, RND_NONE, I->flags, a, b, 0);
            return 0;
          }
        int lt;
        if (t_signed (t))
          lt = sx (a, bits) < sx (b, bits);
        else
          lt = zx (a, bits) < zx (b, bits);
        R[I->d] = zx ((I->op == OP_MIN) == lt ? a : b, bits);
        return 0;
      }

    case OP_SAD:
      {
        uint64_t d;
        if (t_signed (t))
          {
            int64_t x = sx (R[I->a], bits), y = sx (R[I->b], bits);
            d = (uint64_t) (x > y ? x - y : y - x);
          }
        else
          {
            uint64_t x = zx (R[I->a], bits), y = zx (R[I->b], bits);
            d = x > y ? x - y : y - x;
          }
        R[I->d] = zx (d + R[I->c], bits);
        return 0;
      }
    }
  return 0;
}

/* Logic and shifts: and, or, xor, not, cnot (predicates too), shl, shr,
   shf.  */
static int
exec_logic (struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int t = I->type;
  int bits = t_bits (t);
  switch (I->op)
    {
    case OP_AND: R[I->d] = t == T_PRED ? (R[I->a] & R[I->b] & 1) : zx (R[I->a] & R[I->b], bits); return 0;
    case OP_OR: R[I->d] = t == T_PRED ? ((R[I->a] | R[I->b]) & 1) : zx (R[I->a] | R[I->b], bits); return 0;
    case OP_XOR: R[I->d] = t == T_PRED ? ((R[I->a] ^ R[I->b]) & 1) : zx (R[I->a] ^ R[I->b], bits); return 0;
    case OP_NOT: R[I->d] = t == T_PRED ? (~R[I->a] & 1) : zx (~R[I->a], bits); return 0;
    case OP_CNOT: R[I->d] = t == T_PRED ? (~R[I->a] & 1) : (zx (R[I->a], bits) == 0); return 0;

    case OP_SHL:
    case OP_SHR:
      {
        uint64_t a = R[I->a];
        uint32_t n = (uint32_t) R[I->b];
        uint64_t r;
        if (I->op == OP_SHL)
          r = n >= (uint32_t) bits ? 0 : a << n;
        else if (t_signed (t))
          r = (uint64_t) (sx (a, bits) >> (n >= (uint32_t) bits ? bits - 1 : (int) n));
        else
          r = n >= (uint32_t) bits ? 0 : zx (a, bits) >> n;
        R[I->d] = zx (r, bits);
        return 0;
      }

    case OP_SHF:
      {
        uint64_t v = ((uint64_t) (uint32_t) R[I->b] << 32) | (uint32_t) R[I->a];
        uint32_t n = (uint32_t) R[I->c];
        n = (I->flags & F_WRAP) ? n & 31 : (n > 32 ? 32 : n);
        R[I->d] = (I->flags & F_LEFT) ? (uint32_t) ((v << n) >> 32) : (uint32_t) (v >> n);
        return 0;
      }
    }
  return 0;
}

/* Bit counts and bit fields: popc, clz, bfind, brev, bfe, bfi, prmt.  */
static int
exec_bits (struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int t = I->type;
  int bits = t_bits (t);
  switch (I->op)
    {
    case OP_POPC:
      R[I->d] = (uint64_t) __builtin_popcountll (zx (R[I->a], bits));
      return 0;

    case OP_CLZ:
      {
        uint64_t a = zx (R[I->a], bits);
        R[I->d] = a == 0 ? (uint64_t) bits : (uint64_t) (__builtin_clzll (a) - (64 - bits));
        return 0;
      }

    case OP_BFIND:
      {
        uint64_t a = zx (R[I->a], bits);
        if (t_signed (t) && (a >> (bits - 1)))
          a = zx (~a, bits);
        uint32_t r = a == 0 ? 0xffffffffu : (uint32_t) (63 - __builtin_clzll (a));
        if ((I->flags & F_WRAP) && r != 0xffffffffu)
          r = (uint32_t) (bits - 1) - r;
        R[I->d] = r;
        return 0;
      }

    case OP_BREV:
      {
        uint64_t a = R[I->a], r = 0;
        for (int i = 0; i < bits; i++)
          r |= ((a >> i) & 1) << (bits - 1 - i);
        R[I->d] = r;
        return 0;
      }

    case OP_BFE:
      {
        uint64_t a = zx (R[I->a], bits);
        uint32_t pos = (uint32_t) R[I->b] & 0xff, len = (uint32_t) R[I->c] & 0xff;
        uint64_t r = 0;
        if (len)
          {
            uint32_t msb = (uint32_t) bits - 1;
            uint32_t top = pos + len - 1 < msb ? pos + len - 1 : msb;
            uint64_t sbit = t_signed (t) ? (a >> top) & 1 : 0;
            for (uint32_t i = 0; i <= msb; i++)
              {
                uint64_t bit = (i < len && pos + i <= msb) ? (a >> (pos + i)) & 1 : sbit;
                r |= bit << i;
              }
          }
        R[I->d] = r;
        return 0;
      }

    case OP_BFI:
      {
        uint64_t a = R[I->a], r = zx (R[I->b], bits);
        uint32_t pos = (uint32_t) R[I->c] & 0xff, len = (uint32_t) R[I->e] & 0xff;
        for (uint32_t i = 0; i < len && pos + i < (uint32_t) bits; i++)
          r = (r & ~(1ull << (pos + i))) | (((a >> i) & 1) << (pos + i));
        R[I->d] = r;
        return 0;
      }

    case OP_PRMT:
      R[I->d] = prmt ((uint32_t) R[I->a], (uint32_t) R[I->b], (uint32_t) R[I->c], I->mod);
      return 0;
    }
  return 0;
}

/* Comparisons and selection: setp (two predicates out, a boolean
   operation with c), set, selp, slct.  */
static int
exec_compare (struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int t = I->type;
  int bits = t_bits (t);
  switch (I->op)
    {
    case OP_SETP:
      {
        int r = compare (I, R[I->a], R[I->b]);
        if (I->mod2)
          {
            int c = (int) ((R[I->c] & 1) ^ ((I->flags & F_NEGC) != 0));
            R[I->d] = (uint64_t) boolop (I->mod2, r, c);
            if (I->flags & F_PRED_OUT)
              R[I->d2] = (uint64_t) boolop (I->mod2, !r, c);
          }
        else
          {
            R[I->d] = (uint64_t) r;
            if (I->flags & F_PRED_OUT)
              R[I->d2] = (uint64_t) !r;
          }
        return 0;
      }

    case OP_SET:
      {
        int r = compare (I, R[I->a], R[I->b]);
        if (I->mod2)
          r = boolop (I->mod2, r, (int) ((R[I->c] & 1) ^ ((I->flags & F_NEGC) != 0)));
        if (t == T_F32)
          R[I->d] = r ? 0x3f800000u : 0;
        else
          R[I->d] = r ? zx (~0ull, bits) : 0;
        return 0;
      }

    case OP_SELP:
      R[I->d] = (R[I->c] & 1) ? R[I->a] : R[I->b];
      return 0;

    case OP_SLCT:
      {
        int ge;
        if (I->type2 == T_F32)
          {
            float c = f32 (R[I->c]);
            if (I->flags & F_FTZ)
              c = ftz32 (c);
            ge = c >= 0.0f;
          }
        else
          ge = sx (R[I->c], 32) >= 0;
        R[I->d] = ge ? R[I->a] : R[I->b];
        return 0;
      }
    }
  return 0;
}

/* Conversions: cvt between types, cvta between a space's window and
   generic addresses (a wrong window fails), isspacep.  */
static int
exec_convert (struct launch *L, struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  switch (I->op)
    {
    case OP_CVT:
      R[I->d] = cvt (I, R[I->a]);
      return 0;

    case OP_CVTA:
    case OP_CVTA_TO:
      {
        uint64_t a = R[I->a];
        if (I->op == OP_CVTA)
          L->fc[I->func].cvta++;
        else
          L->fc[I->func].cvta_to++;
        /* An address of another space's window is a wrong-space pointer
           at once.  A value in no window (a host address, an integer,
           garbage) is left alone: on hardware converting it is harmless,
           and a dereference reports it.  */
        int sp = (int) (a >> 56);
        if (sp != I->space && sp >= SP_GLOBAL && sp <= SP_CODE)
          return exec_fail (L, I, "space error", "%s of 0x%016llx: address is in the %s window, "
                       "not %s", I->op == OP_CVTA ? "cvta to generic" : "cvta.to",
                       (unsigned long long) a, space_name[sp], space_name[I->space]);
        R[I->d] = a;
        return 0;
      }

    case OP_ISSPACEP:
      {
        /* The global window is the generic address space outside the
           other windows (PTX ISA, "Generic Addressing"): on an H200,
           isspacep.global of a null pointer is true (the GPU kit's
           run of 2026-11-27), so is every value in no window here; a
           function's address is in none of the data spaces.  */
        int sp = (int) (R[I->a] >> 56);
        if (I->space == SP_GLOBAL)
          R[I->d] = (sp == SP_GLOBAL
                     || (sp != SP_SHARED && sp != SP_LOCAL && sp != SP_CONST
                         && sp != SP_PARAM && sp != SP_CODE));
        else
          R[I->d] = sp == I->space;
        return 0;
      }
    }
  return 0;
}

/* Float-only instructions: fma, the approximate functions (fop),
   copysign, testp.  */
static int
exec_float (struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int t = I->type;
  switch (I->op)
    {
    case OP_FMA:
      {
        uint64_t a = R[I->a], b = R[I->b], c = R[I->c];
        if (t == T_F32 && !(I->flags & (F_FTZ | F_SAT)) && I->mod2 <= RND_RN)
          R[I->d] = bf32 (fmaf (f32 (a), f32 (b), f32 (c)));
        else if (t == T_F64 && !(I->flags & F_SAT) && I->mod2 <= RND_RN)
          R[I->d] = bf64 (fma (f64 (a), f64 (b), f64 (c)));
        else
          R[I->d] = fop (OP_FMA, t, I->mod2, I->flags, a, b, c);
        return 0;
      }

    case OP_SQRT: case OP_RSQRT: case OP_RCP: case OP_SIN: case OP_COS:
    case OP_EX2: case OP_LG2: case OP_TANH:
      R[I->d] = fop (I->op, t, I->mod2, I->flags, R[I->a], 0, 0);
      return 0;

    case OP_COPYSIGN:
      {
        uint64_t sign = t == T_F64 ? 1ull << 63 : 1ull << 31;
        R[I->d] = (R[I->b] & ~sign) | (R[I->a] & sign);
        return 0;
      }

    case OP_TESTP:
      {
        double v = fval (R[I->a], t, 0);
        int r = 0;
        switch (I->mod)
          {
          case 0: r = isfinite (v); break;
          case 1: r = isinf (v); break;
          case 2: r = !isnan (v); break;
          case 3: r = isnan (v); break;
          case 4:
            r = t == T_F32 ? fpclassify (f32 (R[I->a])) == FP_NORMAL : fpclassify (v) == FP_NORMAL;
            break;
          case 5:
            r = t == T_F32 ? fpclassify (f32 (R[I->a])) == FP_SUBNORMAL
              : fpclassify (v) == FP_SUBNORMAL;
            break;
          }
        R[I->d] = (uint64_t) r;
        return 0;
      }
    }
  return 0;
}

/* The scalar video instructions (vadd, vsub, vabsdiff, vmin, vmax on
   32-bit values, .sat, a secondary operation with c).  */
static int
exec_vop (struct thread *T, const struct insn *I)
{
  uint64_t *R = T->R;
  int t = I->type;
  int st2 = I->space;
  int64_t x = t_signed (I->type2) ? sx (R[I->a], 32) : (int64_t) zx (R[I->a], 32);
  int64_t y = t_signed (st2) ? sx (R[I->b], 32) : (int64_t) zx (R[I->b], 32);
  int64_t r;
  switch (I->mod)
    {
    case 0: r = x + y; break;
    case 1: r = x - y; break;
    case 2: r = x > y ? x - y : y - x; break;
    case 3: r = x < y ? x : y; break;
    default: r = x > y ? x : y; break;
    }
  int dsg = t_signed (t);
  if (I->flags & F_SAT)
    {
      int64_t lo = dsg ? INT32_MIN : 0, hi = dsg ? INT32_MAX : (int64_t) UINT32_MAX;
      r = r < lo ? lo : r > hi ? hi : r;
    }
  if (I->mod2)
    {
      int64_t c = dsg ? sx (R[I->c], 32) : (int64_t) zx (R[I->c], 32);
      if (!(I->flags & F_SAT))
        r = dsg ? sx ((uint64_t) r, 32) : (int64_t) zx ((uint64_t) r, 32);
      switch (I->mod2)
        {
        case 1: r = r + c; break;
        case 2: r = r < c ? r : c; break;
        default: r = r > c ? r : c; break;
        }
    }
  R[I->d] = zx ((uint64_t) r, 32);
  return 0;
}

/* One instruction for one lane: exec_group's path for what its dense
   and per-group paths leave, one family's function per opcode (each
   called from here only: the compiler inlines them into this switch).  */
static int
exec_simple (struct launch *L, struct thread *T, const struct insn *I)
{
  switch (I->op)
    {
    case OP_NOP:
    case OP_PREFETCH:
      return 0;
    case OP_MOV: case OP_MOV_SREG: case OP_MOV_PACK: case OP_MOV_UNPACK:
      return exec_move (L, T, I);
    case OP_LD: case OP_ST: case OP_LD_PARAM: case OP_ST_PARAM:
      return exec_memory (L, T, I);
    case OP_ATOM:
      return exec_atom (L, T, I);
    case OP_ADD: case OP_SUB: case OP_ADDC: case OP_SUBC:
      return exec_add (T, I);
    case OP_MUL: case OP_MAD: case OP_MUL24: case OP_MAD24:
      return exec_mul (T, I);
    case OP_DIV: case OP_REM: case OP_ABS: case OP_NEG: case OP_MIN: case OP_MAX:
    case OP_SAD:
      return exec_div_minmax (T, I);
    case OP_AND: case OP_OR: case OP_XOR: case OP_NOT: case OP_CNOT:
    case OP_SHL: case OP_SHR: case OP_SHF:
      return exec_logic (T, I);
    case OP_POPC: case OP_CLZ: case OP_BFIND: case OP_BREV: case OP_BFE: case OP_BFI:
    case OP_PRMT:
      return exec_bits (T, I);
    case OP_SETP: case OP_SET: case OP_SELP: case OP_SLCT:
      return exec_compare (T, I);
    case OP_CVT: case OP_CVTA: case OP_CVTA_TO: case OP_ISSPACEP:
      return exec_convert (L, T, I);
    case OP_FMA: case OP_SQRT: case OP_RSQRT: case OP_RCP: case OP_SIN: case OP_COS:
    case OP_EX2: case OP_LG2: case OP_TANH: case OP_COPYSIGN: case OP_TESTP:
      return exec_float (T, I);
    case OP_VOP:
      return exec_vop (T, I);
    default:
      return exec_fail (L, I, "internal error", "opcode %d reached the lane interpreter", I->op);
    }
}

/* PTXSIM_TRACE: one line per lane and instruction.  */
static void
trace (struct launch *L, struct thread *T, const struct insn *I)
{
  char text[200];
  fprintf (stderr, "ptxsim-trace: cta(%u,%u,%u) tid(%u,%u,%u) %s:%u: %s\n",
           L->ctaid[0], L->ctaid[1], L->ctaid[2], T->tid[0], T->tid[1], T->tid[2],
           func_name (L, I->func), I->line, ptx_insn_text (L->m, I, text, sizeof text));
}

#define FOR_LANES(...)                                                  \
  {                                                                     \
    const uint32_t guard_ = I->guard;                                   \
    const uint64_t gneg_ = I->gneg;                                     \
    if (dense && I->uncond)                                             \
      for (uint32_t i_ = 0; i_ < ng; i_++)                              \
        {                                                               \
          struct thread *T __attribute__ ((unused)) = g[i_];            \
          uint64_t *R __attribute__ ((unused)) = Rs[0] + i_;            \
          __VA_ARGS__                                                   \
        }                                                               \
    else if (I->uncond)                                                 \
      for (uint32_t i_ = 0; i_ < ng; i_++)                              \
        {                                                               \
          struct thread *T __attribute__ ((unused)) = g[i_];            \
          uint64_t *R __attribute__ ((unused)) = Rs[i_];                \
          __VA_ARGS__                                                   \
        }                                                               \
    else                                                                \
      for (uint32_t i_ = 0; i_ < ng; i_++)                              \
        {                                                               \
          struct thread *T __attribute__ ((unused)) = g[i_];            \
          uint64_t *R __attribute__ ((unused)) = Rs[i_];                \
          if (!((R[guard_] & 1) ^ gneg_))                               \
            continue;                                                   \
          __VA_ARGS__                                                   \
        }                                                               \
  }

/* fma for the lanes of a dense group with the CPU's fused multiply-add,
   where it has one: a call of libm's fmaf per lane cost a quarter of a
   float loop's time.  Both round once, as IEEE's fusedMultiplyAdd: the
   same results.  */
#if defined (__x86_64__) && defined (__GNUC__)
#define FMA_TARGET __attribute__ ((target ("fma")))
#define FMA_AVX2_TARGET __attribute__ ((target ("avx2,fma")))
static int have_fma = -1, have_avx2 = -1;
static void check_fma (void) __attribute__ ((constructor));
static void
check_fma (void)
{
  __builtin_cpu_init ();
  have_fma = __builtin_cpu_supports ("fma") != 0;
  have_avx2 = have_fma && __builtin_cpu_supports ("avx2") != 0;
}
#else
#define FMA_TARGET
#define FMA_AVX2_TARGET
static const int have_fma = 0, have_avx2 = 0;
#endif

static FMA_TARGET void
fma32_lanes (uint64_t *R, uint32_t ng, uint32_t d, uint32_t a, uint32_t b, uint32_t c)
{
  for (uint32_t i = 0; i < ng; i++)
    R[d + i] = bf32 (__builtin_fmaf (f32 (R[a + i]), f32 (R[b + i]), f32 (R[c + i])));
}

static FMA_TARGET void
fma64_lanes (uint64_t *R, uint32_t ng, uint32_t d, uint32_t a, uint32_t b, uint32_t c)
{
  for (uint32_t i = 0; i < ng; i++)
    R[d + i] = bf64 (__builtin_fma (f64 (R[a + i]), f64 (R[b + i]), f64 (R[c + i])));
}

/* The loops above with AVX2 too, 4 or 8 lanes a step: the destination
   row is an operand's row or none of them (slots are whole rows), so no
   lane's result is another lane's operand (ivdep).  Not where an operand
   is a NaN (0 returned): which of two NaNs an x86 fma passes on depends
   on the form of the instruction the compiler picks, and the loops above
   keep the choice they always made.  */
#define FMA_LANES_AVX2_N(FROM, TO, FMA, N)                              \
  do {                                                                  \
    const uint64_t *A = R + a, *B = R + b, *C = R + c;                  \
    int nan = 0;                                                        \
    for (uint32_t i = 0; i < (N); i++)                                  \
      nan |= (FROM (A[i]) != FROM (A[i])) | (FROM (B[i]) != FROM (B[i])) \
             | (FROM (C[i]) != FROM (C[i]));                            \
    if (nan)                                                            \
      return 0;                                                         \
    uint64_t *D = R + d;                                                \
    _Pragma ("GCC ivdep")                                               \
    for (uint32_t i = 0; i < (N); i++)                                  \
      D[i] = TO (FMA (FROM (A[i]), FROM (B[i]), FROM (C[i])));          \
    return 1;                                                           \
  } while (0)

/* A whole warp (32 lanes, the commonest group) with a constant count:
   no remainder loops.  */
#define FMA_LANES_AVX2(FROM, TO, FMA)                                   \
  {                                                                     \
    if (ng == WARP_LANES)                                               \
      FMA_LANES_AVX2_N (FROM, TO, FMA, WARP_LANES);                     \
    FMA_LANES_AVX2_N (FROM, TO, FMA, ng);                               \
  }

static FMA_AVX2_TARGET int
fma32_lanes_avx2 (uint64_t *R, uint32_t ng, uint32_t d, uint32_t a, uint32_t b, uint32_t c)
FMA_LANES_AVX2 (f32, bf32, __builtin_fmaf)

static FMA_AVX2_TARGET int
fma64_lanes_avx2 (uint64_t *R, uint32_t ng, uint32_t d, uint32_t a, uint32_t b, uint32_t c)
FMA_LANES_AVX2 (f64, bf64, __builtin_fma)

static inline void
fma32_dense (uint64_t *R, uint32_t ng, uint32_t d, uint32_t a, uint32_t b, uint32_t c)
{
  if (!have_avx2 || !fma32_lanes_avx2 (R, ng, d, a, b, c))
    fma32_lanes (R, ng, d, a, b, c);
}

static inline void
fma64_dense (uint64_t *R, uint32_t ng, uint32_t d, uint32_t a, uint32_t b, uint32_t c)
{
  if (!have_avx2 || !fma64_lanes_avx2 (R, ng, d, a, b, c))
    fma64_lanes (R, ng, d, a, b, c);
}

/* cvt.rn.f32/f64 of an integer of SB bits (SGN: signed) as cvt does it
   in the default rounding mode (to nearest): the fast path's copy.  */
static inline uint64_t
cvt_fi (uint64_t a, int sb, int sgn, int dt)
{
  if (dt == T_F64)
    return bf64 (sgn ? (double) sx (a, sb) : (double) zx (a, sb));
  return bf32 (sgn ? (float) sx (a, sb) : (float) zx (a, sb));
}

/* Whether the NG lanes of a dense group (registers RS[0] + lane) all
   hold the same value in slot A, and that value plus OFF is no .local
   address.  GCC's OpenMP code runs every OpenMP thread as a whole warp
   whose lanes compute the same values (-muniform-simt), so its loads
   and stores are mostly of one address by all 32 lanes.  The checks of
   an access of the global, shared or const window depend on the address
   alone (a .local address names each thread's own memory), and their
   bookkeeping (the nc/written bits, the instruction ids) gives the same
   state whether one lane or all make it: such an access is checked once
   for the group.  */
static inline int
same_address (uint64_t *const *Rs, uint32_t ng, uint32_t a, uint64_t off)
{
  const uint64_t *A = Rs[0] + a;
  uint64_t x = A[0], diff = 0;
  for (uint32_t i = 1; i < ng; i++)
    diff |= A[i] ^ x;
  return diff == 0 && ((x + off) >> 56) != SP_LOCAL;
}

/* The fast ld/st paths for the lanes of a group, ES bytes (SGN: sign
   extended).  Operands and the count in locals: the byte stores of the
   checks may alias anything.  */
static inline __attribute__ ((always_inline)) int
ld_lanes (struct launch *L, struct thread **g, uint64_t *const *Rs, uint32_t ng,
          int dense, const struct insn *I, const uint32_t es, const int sgn)
{
  uint32_t a = I->a, d = I->v[0];
  uint64_t off = (uint64_t) I->off, n = 0;
  const struct quick q = quick_ctx (L, I);
  if (dense && I->uncond && ng > 1 && same_address (Rs, ng, a, off))
    {
      /* One access for the group: every lane loads the same bytes.  A
         failure is the first lane's, as in the loop below.  */
      uint64_t addr = Rs[0][a] + off;
      uint8_t *p = access_quick (&q, g[0], addr, es, K_LD);
      if (!p && !(p = exec_access (L, g[0], I, addr, es, K_LD)))
        return -1;
      uint64_t v = load_le (p, es);
      v = sgn ? (uint64_t) sx (v, (int) es * 8) : v;
      uint64_t *D = Rs[0] + d;
      for (uint32_t i = 0; i < ng; i++)
        D[i] = v;
      n = ng;
      L->fc[I->func].cnt[K_LD][I->space] += n;
      if (I->flags & F_NC)
        L->fc[I->func].ld_nc += n;
      return 0;
    }
  FOR_LANES ({
    uint64_t addr = R[a] + off;
    uint8_t *p = access_quick (&q, T, addr, es, K_LD);
    if (!p && !(p = exec_access (L, T, I, addr, es, K_LD)))
      {
        L->fc[I->func].cnt[K_LD][I->space] += n;
        if (I->flags & F_NC)
          L->fc[I->func].ld_nc += n;
        return -1;
      }
    n++;
    uint64_t v = load_le (p, es);
    R[d] = sgn ? (uint64_t) sx (v, (int) es * 8) : v;
  })
  L->fc[I->func].cnt[K_LD][I->space] += n;
  /* As the general path (OP_LD) counts them.  */
  if (I->flags & F_NC)
    L->fc[I->func].ld_nc += n;
  return 0;
}

static inline __attribute__ ((always_inline)) int
st_lanes (struct launch *L, struct thread **g, uint64_t *const *Rs, uint32_t ng,
          int dense, const struct insn *I, const uint32_t es)
{
  uint32_t a = I->a, v = I->v[0];
  uint64_t off = (uint64_t) I->off, n = 0;
  const struct quick q = quick_ctx (L, I);
  if (dense && I->uncond && ng > 1 && same_address (Rs, ng, a, off))
    {
      /* One access for the group: the lanes store in lane order, so the
         memory ends up with the last lane's value.  */
      uint64_t addr = Rs[0][a] + off;
      uint8_t *p = access_quick (&q, g[0], addr, es, K_ST);
      if (!p && !(p = exec_access (L, g[0], I, addr, es, K_ST)))
        return -1;
      store_le (p, Rs[0][v + ng - 1], es);
      L->fc[I->func].cnt[K_ST][I->space] += ng;
      return 0;
    }
  FOR_LANES ({
    uint64_t addr = R[a] + off;
    uint8_t *p = access_quick (&q, T, addr, es, K_ST);
    if (!p && !(p = exec_access (L, T, I, addr, es, K_ST)))
      {
        L->fc[I->func].cnt[K_ST][I->space] += n;
        return -1;
      }
    n++;
    store_le (p, R[v], es);
  })
  L->fc[I->func].cnt[K_ST][I->space] += n;
  return 0;
}

/* ld.param/st.param for the lanes of a group, ES bytes: each lane's own
   .param storage (T->P); the count kept in a local, added once.  */
static inline __attribute__ ((always_inline)) int
ldparam_lanes (struct launch *L, struct thread **g, uint64_t *const *Rs, uint32_t ng,
               int dense, const struct insn *I, const uint32_t es, const int sgn)
{
  const uint64_t off = (uint64_t) I->off;
  const uint32_t d = I->v[0];
  uint64_t n = 0;
  FOR_LANES ({
    uint64_t v = load_le (T->P + off, es);
    R[d] = sgn ? (uint64_t) sx (v, (int) es * 8) : v;
    n++;
  })
  L->fc[I->func].cnt[K_LD][SP_PARAM] += n;
  return 0;
}

static inline __attribute__ ((always_inline)) int
stparam_lanes (struct launch *L, struct thread **g, uint64_t *const *Rs, uint32_t ng,
               int dense, const struct insn *I, const uint32_t es)
{
  const uint64_t off = (uint64_t) I->off;
  const uint32_t v = I->v[0];
  uint64_t n = 0;
  FOR_LANES ({
    store_le (T->P + off, R[v], es);
    n++;
  })
  L->fc[I->func].cnt[K_ST][SP_PARAM] += n;
  return 0;
}

/* One instruction for a group of lanes at one pc: one lane loop per
   fast kind (ptx_classify's I->fast), the rest through exec_simple lane
   by lane.  Its length is one switch over the fast kinds, read as a
   table: each case the kind's lane loop, kept in this one inline
   function so that its lane loops compile without calls.  */
static inline int
exec_group (struct launch *L, struct thread **g, uint64_t *const *Rs, uint32_t ng,
            int dense, const struct insn *I)
{
  switch (I->fast)
    {
    case FK_MOV: FOR_LANES (R[I->d] = R[I->a];) return 0;
    case FK_ADD32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] + R[I->b]);) return 0;
    case FK_ADD64: FOR_LANES (R[I->d] = R[I->a] + R[I->b];) return 0;
    case FK_SUB32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] - R[I->b]);) return 0;
    case FK_SUB64: FOR_LANES (R[I->d] = R[I->a] - R[I->b];) return 0;
    case FK_MULLO32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] * R[I->b]);) return 0;
    case FK_MULLO64: FOR_LANES (R[I->d] = R[I->a] * R[I->b];) return 0;
    case FK_MULWU32: FOR_LANES (R[I->d] = (uint64_t) (uint32_t) R[I->a] * (uint32_t) R[I->b];) return 0;
    case FK_MULWS32:
      FOR_LANES (R[I->d] = (uint64_t) ((int64_t) (int32_t) R[I->a] * (int32_t) R[I->b]);)
      return 0;
    case FK_MADLO32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] * R[I->b] + R[I->c]);) return 0;
    case FK_MADLO64: FOR_LANES (R[I->d] = R[I->a] * R[I->b] + R[I->c];) return 0;
    case FK_MADWU32:
      FOR_LANES (R[I->d] = (uint64_t) (uint32_t) R[I->a] * (uint32_t) R[I->b] + R[I->c];)
      return 0;
    case FK_MADWS32:
      FOR_LANES (R[I->d] = (uint64_t) ((int64_t) (int32_t) R[I->a] * (int32_t) R[I->b]) + R[I->c];)
      return 0;
    case FK_SHL32:
      FOR_LANES ({ uint32_t n = (uint32_t) R[I->b]; R[I->d] = n >= 32 ? 0 : (uint32_t) (R[I->a] << n); })
      return 0;
    case FK_SHL64:
      FOR_LANES ({ uint32_t n = (uint32_t) R[I->b]; R[I->d] = n >= 64 ? 0 : R[I->a] << n; })
      return 0;
    case FK_SHRU32:
      FOR_LANES ({ uint32_t n = (uint32_t) R[I->b]; R[I->d] = n >= 32 ? 0 : (uint32_t) R[I->a] >> n; })
      return 0;
    case FK_SHRU64:
      FOR_LANES ({ uint32_t n = (uint32_t) R[I->b]; R[I->d] = n >= 64 ? 0 : R[I->a] >> n; })
      return 0;
    case FK_SHRS32:
      FOR_LANES ({ uint32_t n = (uint32_t) R[I->b];
                   R[I->d] = (uint32_t) ((int32_t) R[I->a] >> (n >= 32 ? 31 : n)); })
      return 0;
    case FK_SHRS64:
      FOR_LANES ({ uint32_t n = (uint32_t) R[I->b];
                   R[I->d] = (uint64_t) ((int64_t) R[I->a] >> (n >= 64 ? 63 : n)); })
      return 0;
    case FK_AND32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] & R[I->b]);) return 0;
    case FK_AND64: FOR_LANES (R[I->d] = R[I->a] & R[I->b];) return 0;
    case FK_OR32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] | R[I->b]);) return 0;
    case FK_OR64: FOR_LANES (R[I->d] = R[I->a] | R[I->b];) return 0;
    case FK_XOR32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] ^ R[I->b]);) return 0;
    case FK_XOR64: FOR_LANES (R[I->d] = R[I->a] ^ R[I->b];) return 0;
    case FK_ANDP: FOR_LANES (R[I->d] = R[I->a] & R[I->b] & 1;) return 0;
    case FK_ORP: FOR_LANES (R[I->d] = (R[I->a] | R[I->b]) & 1;) return 0;
    case FK_SETPU:
      {
        /* The comparison and the width outside the lane loop: a switch
           per lane costs an indirect jump each.  */
        int bits = t_bits (I->type2);
        const uint32_t da = I->a, db = I->b, dd = I->d;
#define SETP_U(EXPR)                                                    \
        do {                                                            \
          if (bits == 32)                                               \
            FOR_LANES ({ uint32_t x = (uint32_t) R[da], y = (uint32_t) R[db]; \
                         R[dd] = (uint64_t) (EXPR); })                  \
          else if (bits == 64)                                          \
            FOR_LANES ({ uint64_t x = R[da], y = R[db]; R[dd] = (uint64_t) (EXPR); }) \
          else                                                          \
            FOR_LANES ({ uint64_t x = zx (R[da], bits), y = zx (R[db], bits); \
                         R[dd] = (uint64_t) (EXPR); })                  \
        } while (0)
        switch (I->mod)
          {
          case CMP_EQ: SETP_U (x == y); return 0;
          case CMP_NE: SETP_U (x != y); return 0;
          case CMP_LT: case CMP_LO: SETP_U (x < y); return 0;
          case CMP_LE: case CMP_LS: SETP_U (x <= y); return 0;
          case CMP_GT: case CMP_HI: SETP_U (x > y); return 0;
          case CMP_GE: case CMP_HS: SETP_U (x >= y); return 0;
          default:
            FOR_LANES ({
              uint64_t x = zx (R[da], bits), y = zx (R[db], bits);
              R[dd] = (uint64_t) cmp_int (I->mod, x, y, I->type2);
            })
            return 0;
          }
#undef SETP_U
      }
    case FK_SETPS:
      {
        int bits = t_bits (I->type2);
        const uint32_t da = I->a, db = I->b, dd = I->d;
#define SETP_S(EXPR)                                                    \
        do {                                                            \
          if (bits == 32)                                               \
            FOR_LANES ({ int32_t x = (int32_t) R[da], y = (int32_t) R[db]; \
                         R[dd] = (uint64_t) (EXPR); })                  \
          else if (bits == 64)                                          \
            FOR_LANES ({ int64_t x = (int64_t) R[da], y = (int64_t) R[db]; \
                         R[dd] = (uint64_t) (EXPR); })                  \
          else                                                          \
            FOR_LANES ({ int64_t x = sx (R[da], bits), y = sx (R[db], bits); \
                         R[dd] = (uint64_t) (EXPR); })                  \
        } while (0)
        switch (I->mod)
          {
          case CMP_EQ: SETP_S (x == y); return 0;
          case CMP_NE: SETP_S (x != y); return 0;
          case CMP_LT: SETP_S (x < y); return 0;
          case CMP_LE: SETP_S (x <= y); return 0;
          case CMP_GT: SETP_S (x > y); return 0;
          default: SETP_S (x >= y); return 0;
          }
#undef SETP_S
      }
    case FK_SETPF: FOR_LANES (R[I->d] = (uint64_t) compare (I, R[I->a], R[I->b]);) return 0;
    case FK_SELP: FOR_LANES (R[I->d] = (R[I->c] & 1) ? R[I->a] : R[I->b];) return 0;
    case FK_CVTI:
      {
        int sb = t_bits (I->type2), db = t_bits (I->type), sgn = t_signed (I->type2);
        FOR_LANES ({
          uint64_t v = sgn ? (uint64_t) sx (R[I->a], sb) : zx (R[I->a], sb);
          R[I->d] = zx (v, db);
        })
        return 0;
      }
    case FK_NEG32: FOR_LANES (R[I->d] = (uint32_t) (0 - R[I->a]);) return 0;
    case FK_NEG64: FOR_LANES (R[I->d] = 0 - R[I->a];) return 0;
    case FK_NEGF32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] ^ (1ull << 31));) return 0;
    case FK_NEGF64: FOR_LANES (R[I->d] = R[I->a] ^ (1ull << 63);) return 0;
    case FK_DIVF32: FOR_LANES (R[I->d] = bf32 (f32 (R[I->a]) / f32 (R[I->b]));) return 0;
    case FK_DIVF64: FOR_LANES (R[I->d] = bf64 (f64 (R[I->a]) / f64 (R[I->b]));) return 0;
    case FK_VADD3U32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] + R[I->b] + R[I->c]);) return 0;
    case FK_VSUB3U32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] - R[I->b] + R[I->c]);) return 0;
    case FK_ABS32:
      FOR_LANES ({ int32_t x = (int32_t) R[I->a];
                   R[I->d] = x < 0 ? 0u - (uint32_t) x : (uint32_t) x; })
      return 0;
    case FK_ABS64:
      FOR_LANES ({ int64_t x = (int64_t) R[I->a];
                   R[I->d] = x < 0 ? 0 - (uint64_t) x : (uint64_t) x; })
      return 0;
    case FK_ABSF32: FOR_LANES (R[I->d] = (uint32_t) (R[I->a] & ~(1ull << 31));) return 0;
    case FK_ABSF64: FOR_LANES (R[I->d] = R[I->a] & ~(1ull << 63);) return 0;
    case FK_CVTFI:
      {
        int sb = t_bits (I->type2), sgn = t_signed (I->type2), dt = I->type;
        FOR_LANES (R[I->d] = cvt_fi (R[I->a], sb, sgn, dt);)
        return 0;
      }
    case FK_CVTA:
      {
        /* exec_simple's OP_CVTA/OP_CVTA_TO, where the address is in its
           own window or in none; a lane with another space's address
           takes the general path, which counts it and fails.  */
        uint64_t n = 0;
        int space = I->space;
        FOR_LANES ({
          uint64_t a = R[I->a];
          int sp = (int) (a >> 56);
          if (sp != space && sp >= SP_GLOBAL && sp <= SP_CODE)
            {
              if (I->op == OP_CVTA)
                L->fc[I->func].cvta += n;
              else
                L->fc[I->func].cvta_to += n;
              if (exec_simple (L, T, I))
                return -1;
              continue;
            }
          n++;
          R[I->d] = a;
        })
        if (I->op == OP_CVTA)
          L->fc[I->func].cvta += n;
        else
          L->fc[I->func].cvta_to += n;
        return 0;
      }
    case FK_ADDF32: FOR_LANES (R[I->d] = bf32 (f32 (R[I->a]) + f32 (R[I->b]));) return 0;
    case FK_SUBF32: FOR_LANES (R[I->d] = bf32 (f32 (R[I->a]) - f32 (R[I->b]));) return 0;
    case FK_MULF32: FOR_LANES (R[I->d] = bf32 (f32 (R[I->a]) * f32 (R[I->b]));) return 0;
    case FK_FMAF32:
      if (dense && I->uncond && have_fma)
        {
          fma32_dense (Rs[0], ng, I->d, I->a, I->b, I->c);
          return 0;
        }
      FOR_LANES (R[I->d] = bf32 (fmaf (f32 (R[I->a]), f32 (R[I->b]), f32 (R[I->c])));) return 0;
    case FK_ADDF64: FOR_LANES (R[I->d] = bf64 (f64 (R[I->a]) + f64 (R[I->b]));) return 0;
    case FK_SUBF64: FOR_LANES (R[I->d] = bf64 (f64 (R[I->a]) - f64 (R[I->b]));) return 0;
    case FK_MULF64: FOR_LANES (R[I->d] = bf64 (f64 (R[I->a]) * f64 (R[I->b]));) return 0;
    case FK_FMAF64:
      if (dense && I->uncond && have_fma)
        {
          fma64_dense (Rs[0], ng, I->d, I->a, I->b, I->c);
          return 0;
        }
      FOR_LANES (R[I->d] = bf64 (fma (f64 (R[I->a]), f64 (R[I->b]), f64 (R[I->c])));) return 0;
    case FK_LD:
      {
        /* One copy of the lane loop per access width, so that the
           width's switches in the checks and the copy fold away.  */
        uint32_t es = ptype_size[I->type];
        int sgn = t_signed (I->type);
        if (es == 8)
          return ld_lanes (L, g, Rs, ng, dense, I, 8, 0);
        if (es == 4)
          return sgn ? ld_lanes (L, g, Rs, ng, dense, I, 4, 1) : ld_lanes (L, g, Rs, ng, dense, I, 4, 0);
        return ld_lanes (L, g, Rs, ng, dense, I, es, sgn);
      }
    case FK_ST:
      {
        uint32_t es = ptype_size[I->type];
        if (es == 8)
          return st_lanes (L, g, Rs, ng, dense, I, 8);
        if (es == 4)
          return st_lanes (L, g, Rs, ng, dense, I, 4);
        return st_lanes (L, g, Rs, ng, dense, I, es);
      }
    case FK_LDPARAM:
      {
        uint32_t es = ptype_size[I->type];
        int sgn = t_signed (I->type);
        if (es == 8)
          return ldparam_lanes (L, g, Rs, ng, dense, I, 8, 0);
        if (es == 4)
          return sgn ? ldparam_lanes (L, g, Rs, ng, dense, I, 4, 1)
                     : ldparam_lanes (L, g, Rs, ng, dense, I, 4, 0);
        return ldparam_lanes (L, g, Rs, ng, dense, I, es, sgn);
      }
    case FK_STPARAM:
      {
        uint32_t es = ptype_size[I->type];
        if (es == 8)
          return stparam_lanes (L, g, Rs, ng, dense, I, 8);
        if (es == 4)
          return stparam_lanes (L, g, Rs, ng, dense, I, 4);
        return stparam_lanes (L, g, Rs, ng, dense, I, es);
      }
    default:
      /* membar, fence, prefetch, nanosleep: nothing to do for any lane
         (libgomp's barrier spins on them).  */
      if (I->op == OP_NOP || I->op == OP_PREFETCH)
        return 0;
      if (I->op == OP_MOV_SREG)
        {
          /* exec_simple's, without its entry per lane.  */
          FOR_LANES (R[I->d] = sreg_value (L, T, I->mod);)
          return 0;
        }
      FOR_LANES ({
        if (exec_simple (L, T, I))
          return -1;
      })
      return 0;
    }
}

/* The commonest integer instructions for a dense unguarded group
   (registers R + lane), inline in exec_straight's loop: exec_group's
   entry and exit (a large function's saved registers and frame) cost
   more than an add's 32 lanes.  0 if I is not one of them.  Its length
   is one switch over the fast kinds, read as a table.  */
static inline __attribute__ ((always_inline)) int
dense_alu (uint64_t *R, uint32_t ng, const struct insn *I)
{
  uint64_t *D = R + I->d;
  const uint64_t *A = R + I->a;
#define DENSE(EXPR)                                                     \
  do {                                                                  \
    const uint64_t *B = R + I->b;                                       \
    for (uint32_t i = 0; i < ng; i++)                                   \
      {                                                                 \
        uint64_t X = A[i], Y = B[i];                                    \
        D[i] = (EXPR);                                                  \
      }                                                                 \
    return 1;                                                           \
  } while (0)
#define DENSE1(EXPR)                                                    \
  do {                                                                  \
    for (uint32_t i = 0; i < ng; i++)                                   \
      {                                                                 \
        uint64_t X = A[i];                                              \
        D[i] = (EXPR);                                                  \
      }                                                                 \
    return 1;                                                           \
  } while (0)
#define DENSE3(EXPR)                                                    \
  do {                                                                  \
    const uint64_t *B = R + I->b, *C = R + I->c;                        \
    for (uint32_t i = 0; i < ng; i++)                                   \
      {                                                                 \
        uint64_t X = A[i], Y = B[i], Z = C[i];                          \
        D[i] = (EXPR);                                                  \
      }                                                                 \
    return 1;                                                           \
  } while (0)
  switch (I->fast)
    {
    case FK_MOV:
      /* One source: B is no operand here.  */
      for (uint32_t i = 0; i < ng; i++)
        D[i] = A[i];
      return 1;
    case FK_ADD32: DENSE ((uint32_t) (X + Y));
    case FK_ADD64: DENSE (X + Y);
    case FK_SUB32: DENSE ((uint32_t) (X - Y));
    case FK_SUB64: DENSE (X - Y);
    case FK_AND32: DENSE ((uint32_t) (X & Y));
    case FK_AND64: DENSE (X & Y);
    case FK_OR32: DENSE ((uint32_t) (X | Y));
    case FK_OR64: DENSE (X | Y);
    case FK_XOR32: DENSE ((uint32_t) (X ^ Y));
    case FK_XOR64: DENSE (X ^ Y);
    case FK_ANDP: DENSE (X & Y & 1);
    case FK_ORP: DENSE ((X | Y) & 1);
    case FK_MULLO32: DENSE ((uint32_t) (X * Y));
    case FK_MULLO64: DENSE (X * Y);
    case FK_FMAF32:
      if (!have_fma)
        return 0;
      fma32_dense (R, ng, I->d, I->a, I->b, I->c);
      return 1;
    case FK_FMAF64:
      if (!have_fma)
        return 0;
      fma64_dense (R, ng, I->d, I->a, I->b, I->c);
      return 1;
    case FK_SETPU:
      if (t_bits (I->type2) == 32)
        switch (I->mod)
          {
          case CMP_EQ: DENSE ((uint32_t) X == (uint32_t) Y);
          case CMP_NE: DENSE ((uint32_t) X != (uint32_t) Y);
          case CMP_LT: case CMP_LO: DENSE ((uint32_t) X < (uint32_t) Y);
          case CMP_LE: case CMP_LS: DENSE ((uint32_t) X <= (uint32_t) Y);
          case CMP_GT: case CMP_HI: DENSE ((uint32_t) X > (uint32_t) Y);
          case CMP_GE: case CMP_HS: DENSE ((uint32_t) X >= (uint32_t) Y);
          }
      else if (t_bits (I->type2) == 64)
        switch (I->mod)
          {
          case CMP_EQ: DENSE (X == Y);
          case CMP_NE: DENSE (X != Y);
          case CMP_LT: case CMP_LO: DENSE (X < Y);
          case CMP_LE: case CMP_LS: DENSE (X <= Y);
          case CMP_GT: case CMP_HI: DENSE (X > Y);
          case CMP_GE: case CMP_HS: DENSE (X >= Y);
          }
      return 0;
    case FK_SETPS:
      if (t_bits (I->type2) == 32)
        switch (I->mod)
          {
          case CMP_EQ: DENSE ((int32_t) X == (int32_t) Y);
          case CMP_NE: DENSE ((int32_t) X != (int32_t) Y);
          case CMP_LT: DENSE ((int32_t) X < (int32_t) Y);
          case CMP_LE: DENSE ((int32_t) X <= (int32_t) Y);
          case CMP_GT: DENSE ((int32_t) X > (int32_t) Y);
          default: DENSE ((int32_t) X >= (int32_t) Y);
          }
      else if (t_bits (I->type2) == 64)
        switch (I->mod)
          {
          case CMP_EQ: DENSE ((int64_t) X == (int64_t) Y);
          case CMP_NE: DENSE ((int64_t) X != (int64_t) Y);
          case CMP_LT: DENSE ((int64_t) X < (int64_t) Y);
          case CMP_LE: DENSE ((int64_t) X <= (int64_t) Y);
          case CMP_GT: DENSE ((int64_t) X > (int64_t) Y);
          default: DENSE ((int64_t) X >= (int64_t) Y);
          }
      return 0;
    case FK_SETPF:
      /* cmp_flt's ordered comparisons (false where either is a NaN, as
         C's) and neu (true there, as C's !=); f32 without .ftz.  */
      if (I->type2 == T_F32 && !(I->flags & F_FTZ))
        switch (I->mod)
          {
          case CMP_EQ: DENSE (f32 (X) == f32 (Y));
          case CMP_LT: DENSE (f32 (X) < f32 (Y));
          case CMP_LE: DENSE (f32 (X) <= f32 (Y));
          case CMP_GT: DENSE (f32 (X) > f32 (Y));
          case CMP_GE: DENSE (f32 (X) >= f32 (Y));
          case CMP_NEU: DENSE (f32 (X) != f32 (Y));
          }
      else if (I->type2 == T_F64)
        switch (I->mod)
          {
          case CMP_EQ: DENSE (f64 (X) == f64 (Y));
          case CMP_LT: DENSE (f64 (X) < f64 (Y));
          case CMP_LE: DENSE (f64 (X) <= f64 (Y));
          case CMP_GT: DENSE (f64 (X) > f64 (Y));
          case CMP_GE: DENSE (f64 (X) >= f64 (Y));
          case CMP_NEU: DENSE (f64 (X) != f64 (Y));
          }
      return 0;
    case FK_SHL32: DENSE ((uint32_t) Y >= 32 ? 0 : (uint32_t) (X << (uint32_t) Y));
    case FK_SHL64: DENSE ((uint32_t) Y >= 64 ? 0 : X << (uint32_t) Y);
    case FK_SHRU32: DENSE ((uint32_t) Y >= 32 ? 0 : (uint32_t) X >> (uint32_t) Y);
    case FK_SHRU64: DENSE ((uint32_t) Y >= 64 ? 0 : X >> (uint32_t) Y);
    case FK_SHRS32:
      DENSE ((uint32_t) ((int32_t) X >> ((uint32_t) Y >= 32 ? 31 : (uint32_t) Y)));
    case FK_SHRS64:
      DENSE ((uint64_t) ((int64_t) X >> ((uint32_t) Y >= 64 ? 63 : (uint32_t) Y)));
    case FK_ADDF32: DENSE (bf32 (f32 (X) + f32 (Y)));
    case FK_SUBF32: DENSE (bf32 (f32 (X) - f32 (Y)));
    case FK_MULF32: DENSE (bf32 (f32 (X) * f32 (Y)));
    case FK_DIVF32: DENSE (bf32 (f32 (X) / f32 (Y)));
    case FK_ADDF64: DENSE (bf64 (f64 (X) + f64 (Y)));
    case FK_SUBF64: DENSE (bf64 (f64 (X) - f64 (Y)));
    case FK_MULF64: DENSE (bf64 (f64 (X) * f64 (Y)));
    case FK_DIVF64: DENSE (bf64 (f64 (X) / f64 (Y)));
    case FK_MULWU32: DENSE ((uint64_t) (uint32_t) X * (uint32_t) Y);
    case FK_MULWS32: DENSE ((uint64_t) ((int64_t) (int32_t) X * (int32_t) Y));
    case FK_SELP: DENSE3 ((Z & 1) ? X : Y);
    case FK_MADLO32: DENSE3 ((uint32_t) (X * Y + Z));
    case FK_MADLO64: DENSE3 (X * Y + Z);
    case FK_MADWU32: DENSE3 ((uint64_t) (uint32_t) X * (uint32_t) Y + Z);
    case FK_MADWS32: DENSE3 ((uint64_t) ((int64_t) (int32_t) X * (int32_t) Y) + Z);
    case FK_VADD3U32: DENSE3 ((uint32_t) (X + Y + Z));
    case FK_VSUB3U32: DENSE3 ((uint32_t) (X - Y + Z));
    case FK_NEG32: DENSE1 ((uint32_t) (0 - X));
    case FK_NEG64: DENSE1 (0 - X);
    case FK_NEGF32: DENSE1 ((uint32_t) (X ^ (1ull << 31)));
    case FK_NEGF64: DENSE1 (X ^ (1ull << 63));
    case FK_ABS32: DENSE1 ((int32_t) X < 0 ? 0u - (uint32_t) X : (uint32_t) X);
    case FK_ABS64: DENSE1 ((int64_t) X < 0 ? 0 - X : X);
    case FK_ABSF32: DENSE1 ((uint32_t) (X & ~(1ull << 31)));
    case FK_ABSF64: DENSE1 (X & ~(1ull << 63));
    case FK_CVTI:
      {
        /* exec_group's: sign- or zero-extend from the source's width,
           then zero-extend to the destination's.  */
        int sb = t_bits (I->type2), db = t_bits (I->type);
        if (db == 64 && sb == 32)
          {
            if (t_signed (I->type2))
              DENSE1 ((uint64_t) (int64_t) (int32_t) X);
            DENSE1 ((uint32_t) X);
          }
        if (db == 32 && sb == 64)
          DENSE1 ((uint32_t) X);
        return 0;
      }
    case FK_CVTFI:
      {
        int sb = t_bits (I->type2);
        if (sb == 32 && t_signed (I->type2))
          {
            if (I->type == T_F32)
              DENSE1 (bf32 ((float) (int32_t) X));
            DENSE1 (bf64 ((double) (int32_t) X));
          }
        if (sb == 32)
          {
            if (I->type == T_F32)
              DENSE1 (bf32 ((float) (uint32_t) X));
            DENSE1 (bf64 ((double) (uint32_t) X));
          }
        return 0;
      }
    default:
      return 0;
    }
#undef DENSE
#undef DENSE1
#undef DENSE3
}

/* ld_lanes's and st_lanes's access of one address by all lanes, inline
   in exec_straight's loop for accesses of 1, 2, 4 or 8 bytes that pass
   access_quick's checks (which change nothing where they fail); 0 where
   exec_group must run the instruction.  */
static inline __attribute__ ((always_inline)) int
dense_mem_w (struct launch *L, struct thread **g, uint64_t *const *Rs, uint32_t ng,
             const struct insn *I, const uint32_t es)
{
  uint64_t off = (uint64_t) I->off;
  if (ng < 2 || !same_address (Rs, ng, I->a, off))
    return 0;
  const struct quick q = quick_ctx (L, I);
  uint64_t addr = Rs[0][I->a] + off;
  if (I->fast == FK_LD)
    {
      uint8_t *p = access_quick (&q, g[0], addr, es, K_LD);
      if (!p)
        return 0;
      uint64_t v = load_le (p, es);
      if (es < 8 && t_signed (I->type))
        v = (uint64_t) sx (v, (int) es * 8);
      fill_lanes (Rs[0] + I->v[0], v, ng);
      L->fc[I->func].cnt[K_LD][I->space] += ng;
      if (I->flags & F_NC)
        L->fc[I->func].ld_nc += ng;
      return 1;
    }
  uint8_t *p = access_quick (&q, g[0], addr, es, K_ST);
  if (!p)
    return 0;
  store_le (p, Rs[0][I->v[0] + ng - 1], es);
  L->fc[I->func].cnt[K_ST][I->space] += ng;
  return 1;
}

/* ldparam_lanes's and stparam_lanes's loops for a dense unguarded
   group, inline in exec_straight's loop for 4 and 8 bytes: a call's
   arguments and result (each lane's own .param storage).  */
static inline __attribute__ ((always_inline)) int
dense_param_w (struct launch *L, struct thread **g, uint64_t *R, uint32_t ng,
               const struct insn *I, const uint32_t es)
{
  const uint64_t off = (uint64_t) I->off;
  uint64_t *V = R + I->v[0];
  if (I->fast == FK_LDPARAM)
    {
      if (es == 4 && t_signed (I->type))
        for (uint32_t i = 0; i < ng; i++)
          V[i] = (uint64_t) sx (load_le (g[i]->P + off, 4), 32);
      else
        for (uint32_t i = 0; i < ng; i++)
          V[i] = load_le (g[i]->P + off, es);
      L->fc[I->func].cnt[K_LD][SP_PARAM] += ng;
      return 1;
    }
  for (uint32_t i = 0; i < ng; i++)
    store_le (g[i]->P + off, V[i], es);
  L->fc[I->func].cnt[K_ST][SP_PARAM] += ng;
  return 1;
}

static inline __attribute__ ((always_inline)) int
dense_mem (struct launch *L, struct thread **g, uint64_t *const *Rs, uint32_t ng,
           const struct insn *I)
{
  if (I->fast == FK_LDPARAM || I->fast == FK_STPARAM)
    {
      uint32_t es = ptype_size[I->type];
      if (es == 4)
        return dense_param_w (L, g, Rs[0], ng, I, 4);
      if (es == 8)
        return dense_param_w (L, g, Rs[0], ng, I, 8);
      return 0;
    }
  if (I->fast != FK_LD && I->fast != FK_ST)
    return 0;
  uint32_t es = ptype_size[I->type];
  if (es == 4)
    return dense_mem_w (L, g, Rs, ng, I, 4);
  if (es == 8)
    return dense_mem_w (L, g, Rs, ng, I, 8);
  /* Byte and halfword copies: newlib's memcpy, a struct copied member
     by member.  */
  if (es == 1)
    return dense_mem_w (L, g, Rs, ng, I, 1);
  if (es == 2)
    return dense_mem_w (L, g, Rs, ng, I, 2);
  return 0;
}

/* exec_group's FK_CVTA for a dense unguarded group, inline in
   exec_straight's loop: every lane's address in the instruction's own
   window or in none (a value it leaves alone), the conversion the
   identity on it.  0 where a lane holds another space's address:
   exec_group counts the lanes before it and reports the error.  A
   pointer chased through a list converts each node's address so (the
   plugin's omp-linked-list: a quarter of its time in exec_group).  */
static inline __attribute__ ((always_inline)) int
dense_cvta (struct launch *L, uint64_t *R, uint32_t ng, const struct insn *I)
{
  if (I->fast != FK_CVTA)
    return 0;
  const uint64_t *A = R + I->a;
  const int space = I->space;
  int bad = 0;
  for (uint32_t i = 0; i < ng; i++)
    {
      int sp = (int) (A[i] >> 56);
      bad |= sp != space && sp >= SP_GLOBAL && sp <= SP_CODE;
    }
  if (bad)
    return 0;
  uint64_t *D = R + I->d;
  for (uint32_t i = 0; i < ng; i++)
    D[i] = A[i];
  if (I->op == OP_CVTA)
    L->fc[I->func].cvta += ng;
  else
    L->fc[I->func].cvta_to += ng;
  return 1;
}

/* shfl.sync or bar.warp.sync by a dense group of NG lanes that is the
   whole warp, in line in exec_straight's loop where every lane is active
   (-muniform-simt guards them with a predicate true in all lanes) and
   every lane's membermask names all of them: exec_control's whole-warp
   path (the group goes on at the next pc there too) without leaving the
   loop.  All operands are read before any result is written.  0 where
   exec_control must run it.  */
static inline __attribute__ ((always_inline)) int
dense_warp_sync (uint64_t *R, uint32_t ng, const struct insn *I)
{
  if (I->op == OP_SHFL && !(I->flags & F_SYNC))
    return 0;
  if (!I->uncond)
    {
      const uint64_t *G = R + I->guard;
      uint64_t off = 0;
      for (uint32_t i = 0; i < ng; i++)
        off |= ~((G[i] & 1) ^ I->gneg) & 1;
      if (off)
        return 0;
    }
  uint32_t live = ng == 32 ? 0xffffffffu : (1u << ng) - 1, missing = 0;
  const uint64_t *M = R + (I->op == OP_BAR_WARP ? I->a : I->e);
  for (uint32_t i = 0; i < ng; i++)
    missing |= ~(uint32_t) M[i] & live;
  if (missing)
    return 0;
  if (I->op == OP_BAR_WARP)
    return 1;
  const uint64_t *A = R + I->a, *B = R + I->b, *C = R + I->c;
  if (I->mod == SHFL_IDX)
    {
      /* -muniform-simt's broadcast from the master lane: every lane names
         the same source lane B with the same C.  shfl_source gives lane L
         j = B (seg 0: minl 0) in range where B <= C's clamp (pval 1),
         and shfl_results then V[B], B < NG; otherwise the general loop.  */
      const uint64_t b0 = B[0], c0 = C[0];
      uint64_t diff = 0;
      for (uint32_t i = 0; i < ng; i++)
        diff |= (B[i] ^ b0) | (C[i] ^ c0);
      const uint32_t b = (uint32_t) b0 & 31, cval = (uint32_t) c0 & 31,
        seg = ((uint32_t) c0 >> 8) & 31;
      if (!diff && seg == 0 && b <= cval && b < ng)
        {
          const uint64_t v = zx (A[b], 32);
          fill_lanes (R + I->d, v, ng);
          if (I->flags & F_PRED_OUT)
            fill_lanes (R + I->d2, 1, ng);
          return 1;
        }
    }
  uint64_t val[32];
  uint32_t bv[32], cv[32];
  for (uint32_t i = 0; i < ng; i++)
    {
      val[i] = A[i];
      bv[i] = (uint32_t) B[i] & 31;
      cv[i] = (uint32_t) C[i];
    }
  shfl_results (I->mod, ng, val, bv, cv, R + I->d,
                (I->flags & F_PRED_OUT) ? R + I->d2 : NULL);
  return 1;
}

/* exec_straight compiled twice, for the CPU the build assumes and for
   x86-64 with AVX2, the loader choosing by the CPU (an ifunc): the lane
   loops of the inline paths then take 4 lanes a step, with 64-bit
   compares and variable shifts SSE2 lacks.  Integer and IEEE float
   results are the same either way (no contraction into fma: AVX2 brings
   no FMA, and -std=c99 contracts nothing).  */
#if defined (__x86_64__) && defined (__GNUC__) && !defined (__clang__) && __GNUC__ >= 6
#define STRAIGHT_CLONES __attribute__ ((target_clones ("avx2", "default")))
#else
#define STRAIGHT_CLONES
#endif

/* Run the group of lanes G (NG of them, their register slots RS; DENSE:
   lanes 0..NG-1 at the same frame row; WN: the lanes of their warp) from
   *PC through straight-line code, uniform branches and the whole warp's
   collectives dense_warp_sync runs, until a control instruction (*CTL
   set, *PC left at it), the group's merge or stop pc, or QUANTUM
   lane-steps.  *STEPS gets the lane-steps executed, *COLL those of them
   in collectives, and *LAST the last instruction looked at.  Returns -1 on an error (*PC at the failing instruction,
   whose lanes *STEPS does not count), else 0.  */
static inline __attribute__ ((always_inline)) int
straight_loop (struct launch *L, struct thread **g, uint64_t *const *Rs, const uint32_t ng,
               const int dense, uint32_t wn, uint32_t *ppc, uint32_t merge, uint32_t stop,
               int64_t quantum, uint64_t *psteps, uint64_t *pcoll, int *ctl,
               const struct insn **last)
{
  const struct insn *insns = L->insns;
  const int tr = ptx_cfg.trace;
  uint32_t pc = *ppc;
  uint64_t steps = 0, coll = 0;
  const struct insn *I;
  *ctl = 0;
  for (;;)
    {
      I = &insns[pc];
      if (__builtin_expect (tr, 0))
        for (uint32_t i = 0; i < ng; i++)
          if ((g[i]->R[I->guard] & 1) ^ I->gneg)
            trace (L, g[i], I);
      if (I->fast == FK_BRA)
        {
          uint32_t nact = 0;
          if (I->uncond)
            nact = ng;
          else if (dense)
            {
              /* The guard's row: adjacent words.  */
              const uint64_t *G = Rs[0] + I->guard;
              uint64_t set = 0;
              for (uint32_t i = 0; i < ng; i++)
                set += G[i] & 1;
              nact = I->gneg ? ng - (uint32_t) set : (uint32_t) set;
            }
          else
            for (uint32_t i = 0; i < ng; i++)
              nact += (uint32_t) ((Rs[i][I->guard] & 1) ^ I->gneg);
          if (nact != 0 && nact != ng)
            {
              *ctl = 1;
              break;
            }
          steps += ng;
          pc = nact ? I->target : pc + 1;
        }
      else if (I->op >= OP_FIRST_CONTROL)
        {
          if (!((I->op == OP_SHFL || I->op == OP_BAR_WARP) && dense && ng == wn
                && dense_warp_sync (Rs[0], ng, I)))
            {
              *ctl = 1;
              break;
            }
          steps += ng;
          coll += ng;
          pc++;
        }
      else if (dense && I->uncond
               && (dense_alu (Rs[0], ng, I) || dense_mem (L, g, Rs, ng, I)
                   || dense_cvta (L, Rs[0], ng, I)))
        {
          steps += ng;
          pc++;
        }
      else
        {
          if (exec_group (L, g, Rs, ng, dense, I))
            {
              *ppc = pc;
              *psteps = steps;
              *pcoll = coll;
              *last = I;
              return -1;
            }
          steps += ng;
          pc++;
        }
      if (pc >= merge || pc == stop || (int64_t) steps >= quantum)
        break;
    }
  *ppc = pc;
  *psteps = steps;
  *pcoll = coll;
  *last = I;
  return 0;
}

/* exec_straight's loop twice: once for a dense group that is a whole
   warp of 32 lanes (an OpenMP thread, a full vector partition: the
   commonest group by far), where the lane loops have a constant count
   the compiler unrolls and vectorises without remainders, and once for
   any other group.  Both run the same code on the same values.  */
STRAIGHT_CLONES int
exec_straight (struct launch *L, struct thread **g, uint64_t *const *Rs, uint32_t ng,
               int dense, uint32_t wn, uint32_t *ppc, uint32_t merge, uint32_t stop,
               int64_t quantum, uint64_t *psteps, uint64_t *pcoll, int *ctl,
               const struct insn **last)
{
  if (dense && ng == WARP_LANES)
    return straight_loop (L, g, Rs, WARP_LANES, 1, wn, ppc, merge, stop, quantum, psteps,
                          pcoll, ctl, last);
  return straight_loop (L, g, Rs, ng, dense, wn, ppc, merge, stop, quantum, psteps, pcoll,
                        ctl, last);
}
