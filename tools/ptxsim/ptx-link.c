/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim linker: the parsed PTX texts of a link (ptx-parse.c) to one
   module: symbol resolution (.extern against definitions, .weak yielding
   to strong, the driver's own vprintf/malloc/free), module variables
   placed in device memory (ptx-memory.c), instructions laid out for the
   executor (fast-path kind, slots scaled per warp lane, reconvergence
   points from ptx-cfg.c), and the queries on a linked module (entry
   points, globals, attributes, instruction text, source lines).  Sits on
   the base, memory, parse and cfg layers.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "ptx-internal.h"

struct gdef
{
  uint32_t unit, sym;
};

struct linker
{
  struct ptxsim_link *lk;
  struct smap gmap;
  struct gdef *g;
  uint32_t ng, capg;
  struct ptxsim_module *m;
  uint32_t capfuncs, capvars, capinsns, capcalls;
  int32_t builtin_index[4];
};

static int
link_err (const struct punit *u, uint32_t line, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));

static int
link_err (const struct punit *u, uint32_t line, const char *fmt, ...)
{
  char msg[700];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  return ptx_error (PTXSIM_ERROR_INVALID_PTX, "ptxsim: link error in PTX text %u (%s), line %u: %s",
                    u->number, u->name, line, msg);
}

/* The definition a reference to NAME from unit U resolves to.  Returns
   0 and sets DU and DY, or -1 if undefined.  */
static int
resolve (struct linker *K, uint32_t ui, const char *name, uint32_t *du, struct usym **dy)
{
  struct punit *u = K->lk->units[ui];
  struct usym *y = usym_get (u, name, strlen (name), 0);
  if (y && y->defined && y->linkage == L_STATIC)
    {
      *du = ui;
      *dy = y;
      return 0;
    }
  int32_t *v = smap_get (&K->gmap, name, strlen (name), 0);
  if (v && *v >= 0)
    {
      *du = K->g[*v].unit;
      *dy = &K->lk->units[K->g[*v].unit]->syms[K->g[*v].sym];
      return 0;
    }
  return -1;
}

/* True if Y, a symbol of unit UI, is the definition its name links to:
   a static one always, a global one only if it is the chosen one.  */
static int
linked_definition_p (struct linker *K, uint32_t ui, struct usym *y)
{
  if (y->linkage == L_STATIC)
    return 1;
  uint32_t du;
  struct usym *dy;
  return resolve (K, ui, y->name, &du, &dy) == 0 && dy == y;
}

static int
builtin_of (const char *name)
{
  if (strcmp (name, "vprintf") == 0) return BI_VPRINTF;
  if (strcmp (name, "malloc") == 0) return BI_MALLOC;
  if (strcmp (name, "free") == 0) return BI_FREE;
  return BI_NONE;
}

static int32_t
builtin_func (struct linker *K, int bi)
{
  if (K->builtin_index[bi] >= 0)
    return K->builtin_index[bi];
  struct ptxsim_module *m = K->m;
  GROW (m->funcs, m->nfuncs, K->capfuncs);
  struct func *f = &m->funcs[m->nfuncs];
  memset (f, 0, sizeof *f);
  f->name = strdup (bi == BI_VPRINTF ? "vprintf" : bi == BI_MALLOC ? "malloc" : "free");
  f->builtin = bi;
  f->defined = 1;
  K->builtin_index[bi] = (int32_t) m->nfuncs;
  return (int32_t) m->nfuncs++;
}

/* Address (or code address) of a resolved symbol.  */
static int
symbol_value (struct linker *K, uint32_t ui, const char *name, uint32_t line,
              uint64_t *val, int32_t *findex)
{
  uint32_t du;
  struct usym *y;
  struct punit *u = K->lk->units[ui];
  *findex = -1;
  if (resolve (K, ui, name, &du, &y) < 0)
    {
      struct usym *decl = usym_get (u, name, strlen (name), 0);
      int bi = builtin_of (name);
      if (bi != BI_NONE && (!decl || decl->kind == S_FUNC))
        {
          *findex = builtin_func (K, bi);
          *val = PTXSIM_CODE_WINDOW | ((uint64_t) (*findex + 1) << 4);
          return 0;
        }
      /* Unsized .extern .shared arrays: the dynamic shared memory.  */
      if (decl && decl->kind == S_VAR && decl->space == SP_SHARED && decl->unsized)
        {
          *val = 0;   /* patched at launch: see dynamic shared */
          *findex = -2;
          return 0;
        }
      if (!decl)
        return link_err (u, line, "undeclared symbol '%s'", name);
      return link_err (u, line, "undefined reference to %s '%s'",
                       decl->kind == S_FUNC ? "function" : "variable", name);
    }
  if (y->kind == S_FUNC)
    {
      *findex = y->findex;
      *val = PTXSIM_CODE_WINDOW | ((uint64_t) (y->findex + 1) << 4);
      return 0;
    }
  *val = y->addr;
  (void) du;
  return 0;
}

static uint32_t
hash_lookup_build (uint32_t **tab, uint32_t *size, uint32_t n, const char *(*getname) (void *, uint32_t), void *ctx)
{
  uint32_t cap = 16;
  while (cap < 2 * n + 2)
    cap *= 2;
  *tab = xcalloc (cap, sizeof **tab);
  *size = cap;
  for (uint32_t i = 0; i < n; i++)
    {
      const char *s = getname (ctx, i);
      if (!s)
        continue;
      uint32_t h = hash_bytes (s, strlen (s)) & (cap - 1);
      while ((*tab)[h])
        h = (h + 1) & (cap - 1);
      (*tab)[h] = i + 1;
    }
  return cap;
}

static const char *
fname_of (void *ctx, uint32_t i)
{
  struct ptxsim_module *m = ctx;
  return m->funcs[i].is_entry ? m->funcs[i].name : NULL;
}

static const char *
vname_of (void *ctx, uint32_t i)
{
  struct ptxsim_module *m = ctx;
  return m->vars[i].name;
}

static void
module_free (struct ptxsim_module *m)
{
  if (!m)
    return;
  for (uint32_t i = 0; i < m->nvars; i++)
    {
      if (m->vars[i].space == SP_GLOBAL && m->vars[i].addr)
        mem_global_free (m->vars[i].addr, OBJ_VAR);
      else if (m->vars[i].space == SP_CONST && m->vars[i].addr)
        mem_const_free (m->vars[i].addr);
      free (m->vars[i].name);
    }
  free (m->vars);
  for (uint32_t i = 0; i < m->nfuncs; i++)
    {
      free (m->funcs[i].name);
      free (m->funcs[i].consts);
      free (m->funcs[i].in);
      free (m->funcs[i].locals);
      free (m->funcs[i].localaddr);
      free (m->funcs[i].entry_reads);
    }
  free (m->funcs);
  for (uint32_t i = 0; i < m->ncalls; i++)
    {
      free (m->calls[i].more_off);
      free (m->calls[i].more_size);
    }
  free (m->calls);
  free (m->insns);
  for (uint32_t i = 0; i < m->nunits; i++)
    {
      free (m->units[i].name);
      free (m->units[i].text);
    }
  free (m->units);
  for (uint32_t i = 0; i < m->nshared; i++)
    free ((char *) m->shared[i].name);
  free (m->shared);
  free (m->entries);
  free (m->fhash);
  free (m->vhash);
  free (m);
}

/* Each direct call's argument copy as one block where the per-argument
   copies of push_frame amount to one (struct callinfo's span).  */
static void
plan_calls (struct ptxsim_module *m)
{
  for (uint32_t c = 0; c < m->ncalls; c++)
    {
      struct callinfo *ci = &m->calls[c];
      ci->span = 0;
      if (ci->callee < 0)
        continue;
      const struct func *f = &m->funcs[ci->callee];
      if (!f->defined || f->builtin || ci->nargs != f->nin || ci->nargs == 0)
        continue;
      int ok = 1;
      uint32_t src0 = 0, dst0 = 0, len = 0;
      for (uint32_t i = 0; i < ci->nargs && ok; i++)
        {
          uint32_t ao = ci->more_off ? ci->more_off[i] : ci->arg_off[i];
          uint32_t as = ci->more_size ? ci->more_size[i] : ci->arg_size[i];
          if (i == 0)
            {
              src0 = ao;
              dst0 = f->in[0].off;
            }
          ok = as == f->in[i].size && ao == src0 + len && f->in[i].off == dst0 + len;
          len += as;
        }
      if (ok)
        {
          ci->span = 1;
          ci->span_src = src0;
          ci->span_dst = dst0;
          ci->span_len = len;
        }
    }
}

static uint32_t next_insn_id_base = 1;

/* What for_each_symbol does with symbol SI of unit UI (Y): PTXSIM_OK to
   go on, else the error that ends the walk.  */
typedef int (*symbol_step) (struct linker *K, uint32_t ui, uint32_t si, struct usym *y);

/* STEP on every symbol of the link, unit by unit in order, until one
   fails (steps 1 to 3 of linking walk the symbols so).  */
static int
for_each_symbol (struct linker *K, symbol_step step)
{
  struct ptxsim_link *lk = K->lk;
  int rc = PTXSIM_OK;
  for (uint32_t ui = 0; ui < lk->nunits && !rc; ui++)
    {
      struct punit *u = lk->units[ui];
      for (uint32_t si = 0; si < u->nsyms && !rc; si++)
        rc = step (K, ui, si, &u->syms[si]);
    }
  return rc;
}

/* Step 1 of linking, for one symbol: each global name's chosen
   definition in K->g (a strong one over weak and common ones, the
   largest common); two strong ones are an error.  */
static int
choose_definition (struct linker *K, uint32_t ui, uint32_t si, struct usym *y)
{
  struct ptxsim_link *lk = K->lk;
  if (!y->defined || y->linkage == L_STATIC || y->linkage == L_EXTERN)
    return PTXSIM_OK;
  if (y->kind == S_FUNC && !y->fn)
    return PTXSIM_OK;
  int32_t *v = smap_get (&K->gmap, y->name, strlen (y->name), 1);
  if (*v < 0)
    {
      GROW (K->g, K->ng, K->capg);
      K->g[K->ng] = (struct gdef) { ui, si };
      *v = (int32_t) K->ng++;
      return PTXSIM_OK;
    }
  struct gdef *g = &K->g[*v];
  struct usym *o = &lk->units[g->unit]->syms[g->sym];
  int ow = o->linkage == L_WEAK || o->linkage == L_COMMON;
  int nw = y->linkage == L_WEAK || y->linkage == L_COMMON;
  if (!ow && !nw)
    return link_err (lk->units[ui], y->line,
                     "duplicate definition of '%s' (also in PTX text %u (%s), line %u)",
                     y->name, lk->units[g->unit]->number, lk->units[g->unit]->name, o->line);
  if (ow && !nw)
    *g = (struct gdef) { ui, si };
  else if (ow && nw && o->linkage == L_COMMON && y->kind == S_VAR && y->size > o->size)
    *g = (struct gdef) { ui, si };
  return PTXSIM_OK;
}

/* The module's units: names, numbers and the texts (taken over from the
   link, for error messages and ptx_insn_text).  */
static void
link_units (struct linker *K)
{
  struct ptxsim_link *lk = K->lk;
  struct ptxsim_module *m = K->m;
  m->nunits = lk->nunits;
  m->units = xcalloc (lk->nunits, sizeof *m->units);
  for (uint32_t ui = 0; ui < lk->nunits; ui++)
    {
      struct punit *u = lk->units[ui];
      m->units[ui].name = strdup (u->name);
      m->units[ui].text = u->text;
      u->text = NULL;
      m->units[ui].length = u->len;
      m->units[ui].number = u->number;
      m->units[ui].version = u->version;
    }
}

/* A linked variable Y of unit UI: its module entry and its address
   (.global and .const allocated, .shared laid out in the module's static
   shared area).  */
static int
link_variable (struct linker *K, uint32_t ui, struct usym *y)
{
  struct ptxsim_module *m = K->m;
  struct punit *u = K->lk->units[ui];
  int rc = PTXSIM_OK;
  if (y->unsized)
    return link_err (u, y->line, "variable '%s' without a size", y->name);
  GROW (m->vars, m->nvars, K->capvars);
  struct modvar *mv = &m->vars[m->nvars];
  memset (mv, 0, sizeof *mv);
  mv->name = strdup (y->name);
  mv->space = y->space;
  mv->size = y->size;
  mv->visible = y->linkage != L_STATIC;
  mv->unit = ui;
  y->modvar = (int32_t) m->nvars;
  m->nvars++;
  if (y->space == SP_GLOBAL)
    {
      if (mem_global_alloc (&y->addr, y->size, OBJ_VAR, y->name))
        rc = link_err (u, y->line, "out of device memory for '%s'", y->name);
    }
  else if (y->space == SP_CONST)
    {
      if (mem_const_alloc (&y->addr, y->size, y->align, y->name))
        rc = link_err (u, y->line, "out of const memory for '%s'", y->name);
    }
  else if (y->space == SP_SHARED)
    {
      uint32_t al = y->align < 8 ? 8 : y->align;
      uint32_t off = (m->shared_size + 32 + al - 1) & ~(al - 1);
      if (off < 64)
        off = (64 + al - 1) & ~(al - 1);
      m->shared_size = off + (uint32_t) y->size;
      m->shared = xrealloc (m->shared, (m->nshared + 1) * sizeof *m->shared);
      m->shared[m->nshared].off = off;
      m->shared[m->nshared].size = (uint32_t) y->size;
      m->shared[m->nshared].name = strdup (y->name);
      m->nshared++;
      y->addr = PTXSIM_SHARED_WINDOW | off;
      if (m->shared_size > PTXSIM_MAX_SHARED_PER_BLOCK + 4096u * 4)
        rc = link_err (u, y->line, "too much .shared memory (%u bytes)", m->shared_size);
    }
  else
    rc = link_err (u, y->line, "module-scope .local variables are not supported ('%s')",
                   y->name);
  mv->addr = y->addr;
  return rc;
}

/* Step 2, first for the functions: a linked function's index (its
   body comes in step 4).  Only the chosen definition of a global name
   is linked.  */
static int
index_function (struct linker *K, uint32_t ui, uint32_t si, struct usym *y)
{
  (void) si;
  struct ptxsim_module *m = K->m;
  if (y->kind != S_FUNC || !y->fn || !linked_definition_p (K, ui, y))
    return PTXSIM_OK;
  GROW (m->funcs, m->nfuncs, K->capfuncs);
  y->findex = (int32_t) m->nfuncs;
  y->fn->findex = y->findex;
  memset (&m->funcs[m->nfuncs], 0, sizeof m->funcs[0]);
  m->nfuncs++;
  return PTXSIM_OK;
}

/* Step 2, then for the variables: a linked variable's storage.  */
static int
place_variable (struct linker *K, uint32_t ui, uint32_t si, struct usym *y)
{
  (void) si;
  if (y->kind != S_VAR || !y->defined || !linked_definition_p (K, ui, y))
    return PTXSIM_OK;
  return link_variable (K, ui, y);
}

/* Step 3: a linked variable's initializer, symbol addresses in it
   resolved.  */
static int
init_variable (struct linker *K, uint32_t ui, uint32_t si, struct usym *y)
{
  (void) si;
  if (y->kind != S_VAR || y->modvar < 0 || (!y->init && !y->nvrel))
    return PTXSIM_OK;
  struct punit *u = K->lk->units[ui];
  uint8_t *data = y->space == SP_GLOBAL ? mem_global.data : mem_const.data;
  uint8_t *p = data + (y->addr & PTXSIM_OFFSET_MASK);
  if (y->init)
    memcpy (p, y->init, y->size);
  int rc = PTXSIM_OK;
  for (uint32_t r = 0; r < y->nvrel && !rc; r++)
    {
      uint64_t v = 0;   /* set unless symbol_value fails; GCC cannot tell */
      int32_t fi;
      if (symbol_value (K, ui, y->vrel[r].name, y->vrel[r].line, &v, &fi))
        rc = PTXSIM_ERROR_INVALID_PTX;
      else if (fi == -2)
        rc = link_err (u, y->vrel[r].line, "address of dynamic shared memory in an initializer");
      else
        put_le (p + y->vrel[r].off, v + (uint64_t) y->vrel[r].addend, y->vrel[r].size);
    }
  return rc;
}

/* A linked function's symbol constants: addresses resolved, the dynamic
   shared base's left to each launch (a localaddr entry).  */
static int
link_function_consts (struct linker *K, uint32_t ui, struct pfunc *F, struct func *f)
{
  int rc = PTXSIM_OK;
  for (uint32_t r = 0; r < F->nsrel && !rc; r++)
    {
      uint64_t v;
      int32_t fx;
      if (symbol_value (K, ui, F->srel[r].name, F->srel[r].line, &v, &fx))
        rc = PTXSIM_ERROR_INVALID_PTX;
      else if (fx == -2)
        f->consts[F->srel[r].slot - f->nregs] = PTXSIM_SHARED_WINDOW | 0xdeadbeefull;
      else
        f->consts[F->srel[r].slot - f->nregs] = v + (uint64_t) F->srel[r].addend;
      if (fx == -2)
        {
          /* Remember: dynamic shared base patched per launch.  */
          f->consts[F->srel[r].slot - f->nregs] = (uint64_t) F->srel[r].addend;
          GROW (f->localaddr, f->nlocaladdr, F->capla);
          f->localaddr[f->nlocaladdr++] = (struct localaddr) { F->srel[r].slot, UINT32_MAX,
                                                               F->srel[r].addend };
        }
    }
  return rc;
}

/* Step 4 for one linked function F of unit UI: its body moved into the
   module, its constants, calls and instructions appended to the
   module's.  */
static int
link_function (struct linker *K, uint32_t ui, struct pfunc *F)
{
  struct ptxsim_module *m = K->m;
  struct punit *u = K->lk->units[ui];
  struct func *f = &m->funcs[F->findex];
  *f = F->f;
  f->name = strdup (F->f.name);
  f->in = F->f.in;
  F->f.in = NULL;
  f->consts = F->consts;
  F->consts = NULL;
  f->locals = F->locals;
  F->locals = NULL;
  f->localaddr = F->la;
  F->la = NULL;
  f->defined = 1;
  f->unit = ui;
  f->first_pc = m->ninsns;
  f->npcs = F->ninsns;
  int rc = link_function_consts (K, ui, F, f);
  /* Calls.  */
  uint32_t call_base = m->ncalls;
  for (uint32_t c = 0; c < F->ncalls; c++)
    {
      GROW (m->calls, m->ncalls, K->capcalls);
      m->calls[m->ncalls] = F->calls[c];
      F->calls[c].more_off = F->calls[c].more_size = NULL;
      m->ncalls++;
    }
  for (uint32_t r = 0; r < F->ncrel && !rc; r++)
    {
      uint64_t v;
      int32_t fx;
      if (symbol_value (K, ui, F->crel[r].name, F->crel[r].line, &v, &fx))
        rc = PTXSIM_ERROR_INVALID_PTX;
      else if (fx < 0)
        rc = link_err (u, F->crel[r].line, "call of '%s', which is not a function",
                       F->crel[r].name);
      else
        m->calls[call_base + F->crel[r].call].callee = fx;
    }
  /* Instructions.  */
  for (uint32_t i = 0; i < F->ninsns; i++)
    {
      GROW (m->insns, m->ninsns, K->capinsns);
      struct insn *I = &m->insns[m->ninsns++];
      *I = F->insns[i];
      I->unit = ui;
      I->func = (uint32_t) F->findex;
      ptx_classify (I);
      I->uncond = (uint8_t) insn_uncond (f, I);
      if (I->op == OP_BRA)
        I->target += f->first_pc;
      else if (I->op == OP_CALL)
        I->target += call_base;
    }
  return rc;
}

/* Step 5, after a link without errors: the entries (builtins created
   while resolving may have moved m->funcs; nothing holds pointers into
   it), the name hashes, reconvergence points, slot scaling, call plans
   and the instructions' ids.  */
static void
link_finish (struct ptxsim_module *m)
{
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (m->funcs[i].is_entry)
      m->nentries++;
  m->entries = xcalloc (m->nentries, sizeof *m->entries);
  uint32_t k = 0;
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (m->funcs[i].is_entry)
      {
        m->entries[k].module = m;
        m->entries[k].func = i;
        k++;
      }
  hash_lookup_build (&m->fhash, &m->fhash_size, m->nfuncs, fname_of, m);
  hash_lookup_build (&m->vhash, &m->vhash_size, m->nvars, vname_of, m);
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (m->funcs[i].defined && !m->funcs[i].builtin)
      {
        ptx_reconvergence (m, i);
        ptx_entry_reads (m, i);
      }
  ptx_scale_slots (m);
  plan_calls (m);
  m->insn_id_base = next_insn_id_base;
  next_insn_id_base += m->ninsns;
}

/* Link the PTX texts added to LK into one module, in the steps above;
   on success LK is destroyed and *OUT the module.  */
int
ptxsim_link_complete (struct ptxsim_link *lk, struct ptxsim_module **out)
{
  if (!lk || !out)
    return ptx_error (PTXSIM_ERROR_INVALID_VALUE, "ptxsim: link_complete without a link");
  if (mem_init ())
    return PTXSIM_ERROR_OUT_OF_MEMORY;
  struct linker K;
  memset (&K, 0, sizeof K);
  K.lk = lk;
  for (int i = 0; i < 4; i++)
    K.builtin_index[i] = -1;
  struct ptxsim_module *m = xcalloc (1, sizeof *m);
  K.m = m;

  int rc = for_each_symbol (&K, choose_definition);
  link_units (&K);
  /* Step 2: the linked functions' indices, then the linked variables'
     storage, in the units' order.  */
  if (!rc)
    rc = for_each_symbol (&K, index_function);
  if (!rc)
    rc = for_each_symbol (&K, place_variable);
  if (!rc)
    rc = for_each_symbol (&K, init_variable);
  /* Step 4: the linked functions' bodies.  */
  for (uint32_t ui = 0; ui < lk->nunits && !rc; ui++)
    {
      struct punit *u = lk->units[ui];
      for (uint32_t fi = 0; fi < u->nfuncs && !rc; fi++)
        if (u->funcs[fi]->findex >= 0)
          rc = link_function (&K, ui, u->funcs[fi]);
    }
  if (!rc)
    link_finish (m);
  smap_free (&K.gmap);
  free (K.g);
  if (rc)
    {
      ptx_report ();
      module_free (m);
      return rc;
    }
  ptxsim_link_destroy (lk);
  *out = m;
  return PTXSIM_OK;
}

void
ptxsim_module_unload (struct ptxsim_module *m)
{
  module_free (m);
}

int
ptxsim_module_function (struct ptxsim_module *m, const char *name, struct ptxsim_function **fn)
{
  if (!m || !name || !fn)
    return PTXSIM_ERROR_INVALID_VALUE;
  uint32_t h = hash_bytes (name, strlen (name)) & (m->fhash_size - 1);
  while (m->fhash[h])
    {
      uint32_t i = m->fhash[h] - 1;
      if (strcmp (m->funcs[i].name, name) == 0)
        {
          for (uint32_t k = 0; k < m->nentries; k++)
            if (m->entries[k].func == i)
              {
                *fn = &m->entries[k];
                return PTXSIM_OK;
              }
        }
      h = (h + 1) & (m->fhash_size - 1);
    }
  return PTXSIM_ERROR_NOT_FOUND;
}

int
ptxsim_module_global (struct ptxsim_module *m, const char *name, uint64_t *dptr, size_t *bytes)
{
  if (!m || !name)
    return PTXSIM_ERROR_INVALID_VALUE;
  uint32_t h = hash_bytes (name, strlen (name)) & (m->vhash_size - 1);
  int32_t best = -1;
  while (m->vhash[h])
    {
      uint32_t i = m->vhash[h] - 1;
      if (strcmp (m->vars[i].name, name) == 0
          && (m->vars[i].space == SP_GLOBAL || m->vars[i].space == SP_CONST))
        {
          if (best < 0 || m->vars[i].visible)
            best = (int32_t) i;
        }
      h = (h + 1) & (m->vhash_size - 1);
    }
  if (best < 0)
    return PTXSIM_ERROR_NOT_FOUND;
  if (dptr)
    *dptr = m->vars[best].addr;
  if (bytes)
    *bytes = m->vars[best].size;
  return PTXSIM_OK;
}

int
ptxsim_function_attribute (struct ptxsim_function *fn, enum ptxsim_function_attribute a, int *value)
{
  if (!fn || !value)
    return PTXSIM_ERROR_INVALID_VALUE;
  struct ptxsim_module *m = fn->module;
  struct func *f = &m->funcs[fn->func];
  switch (a)
    {
    case PTXSIM_ATTR_MAX_THREADS_PER_BLOCK:
      *value = f->maxntid > 0 && f->maxntid < PTXSIM_MAX_THREADS_PER_BLOCK
        ? f->maxntid : PTXSIM_MAX_THREADS_PER_BLOCK;
      return PTXSIM_OK;
    case PTXSIM_ATTR_SHARED_SIZE_BYTES:
      *value = (int) m->shared_size;
      return PTXSIM_OK;
    case PTXSIM_ATTR_CONST_SIZE_BYTES:
      *value = 0;
      return PTXSIM_OK;
    case PTXSIM_ATTR_LOCAL_SIZE_BYTES:
      *value = (int) f->local_frame;
      return PTXSIM_OK;
    case PTXSIM_ATTR_NUM_REGS:
      *value = f->nregs < 32 ? 32 : f->nregs > 255 ? 255 : (int) f->nregs;
      return PTXSIM_OK;
    case PTXSIM_ATTR_PTX_VERSION:
      *value = m->units[f->unit].version ? m->units[f->unit].version : 70;
      return PTXSIM_OK;
    case PTXSIM_ATTR_BINARY_VERSION:
      *value = PTXSIM_SM_MAJOR * 10 + PTXSIM_SM_MINOR;
      return PTXSIM_OK;
    }
  return PTXSIM_ERROR_INVALID_VALUE;
}

const char *
ptxsim_function_name (struct ptxsim_function *fn)
{
  return fn ? fn->module->funcs[fn->func].name : NULL;
}

/* ---------- source lines (.file/.loc) ---------- */

/* The line of a text that starts at P (the text ends at END): returns
   its end (its newline, or END), its first non-blank character in
   *FIRST.  */
static const char *
line_span (const char *p, const char *end, const char **first)
{
  const char *e = memchr (p, '\n', (size_t) (end - p));
  if (!e)
    e = end;
  const char *q = p;
  while (q < e && (*q == ' ' || *q == '\t'))
    q++;
  *first = q;
  return e;
}

/* Looked up only when an error is reported, so the text is scanned then
   rather than the directives kept for every instruction: the .loc in
   force at PTX line LINE is the last one before it in the same function
   (a function's header line resets it), its file the .file of that
   number.  */
const char *
ptx_source_loc (const struct ptxsim_module *m, uint32_t unit, uint32_t line,
                char *buf, size_t n)
{
  const char *s = m->units[unit].text, *end = s + m->units[unit].length;
  long fileno = -1, lineno = 0, col = 0;
  uint32_t l = 1;
  for (const char *p = s; p < end && l < line; l++)
    {
      const char *q;
      const char *e = line_span (p, end, &q);
      if (e - q > 5 && strncmp (q, ".loc", 4) == 0 && (q[4] == ' ' || q[4] == '\t'))
        {
          char *r;
          fileno = strtol (q + 5, &r, 10);
          lineno = strtol (r, &r, 10);
          col = strtol (r, &r, 10);
        }
      else if ((e - q > 5 && (strncmp (q, ".func", 5) == 0 || strncmp (q, ".entry", 6) == 0
                              || strncmp (q, ".visible", 8) == 0 || strncmp (q, ".weak", 5) == 0
                              || strncmp (q, ".extern", 7) == 0)))
        fileno = -1;
      p = e + 1;
    }
  if (fileno < 0 || lineno <= 0)
    return NULL;
  /* The .file of that number, anywhere in the text (GCC puts it before
     the first .loc that uses it).  */
  for (const char *p = s; p < end; )
    {
      const char *q;
      const char *e = line_span (p, end, &q);
      char *r;
      if (e - q > 6 && strncmp (q, ".file", 5) == 0 && (q[5] == ' ' || q[5] == '\t')
          && strtol (q + 6, &r, 10) == fileno)
        {
          const char *a = memchr (r, '"', (size_t) (e - r));
          const char *b = a ? memchr (a + 1, '"', (size_t) (e - a - 1)) : NULL;
          if (!b)
            break;
          if (col > 0)
            snprintf (buf, n, "%.*s:%ld:%ld", (int) (b - a - 1), a + 1, lineno, col);
          else
            snprintf (buf, n, "%.*s:%ld", (int) (b - a - 1), a + 1, lineno);
          return buf;
        }
      p = e + 1;
    }
  return NULL;
}



const char *
ptx_insn_text (const struct ptxsim_module *m, const struct insn *I, char *buf, size_t n)
{
  const char *s = m->units[I->unit].text + I->text_off;
  size_t k = 0;
  int sp = 0;
  if (I->text_len == 0)
    {
      snprintf (buf, n, "(end of function)");
      return buf;
    }
  for (uint32_t i = 0; i < I->text_len && k + 1 < n; i++)
    {
      char c = s[i];
      if (c == '\n' || c == '\t' || c == ' ' || c == '\r')
        {
          sp = 1;
          continue;
        }
      if (sp && k > 0)
        buf[k++] = ' ';
      sp = 0;
      if (k + 1 < n)
        buf[k++] = c;
    }
  buf[k] = 0;
  return buf;
}

void
ptx_classify (struct insn *I)
{
  int t = I->type, bits = t_bits (t);
  int plain = !(I->flags & (F_SAT | F_CC | F_FTZ | F_HI | F_WIDE)) && I->mod2 <= RND_RN;
  int fk = FK_NONE;
  switch (I->op)
    {
    case OP_MOV: fk = FK_MOV; break;
    case OP_ADD:
    case OP_SUB:
      if (!(I->flags & (F_SAT | F_CC | F_FTZ)) && I->mod2 <= RND_RN)
        {
          if (t == T_F32) fk = I->op == OP_ADD ? FK_ADDF32 : FK_SUBF32;
          else if (t == T_F64) fk = I->op == OP_ADD ? FK_ADDF64 : FK_SUBF64;
          else if (!t_float (t) && bits == 32) fk = I->op == OP_ADD ? FK_ADD32 : FK_SUB32;
          else if (!t_float (t) && bits == 64) fk = I->op == OP_ADD ? FK_ADD64 : FK_SUB64;
        }
      break;
    case OP_MUL:
    case OP_MAD:
      if (t == T_F32 && plain) fk = I->op == OP_MUL ? FK_MULF32 : FK_FMAF32;
      else if (t == T_F64 && plain) fk = I->op == OP_MUL ? FK_MULF64 : FK_FMAF64;
      else if (t_float (t) || (I->flags & (F_SAT | F_CC | F_HI)))
        ;
      else if (I->flags & F_WIDE)
        {
          if (t == T_U32) fk = I->op == OP_MUL ? FK_MULWU32 : FK_MADWU32;
          else if (t == T_S32) fk = I->op == OP_MUL ? FK_MULWS32 : FK_MADWS32;
        }
      else if (bits == 32) fk = I->op == OP_MUL ? FK_MULLO32 : FK_MADLO32;
      else if (bits == 64) fk = I->op == OP_MUL ? FK_MULLO64 : FK_MADLO64;
      break;
    case OP_FMA:
      if (t == T_F32 && plain) fk = FK_FMAF32;
      else if (t == T_F64 && plain) fk = FK_FMAF64;
      break;
    case OP_SHL:
      if (bits == 32) fk = FK_SHL32;
      else if (bits == 64) fk = FK_SHL64;
      break;
    case OP_SHR:
      if (bits == 32) fk = t_signed (t) ? FK_SHRS32 : FK_SHRU32;
      else if (bits == 64) fk = t_signed (t) ? FK_SHRS64 : FK_SHRU64;
      break;
    case OP_AND: fk = t == T_PRED ? FK_ANDP : bits == 32 ? FK_AND32 : bits == 64 ? FK_AND64 : FK_NONE; break;
    case OP_OR: fk = t == T_PRED ? FK_ORP : bits == 32 ? FK_OR32 : bits == 64 ? FK_OR64 : FK_NONE; break;
    case OP_XOR: fk = bits == 32 && t != T_PRED ? FK_XOR32 : bits == 64 ? FK_XOR64 : FK_NONE; break;
    case OP_SETP:
      if (!I->mod2 && !(I->flags & F_PRED_OUT) && !t_float (I->type2) && I->type2 != T_PRED)
        fk = t_signed (I->type2) && I->mod <= CMP_GE ? FK_SETPS : FK_SETPU;
      else if (!I->mod2 && !(I->flags & F_PRED_OUT) && t_float (I->type2))
        fk = FK_SETPF;
      break;
    case OP_SELP: fk = FK_SELP; break;
    case OP_CVT:
      if (!t_float (I->type) && !t_float (I->type2) && I->type2 != T_PRED && !(I->flags & F_SAT))
        fk = FK_CVTI;
      /* An integer to f32 or f64, rounding to nearest (cvt's integer
         source ignores .ftz and .sat).  */
      else if ((t == T_F32 || t == T_F64) && !t_float (I->type2) && I->type2 != T_PRED
               && (t_bits (I->type2) == 32 || t_bits (I->type2) == 64) && I->mod <= RND_RN)
        fk = FK_CVTFI;
      break;
    case OP_LD:
      if (I->vec == 1) fk = FK_LD;
      break;
    case OP_ST:
      if (I->vec == 1) fk = FK_ST;
      break;
    case OP_LD_PARAM:
      if (I->vec == 1) fk = FK_LDPARAM;
      break;
    case OP_ST_PARAM:
      if (I->vec == 1) fk = FK_STPARAM;
      break;
    case OP_BRA: fk = FK_BRA; break;
    case OP_NEG:
      if (t == T_F32 && !(I->flags & F_FTZ)) fk = FK_NEGF32;
      else if (t == T_F64) fk = FK_NEGF64;
      else if (!t_float (t) && t != T_PRED && bits == 32) fk = FK_NEG32;
      else if (!t_float (t) && t != T_PRED && bits == 64) fk = FK_NEG64;
      break;
    case OP_DIV:
      if (t == T_F32 && !(I->flags & (F_FTZ | F_SAT)) && I->mod2 <= RND_RN) fk = FK_DIVF32;
      else if (t == T_F64 && I->mod2 <= RND_RN) fk = FK_DIVF64;
      break;
    case OP_CVTA:
    case OP_CVTA_TO: fk = FK_CVTA; break;
    case OP_VOP:
      /* vadd.u32.u32.u32.add: GCC's three-operand add.  */
      if (I->mod == 0 && I->mod2 == 1 && !(I->flags & F_SAT) && !t_signed (I->type)
          && !t_signed (I->type2) && !t_signed (I->space))
        fk = FK_VADD3U32;
      /* vsub.u32.u32.u32.add: a - b + c, e.g. GCC's h * 31 + x.  */
      else if (I->mod == 1 && I->mod2 == 1 && !(I->flags & F_SAT) && !t_signed (I->type)
               && !t_signed (I->type2) && !t_signed (I->space))
        fk = FK_VSUB3U32;
      break;
    case OP_ABS:
      if (t == T_F32 && !(I->flags & F_FTZ)) fk = FK_ABSF32;
      else if (t == T_F64) fk = FK_ABSF64;
      else if (!t_float (t) && t != T_PRED && bits == 32) fk = FK_ABS32;
      else if (!t_float (t) && t != T_PRED && bits == 64) fk = FK_ABS64;
      break;
    }
  I->fast = (uint8_t) fk;
}

/* Run the statement for each active lane of the group; R is the lane's
   register slots (RS, gathered once per run of straight-line code) and T
   its thread.  An unguarded instruction skips the guard test; in a DENSE
   group (lanes 0..NG-1 of the warp at the same frame row) the lanes'
   registers are adjacent words, RS[0] + lane.  */
/* Slot operands index a lane's registers in steps of WARP_LANES (struct
   wregs): scale them once, at link time.  */
void
ptx_scale_slots (struct ptxsim_module *m)
{
#define SCALE(x) do { if ((x) != UINT32_MAX) (x) *= WARP_LANES; } while (0)
  for (uint32_t i = 0; i < m->ninsns; i++)
    {
      struct insn *I = &m->insns[i];
      SCALE (I->guard); SCALE (I->d); SCALE (I->d2); SCALE (I->a); SCALE (I->b);
      SCALE (I->c); SCALE (I->v[0]); SCALE (I->v[1]); SCALE (I->v[2]); SCALE (I->v[3]);
      if (I->op != OP_BRA)      /* a branch's e is its reconvergence pc */
        SCALE (I->e);
    }
#undef SCALE
}

